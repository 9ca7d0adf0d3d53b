/**
 * The lookups of spec §3, §4 and §9: ticket categories (with the sub categories of 'Befund'), ticket
 * statuses and priorities, order statuses; a practice's report dispatch, invoice dispatch, payment. Their ids are fixed by the spec (status 4 = closed,
 * priority 0 = default), so they are plain integers, not serials; server/features/lookups/lookupRows.ts ensures
 * them at every start.
 */
import { integer, pgTable, text, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const ticketCategories = pgTable('ticket_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => ticketCategories.id),
  sort: integer('sort').notNull().default(0),
});

export const ticketStatuses = pgTable('ticket_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const ticketPriorities = pgTable('ticket_priorities', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const orderStatuses = pgTable('order_statuses', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
});

/**
 * A practice's settings (spec §3, src/contract/officeSettings.ts): report dispatch, invoice
 * dispatch, payment. Labelled in German (`name`, the spec's words) and English (`name_en`).
 */
const labelledLookup = (table: string) =>
  pgTable(table, {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    sort: integer('sort').notNull().default(0),
  });

export const reportDispatches = labelledLookup('report_dispatches');
export const invoiceDispatches = labelledLookup('invoice_dispatches');
export const paymentMethods = labelledLookup('payment_methods');
