/**
 * Activity notifications (spec §3, §4), Laravel's database notifications in shape: a uuid id, a
 * type, the data a client shows, read_at. One row per recipient.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_TYPES, type NotificationData } from '../../../../src/contract/activities';
import { sqlList, timestampTz } from './columns';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    data: jsonb('data').$type<NotificationData>().notNull(),
    readAt: timestampTz('read_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    check('notifications_type_check', sql.raw(`type IN (${sqlList(NOTIFICATION_TYPES)})`)),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
