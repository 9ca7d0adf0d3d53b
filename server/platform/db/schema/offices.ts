/** Offices (Praxen) and their doctors; a doctor may belong to several offices. */
import { boolean, index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { OFFICE_SETTING_DEFAULTS } from '../../../../src/contract/officeSettings';
import { timestamps } from './columns';
import { invoiceDispatches, paymentMethods, reportDispatches } from './lookups';
import { germanVector, officeSearchText, trigramIndexExpression } from './searchText';
import { users } from './users';

export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    name: text('name').notNull(),
    strasse: text('strasse'),
    plz: text('plz'),
    ort: text('ort'),
    country: text('country'),
    phone: text('phone'),
    email: text('email'),
    /** Betriebsstättennummer: the practice's nine-digit number with the KV (issue 14). */
    bsnr: text('bsnr').unique(),
    /** The office's id in the laboratory information system. */
    lisId: text('lis_id').unique(),
    active: boolean('active').notNull().default(true),
    /** The practice's settings from the lookups of spec §3 (src/contract/officeSettings.ts). */
    reportDispatchId: integer('report_dispatch_id')
      .notNull()
      .default(OFFICE_SETTING_DEFAULTS.report_dispatch_id)
      .references(() => reportDispatches.id),
    invoiceDispatchId: integer('invoice_dispatch_id')
      .notNull()
      .default(OFFICE_SETTING_DEFAULTS.invoice_dispatch_id)
      .references(() => invoiceDispatches.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .default(OFFICE_SETTING_DEFAULTS.payment_method_id)
      .references(() => paymentMethods.id),
    ...timestamps,
  },
  (table) => [
    index('offices_search_trgm_idx').using('gin', trigramIndexExpression(officeSearchText(table))),
    index('offices_search_fts_idx').using('gin', germanVector(officeSearchText(table))),
  ],
);

export const officeDoctors = pgTable(
  'office_doctors',
  {
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.officeId, table.userId] }),
    index('office_doctors_user_id_idx').on(table.userId),
  ],
);

export type Office = typeof offices.$inferSelect;
export type NewOffice = typeof offices.$inferInsert;
