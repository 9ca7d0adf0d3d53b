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
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';

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
