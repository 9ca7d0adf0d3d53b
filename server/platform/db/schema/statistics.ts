/**
 * What the staff dashboard counts that no other table records (issue 14): completed sign-ins. Only
 * who and when: no IP address or user agent, which the statistics do not need.
 */
import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

export const loginEvents = pgTable(
  'login_events',
  {
    id: serial('id').primaryKey(),
    /** Null once the account is deleted: the day still had that login. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (table) => [index('login_events_at_idx').on(table.at)],
);
