/**
 * The patients of the reports' results (issue 27). The server never queries a patient by content,
 * so the readable data is encrypted at rest (AES-256-GCM under an HKDF subkey of APP_KEY,
 * server/features/results): a patient is found by `identity_hash`, an HMAC of the lab's patient
 * number (else of surname|first name|birth date), never by a readable column.
 */
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { timestamps } from './columns';
import { offices } from './offices';
import { users } from './users';

export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The practice the patient belongs to; null when the doctor has no office (then `doctor_id`). */
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id').references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 (hex) of 'nummer:<lab number>' or 'name:<surname>|<first name>|<birth date>'. */
    identityHash: text('identity_hash').notNull(),
    /** `{nummer, nachname, vorname, geburtsdatum}` as JSON, encrypted (`v1.<iv>.<tag>.<ciphertext>`). */
    data: text('data').notNull(),
    ...timestamps,
  },
  (table) => [
    unique('patients_owner_identity_key')
      .on(table.officeId, table.doctorId, table.identityHash)
      .nullsNotDistinct(),
    index('patients_doctor_idx').on(table.doctorId),
    check('patients_one_owner_check', sql`(${table.officeId} IS NULL) <> (${table.doctorId} IS NULL)`),
  ],
);

export type PatientRow = typeof patients.$inferSelect;
