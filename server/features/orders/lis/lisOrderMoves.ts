/**
 * The laboratory system moves orders (issue 28): it acknowledges receipt (Neu → RW Auftrag
 * erfassen) and reports each later status, by the status endpoint or a FHIR Task. Every move goes
 * through the kernel's `moveOrder` (forward only, storniert until erledigt; the same status again
 * changes nothing), in a write of its own with the request, and is made by the API token's name.
 * An unknown order is a 404 and a refused step a 409: nothing changes either way.
 */
import { eq } from 'drizzle-orm';
import {
  ORDER_STATUS_LABELS_DE,
  type LisOrderState,
  type OrderStatus,
} from '../../../../src/contract/orders';
import type { AppContext } from '../../../platform/appContext';
import { orders, type OrderRow } from '../../../platform/db/schema';
import { HttpError } from '../../../platform/http/httpErrors';
import { writeWithChanges, type WriteOptions } from '../../../platform/sync/writeWithChanges';
import { moveOrder } from '../orderStatusMoves';

/** How the LIS names an order: by its number, or by the ServiceRequest's id (the order's uuid). */
export type LisOrderTarget = { number: string } | { uuid: string };

export interface LisMove {
  /** The status to reach; `receipt` moves on from Neu only, and is no change later. */
  to: OrderStatus | 'receipt';
  note?: string | null;
  at?: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const stateOf = (order: OrderRow, changed: boolean): LisOrderState => ({
  uuid: order.uuid,
  number: order.number,
  status: order.status as OrderStatus,
  received_at: order.receivedAt?.toISOString() ?? null,
  report_id: order.reportId,
  updated_at: order.updatedAt.toISOString(),
  changed,
});

export const unknownOrder = (target: LisOrderTarget) =>
  'number' in target
    ? new HttpError(404, 'orders.lis.unknownNumber', {}, {}, { number: target.number })
    : new HttpError(404, 'orders.lis.unknownOrder', {}, {}, { reference: target.uuid });

export async function moveOrderForLis(
  context: Pick<AppContext, 'db' | 'now'>,
  target: LisOrderTarget,
  move: LisMove,
  actorName: string,
  options: WriteOptions = {},
): Promise<LisOrderState> {
  const { result } = await writeWithChanges(
    context.db,
    async (tx, emit) => {
      const where =
        'number' in target
          ? eq(orders.number, target.number)
          : UUID.test(target.uuid)
            ? eq(orders.uuid, target.uuid)
            : undefined;
      const [found] = where ? await tx.select().from(orders).where(where) : [];
      if (!found) throw unknownOrder(target);
      if (move.to === 'receipt' && found.status !== 'new') return stateOf(found, false);
      const to = move.to === 'receipt' ? 'billing_entry' : move.to;
      const outcome = await moveOrder(tx, emit, found.id, {
        to,
        source: 'lis',
        actor: { id: null, name: actorName },
        note: move.note ?? null,
        at: move.at ?? context.now(),
      });
      if (!outcome) throw unknownOrder(target);
      if (outcome.kind === 'refused') {
        throw new HttpError(
          409,
          'orders.lis.stepRefused',
          { status: outcome.order.status },
          {},
          {
            number: outcome.order.number,
            from: ORDER_STATUS_LABELS_DE[outcome.order.status as OrderStatus],
            to: ORDER_STATUS_LABELS_DE[to],
          },
        );
      }
      return stateOf(outcome.order, outcome.kind === 'moved');
    },
    options,
  );
  return result;
}
