/**
 * Stored responses of state-changing requests sent with an `Idempotency-Key` (design brief 'The
 * sync protocol', client outbox step 2). A repeat of the key by the same user answers the stored
 * response instead of running the write again; kept IDEMPOTENCY_KEY_TTL_MS.
 */
import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha256 of method, path and the canonical JSON body: the same key with another request is a 422. */
    requestHash: text('request_hash').notNull(),
    /** Null only while the claiming transaction runs; a committed row always has its response. */
    status: smallint('status'),
    /** The response headers worth repeating (content-type). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    body: text('body'),
    /** The change version of the write; the replay's X-Sync-Cursor is built from it. */
    version: bigint('version', { mode: 'number' }),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
