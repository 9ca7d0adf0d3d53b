/**
 * Report interpretations (Befundinterpretationen, spec §3, §4): a doctor asks for an appointment
 * to go through a report, offering one to three preferred dates. Pending while not done, not
 * cancelled and not read by the laboratory. Like demands, the report may be deleted meanwhile:
 * `report_id` goes null and the reference number stays as a snapshot.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';
import { reports } from './reports';
import { users } from './users';

export const reportInterpretations = pgTable(
  'report_interpretations',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    befundId: text('befund_id').notNull(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** ISO dates or date-times, one to three, in the order the doctor prefers them. */
    preferredDates: jsonb('preferred_dates').$type<string[]>().notNull(),
    note: text('note'),
    doneAt: timestampTz('done_at'),
    cancelledAt: timestampTz('cancelled_at'),
    /** When lab staff first read the request. */
    readAt: timestampTz('read_at'),
    ...timestamps,
  },
  (table) => [
    index('report_interpretations_doctor_idx').on(table.doctorId, table.createdAt),
    index('report_interpretations_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.doneAt} IS NULL AND ${table.cancelledAt} IS NULL AND ${table.readAt} IS NULL`),
  ],
);

export type ReportInterpretationRow = typeof reportInterpretations.$inferSelect;
