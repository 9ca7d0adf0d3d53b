/**
 * Tickets (spec §3 'Ticket', §4): addressed to a user personally (`recipient_id`), categorised with
 * the lookups of lookups.ts (category 'Befund', id 2, has the sub categories Allgemein and
 * Rechnung). Only creation from a report demand uses this table so far; the tickets feature
 * (routes, answers, sync) builds on it. A ticket made from a demand names it in
 * `report_demand_id`, unique, so a demand becomes a ticket at most once.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TICKET_SUB_CATEGORIES } from '../../../src/contract/constants';
import { sqlList, timestamps, timestampTz } from './columns';
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
    check('tickets_sub_category_check', sql.raw(`sub_category IN (${sqlList(TICKET_SUB_CATEGORIES)})`)),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;
