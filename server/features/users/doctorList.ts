/**
 * `GET /api/users` (spec §7): doctors sorted and paged, active or inactive; `view=dashboard` is
 * the staff dashboard's recent registrations (spec §9: the last 30 days, 50 a page).
 */
import { and, asc, count, eq, gte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DASHBOARD_REGISTRATION_DAYS } from '../../../src/contract/constants';
import type { DoctorListQuery, DoctorListResponse, DoctorSortKey } from '../../../src/contract/doctors';
import type { AppDb } from '../../platform/db/database';
import { pageOffset, paginate, type ListLocation } from '../../platform/http/paginator';
import { reports, users } from '../../platform/db/schema';
import { doctorColumns, isDoctorCondition, toDoctorRecords } from './doctorRecords';

const DAY_MS = 86_400_000;

const resultsCount = sql`(select count(*) from ${reports} where ${reports.userId} = ${users.id})`;

const SORT_COLUMNS: Record<DoctorSortKey, (SQL | AnyColumn)[]> = {
  name: [sql`lower(${users.nachname})`, sql`lower(${users.vorname})`],
  address: [sql`lower(${users.ort})`, sql`lower(${users.strasse})`],
  country: [users.country],
  phone: [users.phone],
  email: [sql`lower(${users.email})`],
  invited: [users.invitedAt],
  status: [users.active],
  results: [resultsCount],
  created_at: [users.createdAt],
};

export async function listDoctors(
  db: AppDb,
  list: ListLocation,
  query: DoctorListQuery,
  now: Date,
): Promise<DoctorListResponse> {
  const where = and(
    isDoctorCondition(db),
    query.view === 'dashboard'
      ? gte(users.createdAt, new Date(now.getTime() - DASHBOARD_REGISTRATION_DAYS * DAY_MS))
      : eq(users.active, !query.inactive),
  );
  const sortBy = query.view === 'dashboard' && query.sortBy === 'name' ? 'created_at' : query.sortBy;
  const descending = query.view === 'dashboard' && query.sortBy === 'name' ? true : query.sortDesc;
  const order = SORT_COLUMNS[sortBy].map((column) =>
    descending ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS LAST`,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(doctorColumns)
      .from(users)
      .where(where)
      .orderBy(...order, asc(users.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return paginate(list, query, total?.n ?? 0, await toDoctorRecords(db, rows));
}
