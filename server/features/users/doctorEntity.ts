/**
 * `doctor` (issue 14): every doctor, active or not, for holders of 'list doctors' (scope perm:list
 * doctors), so the administration's lists work offline. A few thousand small rows at most: the
 * whole list is mirrored rather than paged online (docs/decisions.md 'Issue 14'). The report
 * count is read at pull time, so it is as fresh as the doctor's last change.
 */
import { and } from 'drizzle-orm';
import { Permission } from '../../../src/contract/permissions';
import { users } from '../../platform/db/schema';
import { isDoctorCondition, toDoctorRecords } from './doctorRecords';
import { SyncEntity } from '../../../src/contract/sync';
import { permissionScope, userScope, type SyncScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';

export const DOCTOR_SCOPES: readonly SyncScope[] = [permissionScope(Permission.listDoctors)];

/**
 * A change of a user's own account (sign-in, two-factor): their profile, and for a doctor the
 * administration's row, which shows the two-factor state and the last logins (issue 14, another
 * user's account pages). For a user who is no doctor the pull reads no row and answers a `del`,
 * which the mirrors of staff ignore.
 */
export function emitAccountChange(emit: Emit, user: { id: number; uuid: string }): void {
  emit(SyncEntity.user, user.id, [userScope(user.uuid)]);
  emit(SyncEntity.doctor, user.id, DOCTOR_SCOPES);
}

export const doctorEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!viewer.permissions.has(Permission.listDoctors)) return [];
  const rows = await db
    .select()
    .from(users)
    .where(and(idCondition(users.id, filter), isDoctorCondition(db)))
    .orderBy(users.id)
    .limit(limitOf(filter));
  const records = await toDoctorRecords(db, rows);
  return records.map((record) => ({ id: String(record.id), data: record }));
});
