/**
 * Who hears of an order's change (issue 28): the doctors of its practice (the ordering doctor when
 * it has none), and the staff holding 'list orders'. Which of those still mirror it is the
 * entity's rule (orderEntity.ts: open or younger than ORDER_DEVICE_MONTHS; staff the last days).
 */
import { eq } from 'drizzle-orm';
import { Permission } from '../../../src/contract/permissions';
import type { AppDb, AppTx } from '../../platform/db/database';
import { officeDoctors, users } from '../../platform/db/schema';
import { permissionScope, userScope, type SyncScope } from '../../platform/sync/scopes';

export async function orderScopes(
  tx: AppDb | AppTx,
  order: { officeId: number | null; doctorId: number },
): Promise<SyncScope[]> {
  const doctors =
    order.officeId === null
      ? await tx.select({ uuid: users.uuid }).from(users).where(eq(users.id, order.doctorId))
      : await tx
          .select({ uuid: users.uuid })
          .from(officeDoctors)
          .innerJoin(users, eq(users.id, officeDoctors.userId))
          .where(eq(officeDoctors.officeId, order.officeId));
  const scopes = doctors.map((doctor) => userScope(doctor.uuid));
  // The ordering doctor hears of it even after leaving the practice.
  if (order.officeId !== null) {
    const [doctor] = await tx.select({ uuid: users.uuid }).from(users).where(eq(users.id, order.doctorId));
    if (doctor && !scopes.includes(userScope(doctor.uuid))) scopes.push(userScope(doctor.uuid));
  }
  return [...scopes, permissionScope(Permission.listOrders)];
}
