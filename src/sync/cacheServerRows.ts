import { SyncOp, syncCursorReached, type SyncChange, type SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { getMeta, MetaKey } from '../db/metaKeys';
import type { EntityRows } from '../db/rows';
import { applyChanges } from './mirror';

/**
 * Rows a screen fetched online beyond what the feed mirrors (staff's older reports, page by page),
 * or the server's answer to a write, are cached like pulled ones: written by the worker only
 * (src/db/KundencenterDb.ts), already in their stored (sealed) form, through the mirror's own
 * apply, so an entity with queued actions keeps its optimistic row and the server's version goes
 * to its held row.
 *
 * Unlike a pulled row, such a row may be older than the one on the device: a pull can bring
 * another editor's newer version between the server's answer and this write. The feed would not
 * deliver that version again until the entity changes once more, so a row is left out rather
 * than written over the server version the device holds (the mirror row, or the held row of an
 * entity with queued actions) when
 * - the rows answer a write whose X-Sync-Cursor (`writtenAt`) the mirror's cursor has reached: a
 *   pull delivered the entity as it was then or later (an entity the writer edits is in their own
 *   feed; while the mirror is behind the write, a later pull brings any newer version), or
 * - the row is older by what it carries itself (isOlderRow), for answers without a cursor.
 */
export async function cacheServerRows<E extends SyncEntity>(
  db: KundencenterDb,
  entity: E,
  rows: readonly EntityRows[E][],
  writtenAt: string | null = null,
): Promise<void> {
  await db.transaction('rw', db.syncTables(), async () => {
    const ids = rows.map((row) => row.id);
    const mirrored = await db.entityTable(entity).bulkGet(ids);
    const held = await db.held.bulkGet(ids.map((id): [SyncEntity, string] => [entity, id]));
    const cursor = writtenAt === null ? undefined : await getMeta(db, MetaKey.cursor);
    const pulledSince = writtenAt !== null && cursor !== undefined && syncCursorReached(cursor, writtenAt);
    const changes = rows
      .filter((row, index) => {
        const holding = held[index];
        const current = holding ? holding.data : mirrored[index];
        return !current || !(pulledSince || isOlderRow(row, current));
      })
      .map((row): SyncChange => ({ entity, id: row.id, op: SyncOp.put, data: { ...row } }));
    if (changes.length > 0) await applyChanges(db, changes);
  });
}

/**
 * Whether `row` is an older version of the entity than `current`, by what the rows carry: a
 * report's `version` (a re-upload), then the `updated_at` every changeable record has. A row
 * without either (or with an unreadable one) counts as not older, as before this check.
 */
export function isOlderRow(row: object, current: object): boolean {
  const version = numberField(row, 'version');
  const currentVersion = numberField(current, 'version');
  if (version !== null && currentVersion !== null && version !== currentVersion)
    return version < currentVersion;
  const changedAt = timeField(row, 'updated_at');
  const currentChangedAt = timeField(current, 'updated_at');
  return changedAt !== null && currentChangedAt !== null && changedAt < currentChangedAt;
}

function numberField(row: object, field: string): number | null {
  const value: unknown = (row as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : null;
}

function timeField(row: object, field: string): number | null {
  const value: unknown = (row as Record<string, unknown>)[field];
  if (typeof value !== 'string') return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
