/**
 * Report demands (Befundnachfragen, spec §3 'Report demand', §4): a doctor's question about one of
 * their reports, addressed to a contact person in the laboratory, and the conversation that
 * follows. The report may be deleted while the conversation lives on ('Befund gelöscht'), so the
 * demand keeps a snapshot of the report's reference number and patient; `report_id` then goes null.
 *
 * The ticket a demand was turned into is found through `tickets.report_demand_id` (unique there):
 * one link, kept by the database, instead of a pointer in each direction that could disagree.
 *
 * Read tracking is per participant (`report_demand_reads`): a demand has unread messages for a
 * user when someone else wrote after that user's read_at.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { REPORT_DEMAND_SUBJECTS } from '../../../../src/contract/reportDemands';
import type { ReportPatient } from '../../../../src/contract/reports';
import { sqlList, timestamps, timestampTz } from './columns';
import { demandSearchText, germanVector, trigramIndexExpression } from './searchText';
import { reports } from './reports';
import { users } from './users';

export const reportDemands = pgTable(
  'report_demands',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    /** Snapshot of the report when the demand was made: what the conversation shows once it is gone. */
    befundId: text('befund_id').notNull(),
    patientData: jsonb('patient_data').$type<ReportPatient>().notNull(),
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The lab staff member it is addressed to; null only when that account was deleted. */
    contactPersonId: integer('contact_person_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject', { enum: REPORT_DEMAND_SUBJECTS }).notNull(),
    archivedAt: timestampTz('archived_at'),
    archivedBy: integer('archived_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('report_demands_doctor_idx').on(table.doctorId, table.createdAt),
    index('report_demands_contact_idx').on(table.contactPersonId, table.createdAt),
    index('report_demands_active_idx')
      .on(table.createdAt)
      .where(sql`${table.archivedAt} IS NULL`),
    index('report_demands_report_idx').on(table.reportId),
    /** The staff dashboard's daily demand counts (issue 14), archived ones included. */
    index('report_demands_created_idx').on(table.createdAt),
    index('report_demands_search_trgm_idx').using('gin', trigramIndexExpression(demandSearchText(table))),
    index('report_demands_search_fts_idx').using('gin', germanVector(demandSearchText(table))),
    check('report_demands_subject_check', sql.raw(`subject IN (${sqlList(REPORT_DEMAND_SUBJECTS)})`)),
  ],
);

export type ReportDemandRow = typeof reportDemands.$inferSelect;

export const reportDemandMessages = pgTable(
  'report_demand_messages',
  {
    id: serial('id').primaryKey(),
    /** Client-generatable (the outbox creates a message with a known id before it is sent). */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => reportDemands.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    ...timestamps,
  },
  (table) => [index('report_demand_messages_demand_idx').on(table.demandId, table.createdAt)],
);

export type ReportDemandMessageRow = typeof reportDemandMessages.$inferSelect;

export const reportDemandReads = pgTable(
  'report_demand_reads',
  {
    demandId: integer('demand_id')
      .notNull()
      .references(() => reportDemands.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestampTz('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.demandId, table.userId] })],
);
