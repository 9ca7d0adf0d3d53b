/**
 * Newsletter subscriptions (spec §7 'Newsletter'), kept locally per recipient list (5781 German,
 * 5799 English). A user has an address on a list once, whatever its case: a second subscription is
 * a 409. An address that is not the subscriber's own waits for its owner's confirmation (issue 26:
 * double opt-in); several users may have subscribed one address, so the list's addresses are the
 * distinct confirmed ones.
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
    /**
     * SHA-256 of the mailed confirmation token while the address's owner has not confirmed; null
     * once confirmed (or for the subscriber's own address, confirmed from the start).
     */
    confirmationTokenHash: text('confirmation_token_hash'),
  },
  (table) => [
    uniqueIndex('newsletter_recipients_user_list_email_idx').on(
      table.userId,
      table.recipientlistId,
      sql`lower(${table.email})`,
    ),
    uniqueIndex('newsletter_recipients_confirmation_idx').on(table.confirmationTokenHash),
    index('newsletter_recipients_user_id_idx').on(table.userId),
  ],
);

export type NewsletterRecipientRow = typeof newsletterRecipients.$inferSelect;
