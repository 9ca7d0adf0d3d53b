/**
 * Newsletter subscriptions (spec §7 'Newsletter'), kept locally per recipient list (5781 German,
 * 5799 English). An address is on a list once, whatever its case: a second subscription is a 409.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientlistId: integer('recipientlist_id').notNull(),
    email: text('email').notNull(),
    gender: text('gender').notNull().default(''),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    zip: text('zip').notNull().default(''),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_recipients_list_email_idx').on(table.recipientlistId, sql`lower(${table.email})`),
    index('newsletter_recipients_user_id_idx').on(table.userId),
  ],
);

export type NewsletterRecipientRow = typeof newsletterRecipients.$inferSelect;
