/**
 * Orders (issue 28, src/contract/orders.ts): what a practice ordered for a patient, the analyses
 * with their billing category, the status timeline, the order-number blocks leased to devices and
 * the practices' favourites.
 *
 * The patient, the clinical question and the ICD-10 codes are patient data: `sealed_data` holds them
 * as JSON encrypted like the patients' records (AES-256-GCM under an HKDF subkey of APP_KEY,
 * server/features/results/resultKeys.ts), never in a readable column.
 *
 * Order numbers: a block is `first .. first + size - 1`, `first` drawn from the sequence
 * `order_number_blocks_seq` (ORDER_NUMBER_FIRST + (n - 1) * ORDER_NUMBER_BLOCK_SIZE), so no number
 * is ever leased twice, however requests interleave; `orders.number` is unique.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { BILLING_CATEGORIES } from '../../../../src/contract/analyses';
import {
  ORDER_EVENT_SOURCES,
  ORDER_STATUSES,
  ORDER_URGENCIES,
  SAMPLE_TIME_KINDS,
} from '../../../../src/contract/orders';
import { analyses, analysisProfiles } from './analyses';
import { sqlList, timestamps, timestampTz } from './columns';
import { offices } from './offices';
import { reports } from './reports';
import { users } from './users';

export const orderNumberBlocksSeq = pgSequence('order_number_blocks_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Made on the device (an order is entered offline), adopted by the server. */
    uuid: uuid('uuid').notNull().unique(),
    number: text('number').notNull().unique(),
    status: text('status').notNull().default('new'),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'set null' }),
    /** The requesting doctor. */
    doctorId: integer('doctor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `{patient, clinical_question, icd10}` as JSON, encrypted (`v1.<iv>.<tag>.<ciphertext>`). */
    sealedData: text('sealed_data').notNull(),
    urgency: text('urgency').notNull(),
    sampledAt: timestampTz('sampled_at').notNull(),
    sampleTimeKind: text('sample_time_kind').notNull(),
    receivedAt: timestampTz('received_at'),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    /**
     * When the doctors' devices were told to drop the order (closed and older than
     * ORDER_DEVICE_MONTHS: server/features/orders/orderWindowJob.ts); null before.
     */
    leftDevicesAt: timestampTz('left_devices_at'),
    ...timestamps,
  },
  (table) => [
    index('orders_office_created_idx').on(table.officeId, table.createdAt),
    index('orders_doctor_created_idx').on(table.doctorId, table.createdAt),
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt),
    index('orders_updated_idx').on(table.updatedAt, table.id),
    /** The window job's scan: orders the devices still keep, oldest first. */
    index('orders_on_devices_created_idx')
      .on(table.createdAt)
      .where(sql`${table.leftDevicesAt} IS NULL`),
    check('orders_status_check', sql.raw(`status IN (${sqlList(ORDER_STATUSES)})`)),
    check('orders_urgency_check', sql.raw(`urgency IN (${sqlList(ORDER_URGENCIES)})`)),
    check('orders_sample_time_kind_check', sql.raw(`sample_time_kind IN (${sqlList(SAMPLE_TIME_KINDS)})`)),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/**
 * How many orders are in each status, kept by statement triggers on `orders` in the writing
 * transaction (migration 0020), so the staff's list total and the dashboard's open count add up
 * nine rows instead of counting 200k orders on every page (docs/benchmarks.md).
 */
export const orderCounts = pgTable('order_counts', {
  status: text('status').primaryKey(),
  total: integer('total').notNull().default(0),
});

export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    analysisId: integer('analysis_id')
      .notNull()
      .references(() => analyses.id),
    billing: text('billing').notNull(),
    profileId: integer('profile_id').references(() => analysisProfiles.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.orderId, table.position] }),
    check('order_items_billing_check', sql.raw(`billing IN (${sqlList(BILLING_CATEGORIES)})`)),
  ],
);

/** The status timeline: one row per status the order reached, oldest first. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestampTz('at').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown ('Dr. Anna Weber', the API token's name for the LIS), kept when the user goes. */
    actorName: text('actor_name'),
    source: text('source').notNull(),
    note: text('note'),
  },
  (table) => [
    index('order_events_order_idx').on(table.orderId, table.at),
    check('order_events_status_check', sql.raw(`status IN (${sqlList(ORDER_STATUSES)})`)),
    check('order_events_source_check', sql.raw(`source IN (${sqlList(ORDER_EVENT_SOURCES)})`)),
  ],
);

export const orderNumberBlocks = pgTable(
  'order_number_blocks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: uuid('device_id').notNull(),
    first: bigint('first', { mode: 'number' }).notNull().unique(),
    size: integer('size').notNull(),
    leasedAt: timestampTz('leased_at').notNull().defaultNow(),
  },
  (table) => [index('order_number_blocks_user_idx').on(table.userId, table.deviceId)],
);

export const orderFavourites = pgTable(
  'order_favourites',
  {
    id: serial('id').primaryKey(),
    officeId: integer('office_id').references(() => offices.id, { onDelete: 'cascade' }),
    doctorId: integer('doctor_id').references(() => users.id, { onDelete: 'cascade' }),
    analysisId: integer('analysis_id').references(() => analyses.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').references(() => analysisProfiles.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('order_favourites_owner_item_key')
      .on(table.officeId, table.doctorId, table.analysisId, table.profileId)
      .nullsNotDistinct(),
    check(
      'order_favourites_one_owner_check',
      sql`(${table.officeId} IS NULL) <> (${table.doctorId} IS NULL)`,
    ),
    check(
      'order_favourites_one_item_check',
      sql`(${table.analysisId} IS NULL) <> (${table.profileId} IS NULL)`,
    ),
  ],
);
