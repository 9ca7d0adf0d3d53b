/**
 * Password reset tokens (forgot password). Only the sha256 of the token is stored, so the table
 * cannot be used to reset anyone's password; one live token per user (a new request replaces it).
 */
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestampTz('created_at').notNull().defaultNow(),
});

export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
