/**
 * Tickets (spec §3 'Ticket', §4): addressed to a user personally (`recipient_id`), categorised with
 * the lookups of lookups.ts (category 'Befund', id 2, has the sub categories Allgemein and
 * Rechnung). A ticket made from a demand names it in `report_demand_id`, unique, so a demand
 * becomes a ticket at most once.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TICKET_SUB_CATEGORIES } from '../../../../src/contract/constants';
import { TICKET_ANSWER_KINDS } from '../../../../src/contract/tickets';
import { sqlList, timestamps, timestampTz } from './columns';
import { germanVector, ticketSearchText, trigramIndexExpression } from './searchText';
import { ticketCategories, ticketPriorities, ticketStatuses } from './lookups';
import { reportDemands } from './reportDemands';
import { users } from './users';

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    subject: text('subject').notNull(),
    content: text('content').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => ticketCategories.id),
    subCategory: text('sub_category', { enum: TICKET_SUB_CATEGORIES }),
    priorityId: integer('priority_id')
      .notNull()
      .references(() => ticketPriorities.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => ticketStatuses.id),
    recipientId: integer('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastEditedBy: integer('last_edited_by').references(() => users.id, { onDelete: 'set null' }),
    closingReason: text('closing_reason'),
    closedAt: timestampTz('closed_at'),
    reportDemandId: integer('report_demand_id').references(() => reportDemands.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('tickets_recipient_idx').on(table.recipientId, table.statusId),
    index('tickets_created_by_idx').on(table.createdBy),
    uniqueIndex('tickets_report_demand_idx').on(table.reportDemandId),
    index('tickets_search_trgm_idx').using('gin', trigramIndexExpression(ticketSearchText(table))),
    index('tickets_search_fts_idx').using('gin', germanVector(ticketSearchText(table))),
    check('tickets_sub_category_check', sql.raw(`sub_category IN (${sqlList(TICKET_SUB_CATEGORIES)})`)),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;

/**
 * A ticket's thread (spec §3: 'answers, each with a comment id'). Besides the answers people write
 * (`kind` 'answer'), the thread records what was done to the ticket, so everyone who sees it reads
 * the whole path: accepted, forwarded (to `forwarded_to_id`), closed (the reason in `content`),
 * reopened. Only answers are edited or deleted, by their author.
 */
export const ticketAnswers = pgTable(
  'ticket_answers',
  {
    id: serial('id').primaryKey(),
    /** Client-generatable (an answer written offline has its id before it is sent). */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: TICKET_ANSWER_KINDS }).notNull().default('answer'),
    content: text('content').notNull().default(''),
    forwardedToId: integer('forwarded_to_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('ticket_answers_ticket_idx').on(table.ticketId, table.createdAt),
    check('ticket_answers_kind_check', sql.raw(`kind IN (${sqlList(TICKET_ANSWER_KINDS)})`)),
  ],
);

export type TicketAnswerRow = typeof ticketAnswers.$inferSelect;

/** Per user: when they last read the ticket; unread when someone else changed or answered it later. */
export const ticketReads = pgTable(
  'ticket_reads',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestampTz('read_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.ticketId, table.userId] })],
);
