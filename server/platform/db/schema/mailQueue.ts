/**
 * Mail on its way to the SMTP relay (server/platform/mail/mailQueue.ts): a request puts its mail
 * here and answers; the queue hands each row to the relay and deletes it once the relay took it,
 * or keeps it for a later attempt while the relay is away or refuses for the moment.
 */
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

export const mailQueue = pgTable(
  'mail_queue',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    fromName: text('from_name'),
    replyTo: text('reply_to'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull(),
    /** Until when one instance is handing the mail over; another takes it only after that. */
    claimedUntil: timestampTz('claimed_until'),
    /** The relay's reply code or the socket's error code of the last attempt, never its text. */
    lastError: text('last_error'),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [index('mail_queue_next_attempt_at_idx').on(table.nextAttemptAt)],
);

export type QueuedMail = typeof mailQueue.$inferSelect;
