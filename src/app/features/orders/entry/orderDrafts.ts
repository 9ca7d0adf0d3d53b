import { SyncEntity } from '../../../../contract/sync';
import type { KundencenterDb } from '../../../../db/KundencenterDb';
import { QUEUED_OUTBOX_STATES, OutboxState } from '../../../../db/outboxState';
import type { OrderDraftRow, OutboxRow } from '../../../../db/rows';
import { discard, outboxRows } from '../../../../sync/outbox';
import { vaultWorker } from '../../../../workers/syncClient';
import { lastUserUuid } from '../../../offline/lastUser';
import type { OrderFormValues } from './orderForm';
import { ORDER_SEND_LABEL, valuesOfInput } from './orderRequest';

/**
 * Order drafts (issue 28): the form as the doctor left it, kept on this device until it is sent,
 * under the uuid the order will have. The form holds patient data, so the vault seals it
 * (`orderDraft.content`, src/db/tables/orders.ts); only the id, the order number it holds and the
 * time of the last change are stored clear.
 *
 * An order the laboratory refused (a 422, e.g. an analysis withdrawn meanwhile) comes back as a
 * draft with the server's messages, under its own uuid and number; its request stays in 'Nicht
 * gesendet' until the draft is sent again or discarded, which takes it away too.
 */
export interface OrderRefusal {
  message: string;
  /** The server's messages by its field path (`items.2.analysis_id`). */
  errors: Record<string, string[]>;
}

export interface DraftContent {
  values: OrderFormValues;
  refusal: OrderRefusal | null;
}

export interface OpenDraft extends DraftContent {
  id: string;
  number: string | null;
  updatedAt: number;
}

function userUuid(): string {
  const uuid = lastUserUuid();
  if (!uuid) throw new Error('No signed-in user');
  return uuid;
}

/**
 * Stores the draft's form sealed, keeping the number it holds (a tab may have taken it meanwhile).
 * Sealing happens in the worker, before the transaction (which must not wait for it).
 */
export async function saveDraft(db: KundencenterDb, id: string, content: DraftContent, now = Date.now()) {
  const [sealed] = await vaultWorker().sealDeviceRows(userUuid(), 'orderDraft', [
    { id, number: null, content, updatedAt: now },
  ]);
  if (!sealed) throw new Error('The vault sealed no draft');
  await db.transaction('rw', [db.orderDraft, db.order], async () => {
    // A save that finishes after the order was sent must not bring its draft back.
    if (await db.order.get(id)) return;
    const stored = await db.orderDraft.get(id);
    await db.orderDraft.put({ ...sealed, number: stored?.number ?? null });
  });
}

/** Stored drafts, opened by the vault. */
export async function openDrafts(rows: readonly OrderDraftRow[]): Promise<OpenDraft[]> {
  if (rows.length === 0) return [];
  const open = await vaultWorker().unsealDeviceRows(userUuid(), 'orderDraft', [...rows]);
  return open.map((row) => ({
    ...(row.content as DraftContent),
    id: row.id,
    number: row.number,
    updatedAt: row.updatedAt,
  }));
}

/** The refused sendings of an order (its requests in 'Nicht gesendet'). */
const refusedSendings = (db: KundencenterDb, orderId: string) =>
  db.outbox
    .where('[entity+entityId]')
    .equals([SyncEntity.order, orderId])
    .filter((row) => row.state === OutboxState.rejected);

/** Drops the draft and the refused request it came from, if any. */
export async function discardDraft(db: KundencenterDb, id: string): Promise<void> {
  for (const row of await refusedSendings(db, id).toArray()) await discard(db, row.seq);
  await db.orderDraft.delete(id);
}

/** Removes the order's refused requests: in the transaction that queues it anew. */
export const dropRefusedSendings = (db: KundencenterDb, orderId: string) =>
  refusedSendings(db, orderId).delete();

const isRefusedSending = (row: OutboxRow) =>
  row.state === OutboxState.rejected && row.label === ORDER_SEND_LABEL && row.entityId !== undefined;

/**
 * Turns every refused sending without a draft back into a draft carrying the server's messages,
 * and drops drafts whose order is on its way or arrived (sent again from 'Nicht gesendet').
 * A refusal that names the number (not leased to the sender, taken meanwhile) frees the draft
 * of it: it takes a new one, and its labels are printed again. Returns how many came back.
 */
export async function restoreRefusedOrders(db: KundencenterDb): Promise<number> {
  const refused = (await outboxRows(db, OutboxState.rejected)).filter(isRefusedSending);
  let restored = 0;
  for (const row of refused) {
    const id = row.entityId as string;
    if (await db.orderDraft.get(id)) continue;
    const input = await vaultWorker().openBody(userUuid(), row.path, row.body);
    const values = valuesOfInput(input);
    if (!values) continue;
    const errors = row.error?.errors ?? {};
    await saveDraft(
      db,
      id,
      { values, refusal: { message: row.error?.message ?? '', errors } },
      row.createdAt,
    );
    const number = (input as { number?: unknown }).number;
    if (typeof number === 'string' && !('number' in errors)) await holdNumber(db, id, number);
    restored += 1;
  }
  await dropObsoleteDrafts(db);
  return restored;
}

/** The draft takes its number back unless another draft or order took it while it was away. */
async function holdNumber(db: KundencenterDb, id: string, number: string): Promise<void> {
  await db.transaction('rw', [db.order, db.orderDraft], async () => {
    const holders =
      (await db.order.where('number').equals(number).count()) +
      (await db.orderDraft.where('number').equals(number).count());
    if (holders === 0) await db.orderDraft.update(id, { number });
  });
}

async function dropObsoleteDrafts(db: KundencenterDb): Promise<void> {
  const ids = (await db.orderDraft.toCollection().primaryKeys()) as string[];
  for (const id of ids) {
    const queued = await db.outbox
      .where('[entity+entityId]')
      .equals([SyncEntity.order, id])
      .filter((row) => QUEUED_OUTBOX_STATES.includes(row.state))
      .count();
    if (queued > 0 || (await db.order.get(id))) await db.orderDraft.delete(id);
  }
}
