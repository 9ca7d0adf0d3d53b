import { z } from 'zod';
import {
  MAX_ENTITY_ID,
  TICKET_CLOSING_REASON_MAX,
  TICKET_CONTENT_MAX,
  TICKET_CONTENT_MIN,
  TICKET_DEFAULT_CATEGORY_ID,
  TICKET_DEFAULT_PRIORITY_ID,
  TICKET_SUB_CATEGORIES,
  TICKET_SUBJECT_MAX,
  TICKET_SUBJECT_MIN,
} from './constants';
import { listResponseSchema } from './listEnvelope';
import { pageQuery } from './listQuery';
import { ValidationMessage } from './validationMessages';

/**
 * Tickets (spec §3 'Ticket', §4 'Ticket status', §5, §7 'Tickets', §9): a request addressed to one
 * person, worked through with answers. Paths take the id or the uuid. Every write is an outbox
 * action on the device, so a ticket and an answer may be created under a uuid made there.
 *
 * Who may do what is decided by ./ticketRules.ts, the one rule for the server's checks and the
 * device's buttons.
 */

/** The four states (spec §4); 4 is closed. */
export const TicketStatusId = { open: 1, inProgress: 2, reply: 3, closed: 4 } as const;
export type TicketStatusId = (typeof TicketStatusId)[keyof typeof TicketStatusId];
export const TICKET_STATUS_IDS = Object.values(TicketStatusId);

/** The sidebar's and list's filters (spec §2: open, finished, all); 'open' is every state but closed. */
export const TICKET_LIST_FILTERS = ['open', 'finished', 'all'] as const;
export type TicketListFilter = (typeof TICKET_LIST_FILTERS)[number];

/** What a thread entry is: an answer someone wrote, or a record of what was done to the ticket. */
export const TICKET_ANSWER_KINDS = ['answer', 'accepted', 'forwarded', 'closed', 'reopened'] as const;
export type TicketAnswerKind = (typeof TICKET_ANSWER_KINDS)[number];

/** A field that is missing says 'Pflichtfeld.' (spec §5's ticket text), a wrong one `message`. */
const requiredTicketField = (message: ValidationMessage) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? ValidationMessage.ticketRequired
      : message,
});

/** Spec §5: required, 3..250 (the input itself stops at 150, TICKET_SUBJECT_INPUT_MAX). */
export const ticketSubjectSchema = z
  .string(requiredTicketField(ValidationMessage.ticketRequired))
  .trim()
  // An empty field says only 'Pflichtfeld.', not also the minimum.
  .min(1, { error: ValidationMessage.ticketRequired, abort: true })
  .min(TICKET_SUBJECT_MIN, ValidationMessage.ticketSubjectMin)
  .max(TICKET_SUBJECT_MAX, ValidationMessage.ticketSubjectMax);

/** Spec §5 and §9: required, 6..1000. Answers follow the same bounds. */
export const ticketContentSchema = z
  .string(requiredTicketField(ValidationMessage.ticketRequired))
  .trim()
  .min(1, { error: ValidationMessage.ticketRequired, abort: true })
  .min(TICKET_CONTENT_MIN, ValidationMessage.ticketContentMin)
  .max(TICKET_CONTENT_MAX, ValidationMessage.ticketContentMax);

const lookupId = z
  .number(requiredTicketField(ValidationMessage.ticketRequired))
  .int()
  .min(0)
  .max(MAX_ENTITY_ID);
const recipientUuid = z.uuid(requiredTicketField(ValidationMessage.ticketRecipient));
const subCategory = z.enum(TICKET_SUB_CATEGORIES).nullable();

/**
 * `POST /api/tickets` (spec §7: recipient, subject, content, category, priority, status). Defaults
 * of §9: category 1, priority 0; the sub category only for category 2 'Befund' (default
 * Allgemein). A new ticket is open; any other `status` is refused.
 */
export const createTicketSchema = z.object({
  uuid: z.uuid().optional(),
  recipient: recipientUuid,
  subject: ticketSubjectSchema,
  content: ticketContentSchema,
  category: lookupId.default(TICKET_DEFAULT_CATEGORY_ID),
  sub_category: subCategory.optional(),
  priority: lookupId.default(TICKET_DEFAULT_PRIORITY_ID),
  status: lookupId.optional(),
});
export type CreateTicketInput = z.infer<typeof createTicketSchema>;

/**
 * `PUT /api/tickets/{id}`: only the fields that change (spec §5: edit saves only when changed),
 * so a queued edit never overwrites what someone else changed meanwhile in another field. The
 * actions of §4 are updates too: accept `{ status: 2 }`, forward `{ recipient }`, close
 * `{ status: 4, closing_reason }`, reopen `{ status: 1 }`. Doctors may change `content` only
 * (spec §5); anything else from them is refused (403), never ignored.
 */
export const updateTicketSchema = z
  .object({
    uuid: z.uuid().optional(),
    recipient: recipientUuid.optional(),
    subject: ticketSubjectSchema.optional(),
    content: ticketContentSchema.optional(),
    category: lookupId.optional(),
    sub_category: subCategory.optional(),
    priority: lookupId.optional(),
    status: lookupId.optional(),
    closing_reason: z
      .string()
      .trim()
      .min(1, ValidationMessage.ticketRequired)
      .max(TICKET_CLOSING_REASON_MAX, ValidationMessage.ticketContentMax)
      .optional(),
  })
  .refine((input) => Object.keys(input).some((key) => key !== 'uuid'), {
    error: ValidationMessage.ticketNothingChanged,
  });
