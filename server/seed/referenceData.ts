/**
 * What every database needs before the first request, ensured at every start (also without the
 * demo): roles and permissions (accessControl.ts) and the lookups (lookups.ts).
 */
import type { AppDb } from '../platform/db/database';
import { seedAccessControl } from './accessControl';
import { seedLookups } from '../features/lookups';

export async function seedReferenceData(db: AppDb): Promise<void> {
  await seedAccessControl(db);
  await seedLookups(db);
}
