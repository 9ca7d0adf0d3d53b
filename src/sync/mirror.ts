import Dexie from 'dexie';
import { SyncOp, type SyncChange, type SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { QUEUED_OUTBOX_STATES } from '../db/outboxState';
import type { EntityRow, HeldRow } from '../db/rows';

/**
 * Writing server data into the mirror without overwriting what the user did (design brief 'The
 * sync protocol', step 3). An entity with queued outbox rows has a `held` row carrying the
 * server's version; pulled data for it updates that row instead of the mirror, which keeps the
 * optimistic version. When the entity's queue drains (confirmed, rejected or discarded), `settle`
 * writes the held version into the mirror. Every function here runs inside a read-write
 * transaction over `db.syncTables()`.
 */

type HeldKey = [SyncEntity, string];

function keyOf(entity: SyncEntity, id: string): string {
  return `${entity}\u0000${id}`;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function rowOf(id: string, data: Record<string, unknown> | null): EntityRow {
  return { ...data, id };
}

/** Applies changes in order; for one entity and id the last change wins. */
export async function applyChanges(db: KundencenterDb, changes: readonly SyncChange[]): Promise<void> {
  const latest = new Map<string, SyncChange>();
  for (const change of changes) {
    const key = keyOf(change.entity, change.id);
    latest.delete(key);
    latest.set(key, change);
  }
  const list = [...latest.values()];
  const held = await db.held.bulkGet(list.map((change): HeldKey => [change.entity, change.id]));

  const puts = new Map<SyncEntity, EntityRow[]>();
  const deletes = new Map<SyncEntity, string[]>();
  const heldUpdates: HeldRow[] = [];
  list.forEach((change, index) => {
    if (held[index]) {
      heldUpdates.push({ entity: change.entity, id: change.id, op: change.op, data: change.data });
    } else if (change.op === SyncOp.put) {
      pushTo(puts, change.entity, rowOf(change.id, change.data));
    } else {
      pushTo(deletes, change.entity, change.id);
    }
  });
  for (const [entity, rows] of puts) await db.entityTable(entity).bulkPut(rows);
  for (const [entity, ids] of deletes) await db.entityTable(entity).bulkDelete(ids);
  if (heldUpdates.length > 0) await db.held.bulkPut(heldUpdates);
}

/**
 * Called before an action's optimistic write: remembers the server's version of the entity (the
 * mirror row, or its absence) unless an earlier queued action already did.
 */
export async function holdServerVersion(db: KundencenterDb, entity: SyncEntity, id: string): Promise<void> {
  if (await db.held.get([entity, id])) return;
  const row = await db.entityTable(entity).get(id);
  await db.held.put({ entity, id, op: row ? SyncOp.put : SyncOp.del, data: row ?? null });
}

/** When no queued outbox row is left for the entity: the held server version replaces the optimistic one. */
export async function settle(db: KundencenterDb, entity: SyncEntity, id: string): Promise<void> {
  const queued = await db.outbox
    .where('[entity+entityId]')
    .equals([entity, id])
    .filter((row) => QUEUED_OUTBOX_STATES.includes(row.state))
    .count();
  if (queued > 0) return;
  const held = await db.held.get([entity, id]);
  if (!held) return;
  if (held.op === SyncOp.put) await db.entityTable(entity).put(rowOf(id, held.data));
  else await db.entityTable(entity).delete(id);
  await db.held.delete([entity, id]);
}

export interface SnapshotRow {
  entity: SyncEntity;
  id: string;
  data: Record<string, unknown>;
}

/** Turns a batch of snapshot rows into their stored form (the vault's sealing), off the transaction. */
export type StoreRows = (rows: readonly SnapshotRow[]) => Promise<readonly SnapshotRow[]>;

/**
 * Replaces every entity table with a snapshot (bootstrap): rows not in it disappear. Entities with
 * queued actions keep their optimistic row; the snapshot becomes their held server version.
 * With `store`, each batch is stored as it returns (sealed): the next batch is sealed while
 * IndexedDB writes the ones before, the transaction kept open meanwhile by `Dexie.waitFor`, so a
 * failure to seal aborts it and leaves the mirror as it was. All writes are sent without waiting
 * for the ones before (they keep their order): awaiting each batch left IndexedDB idle while the
 * page prepared the next (bench:sync, issue 18).
 */
export async function replaceMirror(
  db: KundencenterDb,
  rows: readonly SnapshotRow[],
  batchSize: number,
  store?: StoreRows,
): Promise<void> {
  const held = await db.held.toArray();
  const heldKeys = new Set(held.map((row) => keyOf(row.entity, row.id)));
  const kept: { entity: SyncEntity; row: EntityRow }[] = [];
  for (const { entity, id } of held) {
    const row = await db.entityTable(entity).get(id);
    if (row) kept.push({ entity, row });
  }
  await Promise.all(db.entityTables().map((table) => table.clear()));

  const snapshot = new Map<string, SnapshotRow>();
  const puts: Promise<unknown>[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const stored = store ? await Dexie.waitFor(Dexie.ignoreTransaction(() => store(batch))) : batch;
    const byEntity = new Map<SyncEntity, EntityRow[]>();
    for (const row of stored) {
      const key = keyOf(row.entity, row.id);
      if (heldKeys.has(key)) snapshot.set(key, row);
      else pushTo(byEntity, row.entity, rowOf(row.id, row.data));
    }
    for (const [entity, list] of byEntity) {
      const put = db.entityTable(entity).bulkPut(list);
      // Awaited below; if a later batch fails to seal, the transaction aborts and so do these.
      put.catch(() => undefined);
      puts.push(put);
    }
  }
  await Promise.all(puts);
  for (const { entity, row } of kept) await db.entityTable(entity).put(row);
  await db.held.bulkPut(
    held.map((row): HeldRow => {
      const fresh = snapshot.get(keyOf(row.entity, row.id));
      return fresh
        ? { entity: row.entity, id: row.id, op: SyncOp.put, data: fresh.data }
        : { entity: row.entity, id: row.id, op: SyncOp.del, data: null };
    }),
  );
}
