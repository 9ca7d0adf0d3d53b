/**
 * Reports (Befunde, spec §3 'Report') and the audit log of who uploaded, viewed, downloaded or
 * deleted which report (design brief, security baseline). The PDF bytes are not here: they live
 * encrypted in the report file store (server/platform/files/reportFileStore.ts) under `file_key`.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReportPatient } from '../../../../src/contract/reports';
import { RESULT_STATUSES } from '../../../../src/contract/results';
import { sqlList, timestamps, timestampTz } from './columns';
import { germanVector, REPORT_SEARCH_TEXT, trigramIndexExpression } from './searchText';
import { patients } from './patients';
import { users } from './users';

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    /** The reference number; unique per doctor, a re-upload replaces the PDF. */
    befundId: text('befund_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientData: jsonb('patient_data').$type<ReportPatient>().notNull(),
    filename: text('filename').notNull(),
    fileKey: text('file_key').notNull(),
    fileSize: integer('file_size').notNull(),
    version: integer('version').notNull().default(1),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    readAt: timestampTz('read_at'),
    /**
     * A critical value (issue 17): set by the importer from the results' flags (HH, LL, AA) or by
     * staff at upload. The doctor must acknowledge it; unacknowledged it escalates to the staff.
     */
    critical: boolean('critical').notNull().default(false),
    criticalAcknowledgedAt: timestampTz('critical_acknowledged_at'),
    criticalAcknowledgedBy: integer('critical_acknowledged_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    criticalEscalatedAt: timestampTz('critical_escalated_at'),
    /** sha256 of the imported source (FHIR resource, LDT record): a repeated import changes nothing. */
    importHash: text('import_hash'),
    /** The sending practice's BSNR of an imported report (LDT 0201, FHIR Organization), for the audit. */
    senderBsnr: text('sender_bsnr'),
    /** Issue 27: the patient of the results (server/features/results), null for a bare PDF. */
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    /** When the sample was taken, as the import said; null when it did not. */
    sampledAt: timestampTz('sampled_at'),
    /** 'final' or 'corrected' when the report has results, null for a bare PDF. */
    resultStatus: text('result_status', { enum: RESULT_STATUSES }),
    /** What the list's and the global search match (searchText.ts), kept by PostgreSQL. */
    searchText: text('search_text').notNull().generatedAlwaysAs(REPORT_SEARCH_TEXT),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('reports_user_befund_idx').on(table.userId, table.befundId),
    index('reports_user_created_idx').on(table.userId, table.createdAt),
    index('reports_created_idx').on(table.createdAt),
    /** The patient's reports, and whether a patient has any left (migration results' trigger). */
    index('reports_patient_idx').on(table.patientId),
    check('reports_result_status_check', sql.raw(`result_status IN (${sqlList(RESULT_STATUSES)})`)),
    /** The escalation job's scan: critical, unacknowledged, not yet escalated. */
    index('reports_critical_open_idx')
      .on(table.createdAt)
      .where(
        sql`${table.critical} AND ${table.criticalAcknowledgedAt} IS NULL AND ${table.criticalEscalatedAt} IS NULL`,
      ),
    /**
     * The unread ones: every list answers the viewer's unread count (meta.unread), which for
     * staff is a count over all reports; an index-only scan of this one instead of the table.
     */
    index('reports_unread_idx')
      .on(table.userId, table.createdAt)
      .where(sql`${table.readAt} IS NULL`),
    /** Search (list and global) by reference number and patient: partial words, and german words. */
    index('reports_search_trgm_idx').using('gin', trigramIndexExpression(sql`${table.searchText}`)),
    index('reports_search_fts_idx').using('gin', germanVector(sql`${table.searchText}`)),
  ],
);

/**
 * How many reports each doctor has, and how many of them are unread: kept by triggers on
 * `reports` (migration report_counts), so a list's total and unread count are a sum over at most
 * one row per doctor instead of a count over every report (staff see 200k; docs/benchmarks.md).
 */
export const reportCounts = pgTable('report_counts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  unread: integer('unread').notNull().default(0),
});

export type ReportRow = typeof reports.$inferSelect;

/**
 * A report's results (issue 27): one row per report holding the whole list (ReportResult[] as
 * JSON, encrypted like the patients). Results are read and written as a report's whole list (the
 * report screen, the mirror, a correction replacing them), never one value: one row costs one
 * decryption per report and one row per report in a bootstrap page (docs/decisions.md).
 */
export const reportResults = pgTable('report_results', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id, { onDelete: 'cascade' }),
  data: text('data').notNull(),
});

export const REPORT_AUDIT_ACTIONS = [
  'upload',
  'replace',
  'view',
  'download',
  'delete',
  'expire',
  /** Issue 17: imported from the laboratory system, marked critical, acknowledged, escalated. */
  'import',
  'critical',
  'acknowledge',
  'escalate',
] as const;
export type ReportAuditAction = (typeof REPORT_AUDIT_ACTIONS)[number];

/** No patient data: the report is named by id, uuid and reference number, which outlive its row. */
export const reportAuditLog = pgTable(
  'report_audit_log',
  {
    id: serial('id').primaryKey(),
    action: text('action', { enum: REPORT_AUDIT_ACTIONS }).notNull(),
    /** Who did it; null for the retention and escalation jobs. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reportId: integer('report_id').notNull(),
    reportUuid: uuid('report_uuid').notNull(),
    befundId: text('befund_id').notNull(),
    doctorId: integer('doctor_id'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (table) => [
    index('report_audit_log_report_idx').on(table.reportId),
    /** The staff dashboard's daily report views (issue 14) count 'view' entries by day. */
    index('report_audit_log_action_at_idx').on(table.action, table.at),
    check('report_audit_log_action_check', sql.raw(`action IN (${sqlList(REPORT_AUDIT_ACTIONS)})`)),
  ],
);

export type ReportAuditRow = typeof reportAuditLog.$inferSelect;
