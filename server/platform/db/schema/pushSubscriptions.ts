/**
 * Web Push subscriptions (issue 29): one row per device of a user, keyed by the push service's
 * endpoint. The keys encrypt the payload for that device only (RFC 8291); they stay on the server
 * and are never mirrored. A subscription goes when its user signs out on that device, when the push
 * service answers 404/410, and all of a user's when the account is locked.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../../src/contract/constants';
import { PUSH_KINDS, type PushKind } from '../../../../src/contract/push';
import { sqlList, timestampTz } from './columns';
import { users } from './users';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    kinds: text('kinds').array().$type<PushKind[]>().notNull(),
    language: text('language', { enum: LOCALES }).notNull(),
    deviceLabel: text('device_label').notNull().default(''),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(table.endpoint),
    index('push_subscriptions_user_id_idx').on(table.userId),
    check('push_subscriptions_language_check', sql.raw(`language IN (${sqlList(LOCALES)})`)),
    check('push_subscriptions_kinds_check', sql.raw(`kinds <@ ARRAY[${sqlList(PUSH_KINDS)}]::text[]`)),
  ],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
