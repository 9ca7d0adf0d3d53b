import Dexie from 'dexie';
import type { SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import type { DeviceTable } from '../db/mirrorTables';
import { OutboxState, type OutboxMethod } from '../db/outboxState';
import type { OutboxRow } from '../db/rows';
import { holdServerVersion, settle } from './mirror';

/**
 * The building blocks of the action API (design brief 'The sync protocol', step 1): an action
 * writes its optimistic result and its outbox row in one Dexie transaction, so either both exist
 * or neither. The sync worker replays the row; these functions run in any tab.
 */

export interface EnqueueInput {
  method: OutboxMethod;
  path: string;
  body?: unknown;
  /**
   * The entity the action changes (new entities get their id on the client). Its pulled data is
   * held back while the row is queued, and its server version is restored when the row is
   * rejected or discarded. Omit both for actions that change no mirrored entity.
   */
  entity?: SyncEntity;
  entityId?: string;
  /** The action's label key, stored on the row for the 'Nicht gesendet' panel. */
  label?: string;
  /**
   * Writes the optimistic result through `db`'s tables; the writes join the transaction. Await
   * only Dexie calls inside (another promise would let the transaction commit early).
   */
  optimistic?: (db: KundencenterDb) => unknown;
  /**
   * Device-only tables the optimistic write changes too (sending an order removes its draft, issue
   * 28): they join the transaction, so the action and that change happen together or not at all.
   */
  deviceTables?: readonly DeviceTable[];
}

export interface OutboxDeps {
  /** The Idempotency-Key of a new or re-sent row. */
  newId?: () => string;
  now?: () => number;
}

export class OutboxTransitionError extends Error {
  constructor(seq: number, state: string | undefined, action: string) {
    super(`Outbox row ${seq} (${state ?? 'missing'}) cannot be ${action}`);
    this.name = 'OutboxTransitionError';
  }
}

const newUuid = () => crypto.randomUUID();

function target(input: {
  entity?: SyncEntity;
  entityId?: string;
}): { entity: SyncEntity; id: string } | null {
  if (input.entity === undefined && input.entityId === undefined) return null;
  if (input.entity === undefined || input.entityId === undefined) {
    throw new Error('An outbox row names both entity and entityId, or neither');
  }
  return { entity: input.entity, id: input.entityId };
}

/** Queues an action with its optimistic effect; returns the stored row. Pages call it through queueAction. */
export async function enqueue(
  db: KundencenterDb,
  input: EnqueueInput,
  deps: OutboxDeps = {},
): Promise<OutboxRow> {
  const entity = target(input);
  const tables = [...db.syncTables(), ...(input.deviceTables ?? []).map((name) => db.table(name))];
  return db.transaction('rw', tables, async () => {
    if (entity) await holdServerVersion(db, entity.entity, entity.id);
    await input.optimistic?.(db);
    const row: Omit<OutboxRow, 'seq'> = {
      id: (deps.newId ?? newUuid)(),
      method: input.method,
      path: input.path,
      body: input.body,
      entity: input.entity,
      entityId: input.entityId,
      label: input.label,
      state: OutboxState.pending,
      attempts: 0,
      createdAt: (deps.now ?? Date.now)(),
    };
    const seq = await db.outbox.add(row);
    return { ...row, seq };
  });
}

/**
 * Sends a rejected row again, at its place in the order. It gets a new Idempotency-Key: the
 * server remembers the refused request under the old one. Its optimistic effect was undone on
 * rejection and stays undone; the server's answer arrives with the next pull.
 */
export async function retry(db: KundencenterDb, seq: number, deps: OutboxDeps = {}): Promise<void> {
  await requeue(db, seq, 'retried', undefined, undefined, deps);
}

/**
 * Replaces a rejected row's body (the user fixed the form) and sends it again with a new
 * Idempotency-Key; `optimistic` may write the fixed optimistic result.
 */
export async function edit(
  db: KundencenterDb,
  seq: number,
  body: unknown,
  optimistic?: EnqueueInput['optimistic'],
  deps: OutboxDeps = {},
): Promise<void> {
  await requeue(db, seq, 'edited', { body }, optimistic, deps);
}

async function requeue(
  db: KundencenterDb,
  seq: number,
  action: string,
  change: { body: unknown } | undefined,
  optimistic: EnqueueInput['optimistic'],
  deps: OutboxDeps,
): Promise<void> {
  await db.transaction('rw', db.syncTables(), async () => {
    const row = await db.outbox.get(seq);
    if (row?.state !== OutboxState.rejected) throw new OutboxTransitionError(seq, row?.state, action);
    const entity = target(row);
    if (entity) await holdServerVersion(db, entity.entity, entity.id);
    await optimistic?.(db);
    const { error: _error, ...rest } = row;
    await db.outbox.put({
      ...rest,
      ...change,
      id: (deps.newId ?? newUuid)(),
      state: OutboxState.pending,
    });
  });
}

/**
 * Drops a rejected row, or a pending one the user takes back, and restores the server's version
 * of its entity. A row on the wire (`sending`) or accepted (`sent`) cannot be taken back. A pending
 * row that failed on the network may have reached the server: its effect then arrives by pull.
 */
export async function discard(db: KundencenterDb, seq: number): Promise<void> {
  await db.transaction('rw', db.syncTables(), async () => {
    const row = await db.outbox.get(seq);
    if (row?.state !== OutboxState.rejected && row?.state !== OutboxState.pending) {
      throw new OutboxTransitionError(seq, row?.state, 'discarded');
    }
    await db.outbox.delete(seq);
    const entity = target(row);
    if (entity) await settle(db, entity.entity, entity.id);
  });
}

/** Actions not yet accepted by the server (pending, sending, rejected): the navbar count, the logout warning. */
export async function countUnsent(db: KundencenterDb): Promise<number> {
  return db.outbox.filter((row) => row.state !== OutboxState.sent).count();
}

/** Rows of one state in replay order (for the 'Nicht gesendet' panel: `OutboxState.rejected`). */
export async function outboxRows(db: KundencenterDb, state: OutboxState): Promise<OutboxRow[]> {
  return db.outbox.where('[state+seq]').between([state, Dexie.minKey], [state, Dexie.maxKey]).toArray();
}
