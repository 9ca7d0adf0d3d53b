import { orderInputSchema, type OrderRecord } from '../../../../contract/orders';
import { SyncEntity } from '../../../../contract/sync';
import { OutboxMethod } from '../../../../db/outboxState';
import type { OrderRow } from '../../../../db/rows';
import { vaultWorker } from '../../../../workers/syncClient';
import { lastUserUuid } from '../../../offline/lastUser';
import { queueAction } from '../../../offline/queueAction';
import { mirror } from '../../../offline/syncSession';
import { deviceId } from './deviceId';
import { dropRefusedSendings, saveDraft } from './orderDrafts';
import { orderFormProblems, orderInputOf, type OrderFormContext, type OrderFormValues } from './orderForm';
import { takeOrderNumber } from './orderNumberStore';
import { orderRecordOf, type OrderRecordFacts } from './orderRecordOf';
import { ORDER_SEND_LABEL, ORDER_SEND_PATH } from './orderRequest';

/**
 * What the entry page does with a draft (issue 28). Both need an order the rules accept and a
 * number, which the draft takes from the device's blocks and keeps: printing the labels makes the
 * number final (the lab reads it from the tubes), and sending uses the number the labels carry.
 *
 * Sending is an action like every other: the request (sealed: it names the patient) and the
 * optimistic order (`pending`, status Neu, its patient fields sealed) are written in one
 * transaction that also removes the draft and any refused sending of the same order, so the
 * order is never both a draft and on its way. The outbox sends it once, with its Idempotency-Key.
 */
export type OrderOutcome =
  | { ok: true; order: OrderRecord }
  | { ok: false; problems: Record<string, string> }
  /** The device has no order number left: the draft is kept. */
  | { ok: false; noNumber: true };

export interface DraftFacts extends Omit<OrderRecordFacts, 'now'> {
  context: OrderFormContext;
}

/** The draft as an order under its number: checked, saved, numbered. */
async function numberedOrder(
  draftId: string,
  values: OrderFormValues,
  facts: DraftFacts,
): Promise<OrderOutcome> {
  const problems = orderFormProblems(values, facts.context);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const db = mirror();
  await saveDraft(db, draftId, { values, refusal: null });
  const number = await takeOrderNumber(db, draftId, deviceId());
  if (number === null) return { ok: false, noNumber: true };
  const input = orderInputSchema.parse(orderInputOf(values, { uuid: draftId, number }));
  return { ok: true, order: orderRecordOf(input, { ...facts, now: facts.context.now() }) };
}

/** Takes the draft's number (final from now on) and gives the order to print its labels or sheet. */
export const orderToPrint = numberedOrder;

export async function sendOrder(
  draftId: string,
  values: OrderFormValues,
  facts: DraftFacts,
): Promise<OrderOutcome> {
  const outcome = await numberedOrder(draftId, values, facts);
  if (!outcome.ok) return outcome;
  const { order } = outcome;
  const user = lastUserUuid();
  if (!user) throw new Error('No signed-in user');
  const row: OrderRow = { ...order, id: draftId, pending: true };
  const [stored] = await vaultWorker().seal(user, SyncEntity.order, [row]);
  if (!stored) throw new Error('The vault sealed no order');
  const body = orderInputSchema.parse(orderInputOf(values, { uuid: draftId, number: order.number }));
  await queueAction({
    label: ORDER_SEND_LABEL,
    method: OutboxMethod.post,
    path: ORDER_SEND_PATH,
    body,
    sealBody: true,
    entity: SyncEntity.order,
    entityId: draftId,
    deviceTables: ['orderDraft'],
    optimistic: async (db) => {
      await db.order.put(stored);
      await db.orderDraft.delete(draftId);
      await dropRefusedSendings(db, draftId);
    },
  });
  return outcome;
}
