/**
 * A doctor cancels an order (issue 28): the doctor of its practice or the one who requested it, until
 * the laboratory has started it ('In Arbeit', orderRules.ts `doctorMayCancel`). Later the server
 * refuses with 409 and says why in the reader's language; a cancellation queued offline that meets
 * the lab's progress gets that answer, and the device shows it with the order's status as pulled.
 * Cancelling a cancelled order again changes nothing (a repeated sending).
 */
import { and, eq } from 'drizzle-orm';
import { doctorDisplayName } from '../../../src/contract/doctors';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { doctorMayCancel } from '../../../src/contract/orderRules';
import type { OrderRecord, OrderStatus } from '../../../src/contract/orders';
import type { AppTx } from '../../platform/db/database';
import { orders, users } from '../../platform/db/schema';
import { HttpError, notFound } from '../../platform/http/httpErrors';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { doctorsOrders, orderKey } from './orderAccess';
import { readOrderRecords } from './orderRecords';
import { moveOrder } from './orderStatusMoves';

export async function cancelOrder(
  tx: AppTx,
  emit: Emit,
  doctorId: number,
  key: IdOrUuid,
  note: string | null,
  now: Date,
): Promise<OrderRecord> {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(orderKey(key), doctorsOrders(doctorId)))
    .for('update');
  if (!order) throw notFound();
  const status = order.status as OrderStatus;
  if (status !== 'cancelled') {
    if (!doctorMayCancel(status)) throw new HttpError(409, 'orders.notCancellable');
    const [doctor] = await tx
      .select({ titel: users.titel, vorname: users.vorname, nachname: users.nachname })
      .from(users)
      .where(eq(users.id, doctorId));
    await moveOrder(tx, emit, order.id, {
      to: 'cancelled',
      source: 'portal',
      actor: { id: doctorId, name: doctor ? doctorDisplayName(doctor) : null },
      note,
      at: now,
    });
  }
  const [record] = await readOrderRecords(tx, eq(orders.id, order.id));
  if (!record) throw notFound();
  return record;
}
