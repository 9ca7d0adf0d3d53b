/**
 * Doctors as recipients of staff tickets (issue 26): the active accounts holding the role Arzt
 * (users feature's `isDoctorCondition`). `GET /api/tickets/recipients/doctors` pages them for staff
 * whose device does not mirror the doctors, matched word by word against name, practices and e-mail
 * as the device matches its mirror (src/contract/ticketRecipients.ts).
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DoctorRecipient, DoctorRecipientQuery } from '../../../src/contract/ticketRecipients';
import { searchWords } from '../../../src/contract/ticketRecipients';
import { countRows } from '../../platform/db/countRows';
import type { AppDb, AppTx } from '../../platform/db/database';
import { offices, officeDoctors, users } from '../../platform/db/schema';
import { containsAllWords } from '../../platform/db/searchMatch';
import { pageOffset } from '../../platform/http/paginator';
import { isDoctorCondition } from '../users';

/** The condition 'an active doctor', on `users`. */
export const activeDoctorCondition = (db: AppDb | AppTx): SQL =>
  and(eq(users.active, true), isDoctorCondition(db)) as SQL;

export async function isActiveDoctor(db: AppDb | AppTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), activeDoctorCondition(db)));
  return row !== undefined;
}

/** What a search looks at: the name, the e-mail and the names of the doctor's practices. */
const searchableText = sql`concat_ws(' ', ${users.titel}, ${users.vorname}, ${users.nachname}, ${users.email},
  (select string_agg(${offices.name}, ' ') from ${officeDoctors}
     join ${offices} on ${offices.id} = ${officeDoctors.officeId}
    where ${officeDoctors.userId} = ${users.id}))`;

/** One page of the active doctors matching the search, by surname and first name. */
export async function searchDoctorRecipients(
  db: AppDb,
  query: DoctorRecipientQuery,
): Promise<{ rows: DoctorRecipient[]; total: number }> {
  const where = and(activeDoctorCondition(db), containsAllWords(searchableText, searchWords(query.search)));
  const [people, total] = await Promise.all([
    db
      .select({
        id: users.id,
        uuid: users.uuid,
        titel: users.titel,
        vorname: users.vorname,
        nachname: users.nachname,
        email: users.email,
      })
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.nachname})`, sql`lower(${users.vorname})`, asc(users.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    countRows(db, users, where),
  ]);
  const practices =
    people.length === 0
      ? []
      : await db
          .select({ userId: officeDoctors.userId, name: offices.name })
          .from(officeDoctors)
          .innerJoin(offices, eq(offices.id, officeDoctors.officeId))
          .where(
            inArray(
              officeDoctors.userId,
              people.map((person) => person.id),
            ),
          )
          .orderBy(asc(offices.name));
  return {
    rows: people.map((person) => ({
      ...person,
      practices: practices.filter((row) => row.userId === person.id).map((row) => row.name),
    })),
    total,
  };
}
