/**
 * Personal access tokens for machines (issue 17, Sanctum's `personal_access_tokens`): the laboratory
 * system imports reports with one. Only the sha256 of the secret is stored; the token is shown once
 * at creation. Every use is written to `api_token_uses` (the audit of machine calls).
 */
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** sha256 (hex) of the secret after the `<id>|` prefix. */
    tokenHash: text('token_hash').notNull().unique(),
    abilities: jsonb('abilities').$type<string[]>().notNull(),
    /** The admin who created it; imports are recorded as uploaded by them. */
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: timestampTz('last_used_at'),
    revokedAt: timestampTz('revoked_at'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('api_tokens_created_by_idx').on(table.createdBy)],
);

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** One row per machine call made with a token (no body, no patient data: method, route, status). */
export const apiTokenUses = pgTable(
  'api_token_uses',
  {
    id: serial('id').primaryKey(),
    tokenId: integer('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    route: text('route').notNull(),
    status: integer('status').notNull(),
    ip: text('ip'),
    at: timestampTz('at').notNull().defaultNow(),
  },
  (table) => [index('api_token_uses_token_idx').on(table.tokenId, table.at)],
);
