/**
 * 'Der Befund zu Auftrag {number} ist da.' (issue 28): when the laboratory's report is linked to an
 * order (server/features/orders/lis), the doctors of its practice, and the doctor who requested it,
 * get an activity notification pointing to the order. It names the order number only, never the
 * patient; the device renders the text in its reader's language (activities feature).
 */
import { eq, or } from 'drizzle-orm';
import { NotificationType } from '../../../src/contract/activities';
import type { AppTx } from '../../platform/db/database';
import { officeDoctors, users, type OrderRow } from '../../platform/db/schema';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { notifyUsers } from '../activities';

export async function notifyOrderReport(
  tx: AppTx,
  emit: Emit,
  order: Pick<OrderRow, 'uuid' | 'number' | 'officeId' | 'doctorId'>,
  now: Date = new Date(),
): Promise<void> {
  const recipients = await tx
    .selectDistinct({ id: users.id, uuid: users.uuid })
    .from(users)
    .leftJoin(officeDoctors, eq(officeDoctors.userId, users.id))
    .where(
      order.officeId === null
        ? eq(users.id, order.doctorId)
        : or(eq(officeDoctors.officeId, order.officeId), eq(users.id, order.doctorId)),
    );
  await notifyUsers(tx, emit, recipients, {
    type: NotificationType.orderReport,
    params: { number: order.number },
    links: { order: { uuid: order.uuid } },
    now,
  });
}
