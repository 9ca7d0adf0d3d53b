/**
 * `doctor` (issue 14): every doctor, active or not, for holders of 'list doctors' (scope perm:list
 * doctors), so the administration's lists work offline. A few thousand small rows at most: the
 * whole list is mirrored rather than paged online (docs/decisions.md 'Issue 14'). The report
 * count is read at pull time, so it is as fresh as the doctor's last change.
 */
import { and, sql } from 'drizzle-orm';
import { Permission } from '../../../src/contract/permissions';
import type { AppDb } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/preparedOnce';
import { users } from '../../platform/db/schema';
import { doctorColumns, isDoctorCondition, toDoctorRecords } from './doctorRecords';
import {
  idCondition,
  limitOf,
  numericIdEntity,
  type IdFilter,
} from '../../platform/sync/syncEntityDefinition';

/** The pull's read of changed doctors by id (prepared), or a page of the bootstrap. */
function readDoctors(db: AppDb, filter: IdFilter) {
  if ('ids' in filter) {
    const statement = preparedOnce(db, 'sync_doctors', (name) =>
      db
        .select(doctorColumns)
        .from(users)
        .where(and(sql`${users.id} = any(${sql.placeholder('ids')})`, isDoctorCondition(db)))
        .orderBy(users.id)
        .prepare(name),
    );
    return statement.execute({ ids: filter.ids });
  }
  return db
    .select(doctorColumns)
    .from(users)
    .where(and(idCondition(users.id, filter), isDoctorCondition(db)))
    .orderBy(users.id)
    .limit(limitOf(filter));
}

export const doctorEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!viewer.permissions.has(Permission.listDoctors)) return [];
  const rows = await readDoctors(db, filter);
  const records = await toDoctorRecords(db, rows);
  return records.map((record) => ({ id: String(record.id), data: record }));
});
