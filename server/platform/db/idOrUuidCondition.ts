import { eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';

/** The row an IdOrUuid names (src/contract/idOrUuid.ts): by its numeric id or by its uuid. */
export const idOrUuidCondition = (columns: { id: AnyColumn; uuid: AnyColumn }, key: IdOrUuid): SQL =>
  typeof key === 'number' ? eq(columns.id, key) : eq(columns.uuid, key);
