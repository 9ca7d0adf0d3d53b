/**
 * Doctors as the administration reads them (spec §3 'Doctor'): users holding the role Arzt, with
 * their report count (spec §2 'results') and offices. One reader for the routes, the list and the
 * change feed's `doctor` entity, so the three never disagree on a column.
 */
import { and, count, eq, exists, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DoctorStatus, type DoctorRecord } from '../../../src/contract/doctors';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { RoleName } from '../../../src/contract/permissions';
import type { AppDb, AppTx } from '../../platform/db/database';
import { idOrUuidCondition } from '../../platform/db/idOrUuidCondition';
import { preparedOnce } from '../../platform/db/preparedOnce';
import {
  newsletterRecipients,
  officeDoctors,
  reports,
  roles,
  userRoles,
  users,
  type User,
} from '../../platform/db/schema';

/** The condition 'this user holds the role Arzt'. */
export function isDoctorCondition(db: AppDb | AppTx): SQL {
  return exists(
    db
      .select({ one: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), eq(roles.name, RoleName.doctor))),
  );
}

/** The doctor `key` names (id or uuid), or undefined when it names no doctor. */
export async function findDoctor(db: AppDb | AppTx, key: IdOrUuid): Promise<User | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(idOrUuidCondition(users, key), isDoctorCondition(db)));
  return row;
}

/**
 * The user columns a doctor's record shows: the lists and the change feed read these and never the
 * password hash, the two-factor secrets or the login tokens, which the record does not carry.
 */
export const doctorColumns = {
  id: users.id,
  uuid: users.uuid,
  anrede: users.anrede,
  titel: users.titel,
  vorname: users.vorname,
  nachname: users.nachname,
  strasse: users.strasse,
  plz: users.plz,
  ort: users.ort,
  country: users.country,
  phone: users.phone,
  mobile: users.mobile,
  email: users.email,
  lisId: users.lisId,
  language: users.language,
  invitedAt: users.invitedAt,
  loginCredentialsSetAt: users.loginCredentialsSetAt,
  twoFactorType: users.twoFactorType,
  twoFactorConfirmedAt: users.twoFactorConfirmedAt,
  letzterLogin: users.letzterLogin,
  vorletzterLogin: users.vorletzterLogin,
  active: users.active,
  lockedAt: users.lockedAt,
  createdAt: users.createdAt,
};

/** What a doctor's record is made of: a whole user row, or the columns of `doctorColumns`. */
export type DoctorRow = Pick<User, keyof typeof doctorColumns>;

const ofDoctors = (column: AnyColumn) => sql`${column} = any(${sql.placeholder('ids')})`;

/** What a doctor's record adds to the user row, for the doctors `ids`: three prepared statements. */
const recordStatements = (db: AppDb | AppTx) => ({
  counts: preparedOnce(db, 'doctor_report_counts', (name) =>
    db
      .select({ userId: reports.userId, n: count() })
      .from(reports)
      .where(ofDoctors(reports.userId))
      .groupBy(reports.userId)
      .prepare(name),
  ),
  memberships: preparedOnce(db, 'doctor_offices', (name) =>
    db
      .select()
      .from(officeDoctors)
      .where(ofDoctors(officeDoctors.userId))
      .orderBy(officeDoctors.officeId)
      .prepare(name),
  ),
  subscriptions: preparedOnce(db, 'doctor_newsletter_lists', (name) =>
    db
      .select({ userId: newsletterRecipients.userId, list: newsletterRecipients.recipientlistId })
      .from(newsletterRecipients)
      // A subscription waiting for its address's confirmation (issue 26) is on no list yet.
      .where(and(ofDoctors(newsletterRecipients.userId), isNull(newsletterRecipients.confirmationTokenHash)))
      .orderBy(newsletterRecipients.recipientlistId)
      .prepare(name),
  ),
});

/** The records of the given doctor rows, in their order. */
export async function toDoctorRecords(
  db: AppDb | AppTx,
  rows: readonly DoctorRow[],
): Promise<DoctorRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const statements = recordStatements(db);
  // One after another: `db` may be a transaction (the sync feed's), whose one connection takes one query at a time.
  const counts = await statements.counts.execute({ ids });
  const memberships = await statements.memberships.execute({ ids });
  const subscriptions = await statements.subscriptions.execute({ ids });
  const results = new Map(counts.map((row) => [row.userId, row.n]));
  return rows.map((row) => ({
    id: row.id,
    uuid: row.uuid,
    anrede: row.anrede,
    titel: row.titel,
    vorname: row.vorname,
    nachname: row.nachname,
    strasse: row.strasse,
    plz: row.plz,
    ort: row.ort,
    country: row.country,
    phone: row.phone,
    mobile: row.mobile,
    email: row.email,
    lis_id: row.lisId,
    language: row.language,
    invited: row.invitedAt !== null,
    invited_at: row.invitedAt?.toISOString() ?? null,
    credentials_set: row.loginCredentialsSetAt !== null,
    two_factor_type: row.twoFactorType,
    two_factor_confirmed: row.twoFactorConfirmedAt !== null,
    last_login_at: row.letzterLogin?.toISOString() ?? null,
    previous_login_at: row.vorletzterLogin?.toISOString() ?? null,
    status: row.active ? DoctorStatus.active : DoctorStatus.inactive,
    locked: row.lockedAt !== null,
    results: results.get(row.id) ?? 0,
    newsletter_lists: [
      ...new Set(subscriptions.filter((sub) => sub.userId === row.id).map((sub) => sub.list)),
    ],
    office_ids: memberships.filter((m) => m.userId === row.id).map((m) => m.officeId),
    created_at: row.createdAt.toISOString(),
  }));
}

export async function doctorRecord(db: AppDb | AppTx, user: User): Promise<DoctorRecord> {
  const [record] = await toDoctorRecords(db, [user]);
  if (!record) throw new Error('doctor record missing');
  return record;
}
