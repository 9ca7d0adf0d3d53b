/** Offices (Praxen) with BSNR and their doctors, as `GET /api/praxen` and `/api/praxen/{id}` answer them. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { OfficeListResponse, OfficeRecord } from '../../../src/contract/offices';
import type { AppDb, AppTx } from '../../platform/db/database';
import { officeDoctors, offices, users, type Office } from '../../platform/db/schema';
import { pageOffset, paginate, type ListLocation } from '../../platform/http/paginator';
import { officeSettingsOf } from './officeSettingsOf';

export async function toOfficeRecords(db: AppDb | AppTx, rows: readonly Office[]): Promise<OfficeRecord[]> {
  if (rows.length === 0) return [];
  const doctors = await db
    .select({
      officeId: officeDoctors.officeId,
      id: users.id,
      uuid: users.uuid,
      titel: users.titel,
      vorname: users.vorname,
      nachname: users.nachname,
    })
    .from(officeDoctors)
    .innerJoin(users, eq(users.id, officeDoctors.userId))
    .where(
      inArray(
        officeDoctors.officeId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(users.nachname), asc(users.vorname));
  return rows.map((row) => {
    const own = doctors.filter((doctor) => doctor.officeId === row.id);
    return {
      id: row.id,
      uuid: row.uuid,
      name: row.name,
      bsnr: row.bsnr,
      strasse: row.strasse,
      plz: row.plz,
      ort: row.ort,
      country: row.country,
      phone: row.phone,
      email: row.email,
      lis_id: row.lisId,
      active: row.active,
      doctor_ids: own.map((doctor) => doctor.id),
      ...officeSettingsOf(row),
      doctors: own.map(({ id, uuid, titel, vorname, nachname }) => ({ id, uuid, titel, vorname, nachname })),
    };
  });
}

export async function listOffices(
  db: AppDb,
  list: ListLocation,
  query: { page: number; perPage: number; inactive: boolean },
): Promise<OfficeListResponse> {
  const where = eq(offices.active, !query.inactive);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(offices)
      .where(where)
      .orderBy(sql`lower(${offices.name})`, asc(offices.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(offices).where(and(where)),
  ]);
  return paginate(list, query, total?.n ?? 0, await toOfficeRecords(db, rows));
}
