import { SyncOp, type SyncChange, type SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import type { EntityRows } from '../db/rows';
import { applyChanges } from './mirror';

/**
 * Rows a screen fetched online beyond what the feed mirrors (staff's older reports, page by page)
 * are cached like pulled ones: written by the worker only (src/db/KundencenterDb.ts), already in
 * their stored (sealed) form, through the mirror's own apply, so an entity with queued actions
 * keeps its optimistic row and the server's version goes to its held row.
 */
export async function cacheServerRows<E extends SyncEntity>(
  db: KundencenterDb,
  entity: E,
  rows: readonly EntityRows[E][],
): Promise<void> {
  const changes = rows.map((row): SyncChange => ({ entity, id: row.id, op: SyncOp.put, data: { ...row } }));
  await db.transaction('rw', db.syncTables(), () => applyChanges(db, changes));
}
