/**
 * Moving an order through the spec's status list (issue 28), the one place every move goes
 * through: the LIS's receipt and status reports (FHIR Task, the status endpoint), a report
 * imported under the order's number, a doctor's cancellation. Forward only, except to storniert
 * (orderRules.ts `mayMoveOrder`); the same status again is no change (a LIS repeating itself).
 *
 * In the caller's write transaction: the row is locked, moved, its timeline gets the step, the
 * mirrors of its practice's doctors and of the staff hear of it, and each doctor gets the
 * `OrderStatusUpdated` echo on the private channel after the commit.
 */
import { eq, sql } from 'drizzle-orm';
import { mayMoveOrder } from '../../../src/contract/orderRules';
import { ORDER_STATUS_EVENT, type OrderEventSource, type OrderStatus } from '../../../src/contract/orders';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../../platform/db/database';
import { orderEvents, orders, type OrderRow } from '../../platform/db/schema';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { orderScopes } from './orderScopes';

export interface OrderMove {
  to: OrderStatus;
  source: OrderEventSource;
  /** Who moved it: a user, or the LIS by its token's name (id null). */
  actor: { id: number | null; name: string | null };
  note?: string | null;
  /** When it happened (the LIS may say); default now. */
  at?: Date;
  /** The report imported under the order's number (a move to 'Befund erstellt'). */
  reportId?: number;
}

export type OrderMoveOutcome =
  | { kind: 'moved'; order: OrderRow }
  /** Already in that status: nothing changed (a repeated receipt or status report). */
  | { kind: 'unchanged'; order: OrderRow }
  /** Not a step the list allows from the current status (backwards, out of storniert or erledigt). */
  | { kind: 'refused'; order: OrderRow };

/** Locks the order (FOR UPDATE) and moves it when the list allows; `null` when there is no such order. */
export async function moveOrder(
  tx: AppTx,
  emit: Emit,
  orderId: number,
  move: OrderMove,
): Promise<OrderMoveOutcome | null> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!current) return null;
  const from = current.status as OrderStatus;
  if (from === move.to) {
    if (move.reportId === undefined || current.reportId === move.reportId)
      return { kind: 'unchanged', order: current };
  } else if (!mayMoveOrder(from, move.to)) {
    return { kind: 'refused', order: current };
  }
  const at = move.at ?? new Date();
  const [order] = await tx
    .update(orders)
    .set({
      status: move.to,
      updatedAt: sql`now()`,
      ...(move.reportId === undefined ? {} : { reportId: move.reportId }),
      ...(current.receivedAt === null && move.source === 'lis' ? { receivedAt: at } : {}),
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!order) throw new Error('order vanished under its lock');
  if (from !== move.to) {
    await tx.insert(orderEvents).values({
      orderId,
      status: move.to,
      at,
      actorId: move.actor.id,
      actorName: move.actor.name,
      source: move.source,
      note: move.note ?? null,
    });
  }
  const scopes = await orderScopes(tx, order);
  emit(SyncEntity.order, order.uuid, scopes);
  for (const scope of scopes) {
    if (!scope.startsWith('user:')) continue;
    emit.event({
      to: { userUuid: scope.slice('user:'.length) },
      event: ORDER_STATUS_EVENT,
      data: { uuid: order.uuid, number: order.number, status: order.status, report_id: order.reportId },
    });
  }
  return { kind: 'moved', order };
}
