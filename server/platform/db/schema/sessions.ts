/**
 * Server-side sessions. The id is the sha256 of the cookie's token, so a leaked table cannot be
 * replayed as cookies. Two-factor passes per session: a new login must pass it again.
 */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    /** Null for a guest session (it still carries the CSRF token of the login form). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    twoFactorPassedAt: timestampTz('two_factor_passed_at'),
    csrfToken: text('csrf_token').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastActivityAt: timestampTz('last_activity_at').notNull().defaultNow(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_last_activity_at_idx').on(table.lastActivityAt),
  ],
);

export type Session = typeof sessions.$inferSelect;
