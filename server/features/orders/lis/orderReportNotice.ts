/**
 * 'Der Befund zu Auftrag {number} ist da.' (issue 28): when a report is linked to an order, every
 * doctor of the order's practice (the ordering doctor without one, and always the ordering doctor)
 * gets an activity notification in the import's transaction. It names the order by number and
 * points to the order and the report: no patient data.
 */
import { eq, inArray } from 'drizzle-orm';
import { NotificationType } from '../../../../src/contract/activities';
import type { AppTx } from '../../../platform/db/database';
import { officeDoctors, users, type OrderRow } from '../../../platform/db/schema';
import type { Emit } from '../../../platform/sync/writeWithChanges';
import { notifyUsers } from '../../activities';

export async function notifyOrderReport(
  tx: AppTx,
  emit: Emit,
  order: Pick<OrderRow, 'uuid' | 'number' | 'officeId' | 'doctorId' | 'reportId'>,
  now: Date,
): Promise<void> {
  const practice =
    order.officeId === null
      ? []
      : await tx
          .select({ id: officeDoctors.userId })
          .from(officeDoctors)
          .where(eq(officeDoctors.officeId, order.officeId));
  const ids = [...new Set([order.doctorId, ...practice.map((doctor) => doctor.id)])];
  const recipients = await tx
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(inArray(users.id, ids));
  await notifyUsers(tx, emit, recipients, {
    type: NotificationType.orderReport,
    params: { number: order.number },
    links: { order: { uuid: order.uuid }, ...(order.reportId ? { report: { id: order.reportId } } : {}) },
    now,
  });
}
