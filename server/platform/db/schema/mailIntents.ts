/**
 * Mail a write has asked for and the mail intents (server/platform/mail/mailIntents.ts) have not yet
 * composed: which mail (`kind`) and what it needs (`payload`, sealed with APP_KEY: addresses, names,
 * the single-use link's token). Written in the write's own transaction, so a committed write has its
 * mail and a rolled-back one has none; deleted once the mail is made and handed on.
 */
import { bigserial, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';

export const mailIntents = pgTable(
  'mail_intents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Null: due at once, whatever the clock says (a dev clock moved back); else a retry's time. */
    nextAttemptAt: timestampTz('next_attempt_at'),
    /** Until when one instance is composing the mail; another takes it only after that. */
    claimedUntil: timestampTz('claimed_until'),
    createdAt: timestampTz('created_at').notNull(),
  },
  (table) => [index('mail_intents_next_attempt_at_idx').on(table.nextAttemptAt)],
);

export type MailIntent = typeof mailIntents.$inferSelect;
