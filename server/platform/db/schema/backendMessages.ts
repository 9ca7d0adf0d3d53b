/**
 * System messages (backend messages, spec §3, §4 'System message'): the laboratory tells every
 * user, or the users of one role (`recipient_role_id`; null: everyone; a message goes with its
 * role, so deleting a role never turns it into a message for everyone), at once. A message is shown
 * to a user until they acknowledge it (`backend_message_confirmations`) or its `show_until` has
 * passed; `hidden_at` takes it off every screen without deleting it (HideBackendMessage).
 * Attachments are linked through `backend_message_files` (files.ts).
 */
import { index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';
import { roles } from './roles';
import { users } from './users';

export const backendMessages = pgTable(
  'backend_messages',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    recipientRoleId: integer('recipient_role_id').references(() => roles.id, { onDelete: 'cascade' }),
    showUntil: timestampTz('show_until'),
    hiddenAt: timestampTz('hidden_at'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('backend_messages_created_idx').on(table.createdAt)],
);

export type BackendMessageRow = typeof backendMessages.$inferSelect;

export const backendMessageConfirmations = pgTable(
  'backend_message_confirmations',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => backendMessages.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    confirmedAt: timestampTz('confirmed_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.userId] }),
    index('backend_message_confirmations_user_idx').on(table.userId),
  ],
);
