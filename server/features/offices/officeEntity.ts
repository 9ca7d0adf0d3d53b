/**
 * `office`: a doctor sees the offices they belong to (scope user:<doctor uuid>), holders of 'list
 * offices' see every office (scope perm:list offices). Each carries the ids of its doctors and the
 * practice's settings (report dispatch, invoice dispatch, payment), which its doctors read.
 */
import { and, eq, exists, inArray } from 'drizzle-orm';
import { Permission } from '../../../src/contract/permissions';
import type { AppDb } from '../../platform/db/database';
import { officeDoctors, offices } from '../../platform/db/schema';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';
import { officeSettingsOf } from './officeSettingsOf';

export const officeEntity = numericIdEntity(async (db, viewer, filter) => {
  const seesAll = viewer.permissions.has(Permission.listOffices);
  const ownOffice = exists(
    db
      .select({ one: officeDoctors.officeId })
      .from(officeDoctors)
      .where(and(eq(officeDoctors.officeId, offices.id), eq(officeDoctors.userId, viewer.id))),
  );
  const rows = await db
    .select()
    .from(offices)
    .where(and(idCondition(offices.id, filter), seesAll ? undefined : ownOffice))
    .orderBy(offices.id)
    .limit(limitOf(filter));
  const doctors = await doctorIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: String(row.id),
    data: {
      id: row.id,
      uuid: row.uuid,
      name: row.name,
      bsnr: row.bsnr,
      lis_id: row.lisId,
      strasse: row.strasse,
      plz: row.plz,
      ort: row.ort,
      country: row.country,
      phone: row.phone,
      email: row.email,
      active: row.active,
      doctor_ids: doctors.get(row.id) ?? [],
      ...officeSettingsOf(row),
    },
  }));
});

async function doctorIdsOf(db: AppDb, officeIds: number[]): Promise<Map<number, number[]>> {
  const byOffice = new Map<number, number[]>();
  if (officeIds.length === 0) return byOffice;
  const rows = await db
    .select()
    .from(officeDoctors)
    .where(inArray(officeDoctors.officeId, officeIds))
    .orderBy(officeDoctors.userId);
  for (const row of rows) byOffice.set(row.officeId, [...(byOffice.get(row.officeId) ?? []), row.userId]);
  return byOffice;
}
