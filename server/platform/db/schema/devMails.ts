/**
 * The dev outbox: without SMTP_URL, mail is kept here and listed at /dev/mails (never in
 * production), so a demo or a developer can follow verification and reset links without a server.
 */
import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

export const devMails = pgTable('dev_mails', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

export type DevMail = typeof devMails.$inferSelect;
