import { z } from 'zod';
import { MAX_ENTITY_ID, REPORT_DEMAND_MESSAGE_MAX } from './constants';
import { entityIdSchema } from './idOrUuid';
import { listResponseSchema } from './listEnvelope';
import { booleanQuery, pageQuery } from './listQuery';
import { reportPatientSchema } from './reports';
import { ValidationMessage } from './validationMessages';

/**
 * Report demands (Befundnachfragen), spec §3 'Report demand' and 'Comment on a report', §4, §7:
 * a doctor's question on a report (general or invoice question) and its conversation with the
 * lab's contact person. Active until the doctor or the contact person archives it, or staff turn
 * it into a ticket. Ids in paths may be the numeric id or the uuid.
 */
export const REPORT_DEMAND_SUBJECTS = ['general', 'invoice'] as const;
export type ReportDemandSubject = (typeof REPORT_DEMAND_SUBJECTS)[number];

/** A field that is a missing value says 'required', a wrong one `message`. */
export const requiredOr = (message: ValidationMessage) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? ValidationMessage.required : message,
});

const messageText = z
  .string(requiredOr(ValidationMessage.required))
  .trim()
  .min(1, ValidationMessage.required)
  .max(REPORT_DEMAND_MESSAGE_MAX, ValidationMessage.textTooLong);

/** `POST /api/reports/demands`: the comment on a report (spec §5: subject and message required). */
export const createReportDemandSchema = z.object({
  /** Optional client-made uuids, so an outbox action knows the ids before it is sent. */
  uuid: z.uuid().optional(),
  message_uuid: z.uuid().optional(),
  report_id: z.number(requiredOr(ValidationMessage.report)).int().positive().max(MAX_ENTITY_ID),
  subject: z.enum(REPORT_DEMAND_SUBJECTS, requiredOr(ValidationMessage.demandSubject)),
  message: messageText,
});
export type CreateReportDemandInput = z.infer<typeof createReportDemandSchema>;

/** `POST /api/reports/demand-messages`. */
export const createReportDemandMessageSchema = z.object({
  uuid: z.uuid().optional(),
  demand_id: z.union([entityIdSchema, z.uuid()], requiredOr(ValidationMessage.demand)),
  message: messageText,
});
export type CreateReportDemandMessageInput = z.infer<typeof createReportDemandMessageSchema>;

/** `PUT /api/reports/demand-messages/{uuid}`: the author edits the text. */
export const updateReportDemandMessageSchema = z.object({ message: messageText });

/** `GET /api/reports/demands?archived=&page=&perPage=`. */
export const reportDemandListQuerySchema = z.object({
  archived: booleanQuery.default(false),
  ...pageQuery,
});
export type ReportDemandListQuery = z.infer<typeof reportDemandListQuerySchema>;

export const reportDemandPersonSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  titel: z.string().nullable(),
  vorname: z.string(),
  nachname: z.string(),
});
export type ReportDemandPerson = z.infer<typeof reportDemandPersonSchema>;

export const reportDemandMessageRecordSchema = z.object({
  id: z.number(),
  messageUuid: z.string(),
  /** Null when the author's account was deleted. */
  author: reportDemandPersonSchema.nullable(),
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ReportDemandMessageRecord = z.infer<typeof reportDemandMessageRecordSchema>;

/** Spec §3: uuid, created_at, subject, report (null once deleted), reportData, befundId, archivedAt, hasUnreadMessages. */
export const reportDemandRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  subject: z.enum(REPORT_DEMAND_SUBJECTS),
  /** The report, or null when it was deleted ('Befund gelöscht'). */
  report: z.object({ id: z.number(), uuid: z.string(), befund_id: z.string() }).nullable(),
  /** Snapshot taken when the demand was made; shown whether or not the report still exists. */
  reportData: z.object({ ref_nr: z.string(), patient: reportPatientSchema }),
  befundId: z.string(),
  doctor: reportDemandPersonSchema,
  contactPerson: reportDemandPersonSchema.nullable(),
  archivedAt: z.string().nullable(),
  /** The ticket the demand was turned into. */
  ticket: z.object({ id: z.number(), uuid: z.string() }).nullable(),
  /** For the viewer: someone else wrote after the viewer last read the conversation. */
  hasUnreadMessages: z.boolean(),
  messages: z.array(reportDemandMessageRecordSchema),
});
export type ReportDemandRecord = z.infer<typeof reportDemandRecordSchema>;

export const reportDemandListResponseSchema = listResponseSchema(reportDemandRecordSchema, {
  /** The caller's active demands with unread messages (spec §4: they stay in the new count). */
  unreadMessagesCount: z.number(),
});

/** `POST /api/reports/demands/{id}/ticket`: the ticket made from the demand. */
export const reportDemandTicketSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  subject: z.string(),
  category_id: z.number(),
  sub_category: z.string().nullable(),
  priority_id: z.number(),
  status_id: z.number(),
  recipient: reportDemandPersonSchema.nullable(),
  report_demand_id: z.number(),
  created_at: z.string(),
});

/** The private-channel event of spec §7 'Real-time' when a message is deleted. */
export const REPORT_DEMAND_MESSAGE_DELETED_EVENT = 'ReportDemandMessageDeleted';
