import type { SyncEntity } from '../../contract/sync';
import type { KundencenterDb } from '../../db/KundencenterDb';
import type { EntityRows } from '../../db/rows';
import { vaultWorker } from '../../workers/syncClient';
import type { Table } from 'dexie';
import { lastUserUuid } from './lastUser';
import { queueAction, type QueuedAction } from './queueAction';
import { mirror } from './syncSession';

/**
 * Actions on a row the vault keeps sealed (issue 7) whose children live inside it: a ticket's
 * answers, a demand's messages. The row is opened by the vault, changed, sealed again, and then
 * written with its outbox row in one Dexie transaction (which must not wait for the worker), so
 * the action holds back exactly that row and a refusal puts the server's version back.
 */
function userUuid(): string {
  const uuid = lastUserUuid();
  if (!uuid) throw new Error('No signed-in user');
  return uuid;
}

const tableOf = <E extends SyncEntity>(db: KundencenterDb, entity: E) =>
  db[entity] as unknown as Table<EntityRows[E], string>;

/** The row as the mirror stores it: sealed by the vault of the signed-in user. */
async function sealRow<E extends SyncEntity>(entity: E, row: EntityRows[E]): Promise<EntityRows[E]> {
  const [sealed] = await vaultWorker().seal(userUuid(), entity, [row]);
  if (!sealed) throw new Error('The vault sealed no row');
  return sealed;
}

/** The mirrored row `id`, opened; undefined when the mirror does not hold it. */
export async function openRow<E extends SyncEntity>(
  entity: E,
  id: string,
): Promise<EntityRows[E] | undefined> {
  const stored = await tableOf(mirror(), entity).get(id);
  if (!stored) return undefined;
  const [open] = await vaultWorker().unseal(userUuid(), entity, [stored]);
  return open;
}

export type SealedRowRequest = Pick<QueuedAction, 'label' | 'method' | 'path' | 'body' | 'sealBody'>;

/**
 * Queues `request` on the row `id` of `entity`, showing at once the row `change` makes of a copy
 * of the opened row. A row the mirror does not hold is left alone; the request is queued all the
 * same.
 */
export async function queueOnSealedRow<E extends SyncEntity>(
  entity: E,
  id: string,
  request: SealedRowRequest,
  change: (row: EntityRows[E]) => EntityRows[E],
): Promise<void> {
  const open = await openRow(entity, id);
  const copy = open ? structuredClone(open) : undefined;
  const changed = copy ? change(copy) : undefined;
  const stored = changed ? await sealRow(entity, changed) : undefined;
  await queueAction({
    ...request,
    entity,
    entityId: id,
    optimistic: (db: KundencenterDb) => (stored ? tableOf(db, entity).put(stored) : undefined),
  });
}

/**
 * Queues `request` creating the row `id` of `entity` (under a uuid made on the device, which the
 * server adopts), showing `row` at once: the pulled row replaces it under the same key.
 */
export async function queueNewSealedRow<E extends SyncEntity>(
  entity: E,
  id: string,
  row: EntityRows[E],
  request: SealedRowRequest,
): Promise<void> {
  const stored = await sealRow(entity, row);
  await queueAction({
    ...request,
    entity,
    entityId: id,
    optimistic: (db: KundencenterDb) => tableOf(db, entity).put(stored),
  });
}
