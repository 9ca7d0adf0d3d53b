/**
 * Workshops (spec §3 'Workshop', §4 'Workshop booking', issue 15): a workshop with its events
 * (dates, a place or an online link), topics, attachments (`workshop_files`, the files layer of
 * files.ts) and registrations. A registration is `booked` or `waiting` (the waiting list, in the
 * order of `queued_at`), at most one per user and workshop.
 *
 * The capacity is kept by the database itself: `booked_count` counts the booked registrations
 * (maintained by a trigger, custom migration `workshop_capacity`), and a CHECK keeps it between 0
 * and `max_participants`. A booking that would overfill the workshop fails in the database, however
 * the writers interleave; the service locks the workshop row first, so in practice it decides
 * booked or waiting before the check ever fires.
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
import { WORKSHOP_REGISTRATION_STATUSES } from '../../../../src/contract/workshops';
import { sqlList, timestamps, timestampTz } from './columns';
import { files } from './files';
import { users } from './users';

export const workshops = pgTable(
  'workshops',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    /** The booked registrations, kept by the trigger of the custom migration `workshop_capacity`. */
    bookedCount: integer('booked_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    check('workshops_max_participants_check', sql`${table.maxParticipants} > 0`),
    check(
      'workshops_capacity_check',
      sql`${table.bookedCount} >= 0 AND ${table.bookedCount} <= ${table.maxParticipants}`,
    ),
  ],
);

export type WorkshopRow = typeof workshops.$inferSelect;

export const workshopEvents = pgTable(
  'workshop_events',
  {
    id: serial('id').primaryKey(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    startsAt: timestampTz('starts_at').notNull(),
    endsAt: timestampTz('ends_at').notNull(),
    place: text('place'),
    onlineUrl: text('online_url'),
  },
  (table) => [
    index('workshop_events_workshop_idx').on(table.workshopId, table.startsAt),
    check('workshop_events_order_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export const workshopTopics = pgTable('workshop_topics', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const workshopTopicLinks = pgTable(
  'workshop_topic_links',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    topicId: integer('topic_id')
      .notNull()
      .references(() => workshopTopics.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.workshopId, table.topicId] })],
);

export const workshopFiles = pgTable(
  'workshop_files',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.workshopId, table.fileId] }),
    index('workshop_files_file_idx').on(table.fileId),
  ],
);

export const workshopRegistrations = pgTable(
  'workshop_registrations',
  {
    id: serial('id').primaryKey(),
    /** Client-generatable: a booking made offline has its uuid before it is sent. */
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: WORKSHOP_REGISTRATION_STATUSES }).notNull(),
    /** The waiting list's order: first come, first moved up. */
    queuedAt: timestampTz('queued_at').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('workshop_registrations_user_idx').on(table.workshopId, table.userId),
    index('workshop_registrations_queue_idx').on(table.workshopId, table.status, table.queuedAt, table.id),
    index('workshop_registrations_user_lookup_idx').on(table.userId),
    check(
      'workshop_registrations_status_check',
      sql.raw(`status IN (${sqlList(WORKSHOP_REGISTRATION_STATUSES)})`),
    ),
  ],
);

export type WorkshopRegistrationRow = typeof workshopRegistrations.$inferSelect;
