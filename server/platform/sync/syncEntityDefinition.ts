/**
 * How the change feed reads an entity. A change row names an entity and an id, never its data:
 * `load` reads the data fresh at pull time and applies the entity's visibility rule for the
 * viewer (an id the viewer may not see, or one that is gone, is simply absent, and the pull
 * answers it as a `del`); `snapshot` pages through everything the viewer may see, for the
 * bootstrap. Both run inside the caller's transaction.
 */
import { MAX_ENTITY_ID } from '../../../src/contract/constants';
import { gt, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SyncEntity } from '../../../src/contract/sync';
import type { AppDb } from '../db/database';
import type { SyncViewer } from './syncViewer';

export type SyncData = Record<string, unknown>;

export interface SyncRow {
  id: string;
  data: SyncData;
}

export interface SyncEntityDefinition {
  /** Fresh data of those of `ids` the viewer may see. */
  load(db: AppDb, ids: readonly string[], viewer: SyncViewer): Promise<Map<string, SyncData>>;
  /** The viewer's rows in id order, after the id `after` (null: from the first), at most `limit`. */
  snapshot(db: AppDb, viewer: SyncViewer, after: string | null, limit: number): Promise<SyncRow[]>;
}

/** Which rows a query reads: given ids (pull), or a page after an id (bootstrap; null: from the first). */
/** Every entity of the contract with its definition: the compiler checks that none is missing. */
export type SyncEntityRegistry = Readonly<Record<SyncEntity, SyncEntityDefinition>>;

export type IdFilter = { ids: number[] } | { afterId: number | null; limit: number };

const NUMERIC_ID = /^\d{1,10}$/;

/** The SQL condition of a filter on an integer id column. */
export const idCondition = (column: AnyColumn, filter: IdFilter): SQL | undefined => {
  if ('ids' in filter) return inArray(column, filter.ids);
  return filter.afterId === null ? undefined : gt(column, filter.afterId);
};

export const limitOf = (filter: IdFilter): number => ('ids' in filter ? filter.ids.length : filter.limit);

/** Whether one id passes a filter (entities computed in code, like the viewer's own user). */
export const idMatches = (id: number, filter: IdFilter): boolean =>
  'ids' in filter ? filter.ids.includes(id) : filter.afterId === null || id > filter.afterId;

/** An entity with integer ids whose rows one query reads, already filtered by visibility. */
export function numericIdEntity(
  query: (db: AppDb, viewer: SyncViewer, filter: IdFilter) => Promise<SyncRow[]>,
): SyncEntityDefinition {
  return {
    async load(db, ids, viewer) {
      const numeric = [...new Set(ids.filter((id) => NUMERIC_ID.test(id)).map(Number))].filter(
        (id) => id <= MAX_ENTITY_ID,
      );
      if (numeric.length === 0) return new Map();
      const rows = await query(db, viewer, { ids: numeric });
      return new Map(rows.map((row) => [row.id, row.data]));
    },
    snapshot(db, viewer, after, limit) {
      const afterId = after !== null && NUMERIC_ID.test(after) ? Number(after) : null;
      return query(db, viewer, { afterId, limit });
    },
  };
}
