/**
 * The laboratory's run-time settings (issue 14): one row per key of src/contract/settings.ts, the
 * value as JSON checked by that key's schema on the way in and out. A key without a row has its
 * default (the environment, or none).
 */
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export type SettingRow = typeof settings.$inferSelect;