export type UpdateTicketInput = z.infer<typeof updateTicketSchema>;

/** `POST /api/tickets/{id}/answer` and `PUT /api/tickets/{id}/answer/{comment}`. */
export const createTicketAnswerSchema = z.object({
  uuid: z.uuid().optional(),
  content: ticketContentSchema,
});
export type CreateTicketAnswerInput = z.infer<typeof createTicketAnswerSchema>;
export const updateTicketAnswerSchema = z.object({ content: ticketContentSchema });

/** The list's orders: newest first (created_at, the default) or last changed first (updated_at). */
export const TICKET_LIST_SORTS = ['created_at', 'updated_at'] as const;

/** `GET /api/tickets?status=open|finished|all&page=&perPage=&sortBy=created_at|updated_at`. */
export const ticketListQuerySchema = z.object({
  status: z.enum(TICKET_LIST_FILTERS).default('open'),
  sortBy: z.enum(TICKET_LIST_SORTS).default('created_at'),
  ...pageQuery,
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;

/** `POST /api/tickets/read`: the tickets the caller has now read (the list's 'mark read'). */
export const readTicketsSchema = z.object({
  tickets: z
    .array(z.union([z.number().int().positive().max(MAX_ENTITY_ID), z.uuid()]))
    .min(1)
    .max(100),
});

export const ticketPersonSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  titel: z.string().nullable(),
  vorname: z.string(),
  nachname: z.string(),
});
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

const lookupSchema = z.object({ id: z.number(), name: z.string() });
const colouredLookupSchema = lookupSchema.extend({ color: z.string() });

export const ticketAnswerRecordSchema = z.object({
  /** 0 until the server has stored it (an answer queued on the device). */
  id: z.number(),
  uuid: z.string(),
  kind: z.enum(TICKET_ANSWER_KINDS),
  /** Null when the author's account was deleted. */
  author: ticketPersonSchema.nullable(),
  /** The answer's text; for 'closed' the reason; empty for the other records. */
  content: z.string(),
  /** For 'forwarded': to whom. */
  forwarded_to: ticketPersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TicketAnswerRecord = z.infer<typeof ticketAnswerRecordSchema>;

/**
 * A ticket as the API answers it and the device mirrors it (entity `ticket`, keyed by uuid, with
 * its thread embedded like a demand's messages). Spec §3: id, uuid, subject, content, category,
 * sub_category, priority, status, recipient, created_at, created by, last edited, reason for
 * closing, answers. `unread` is the viewer's: someone else answered or changed it after the viewer
 * last read it.
 */
export const ticketRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  subject: z.string(),
  content: z.string(),
  category: lookupSchema,
  sub_category: z.enum(TICKET_SUB_CATEGORIES).nullable(),
  priority: colouredLookupSchema,
  status: colouredLookupSchema,
  recipient: ticketPersonSchema.nullable(),
  /**
   * The recipient is laboratory staff (ticketRules.ts `isTicketStaff`): accepting re-addresses
   * only such a ticket to the one who accepts (./ticketUpdateEffect.ts); false when there is none.
   */
  recipient_is_staff: z.boolean(),
  created_by: ticketPersonSchema.nullable(),
  last_edited_by: ticketPersonSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
  closing_reason: z.string().nullable(),
  /** The report demand it was made from. */
  report_demand: z.object({ id: z.number(), uuid: z.string() }).nullable(),
  unread: z.boolean(),
  answers: z.array(ticketAnswerRecordSchema),
});
export type TicketRecord = z.infer<typeof ticketRecordSchema>;

export const ticketListResponseSchema = listResponseSchema(ticketRecordSchema, {
  /** The caller's counts for the sidebar (spec §2: open, finished, all). */
  counts: z.object({ open: z.number(), finished: z.number(), all: z.number() }),
});

/**
 * The dashboard's tickets (spec §2), `POST /api/tickets/recent` and the card over the mirror alike:
 * the tickets the caller sees that are not closed (staff: the lab's whole queue; everyone else:
 * the ones they wrote or that are addressed to them), last changed first, at most
 * TICKET_RECENT_LIMIT.
 */
export const recentTicketsSchema = z.object({ data: z.array(ticketRecordSchema) });

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Last changed first; between equal times the uuid, in code-point order as PostgreSQL orders uuids:
 * the server's order 'updated' (updated_at DESC, uuid ASC) and the device's, one rule.
 */
export const lastChangedFirst = (
  a: Pick<TicketRecord, 'updated_at' | 'uuid'>,
  b: Pick<TicketRecord, 'updated_at' | 'uuid'>,
): number => byCodePoint(b.updated_at, a.updated_at) || byCodePoint(a.uuid, b.uuid);

/** `GET /api/tickets/categories|statuses|priorities` (spec §3: ids, names, colours). */
export const ticketCategoryListSchema = z.object({
  data: z.array(
    lookupSchema.extend({ parent_id: z.number().nullable(), sub_categories: z.array(lookupSchema) }),
  ),
});
export const colouredLookupListSchema = z.object({ data: z.array(colouredLookupSchema) });

/** `GET /api/users/employees`: whom a ticket can be addressed or forwarded to. */
export const employeeSchema = ticketPersonSchema.extend({ roles: z.array(z.string()) });
export const employeeListSchema = z.object({ data: z.array(employeeSchema) });
export type Employee = z.infer<typeof employeeSchema>;

/** The private-channel events of spec §7 'Real-time'. */
export const TICKET_UPDATED_EVENT = 'TicketUpdated';
export const TICKET_READ_EVENT = 'TicketRead';
