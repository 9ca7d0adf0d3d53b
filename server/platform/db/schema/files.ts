/**
 * Uploaded attachments (spec §3 'Backend message': files with id, name, original_name; later the
 * workshops' attachments): stored like the report PDFs, encrypted at rest under `name` in the files
 * directory, and handed out only through a short-lived signed URL (`GET /api/files/{id}`). A file
 * belongs to what links it (`backend_message_files`, …); it is deleted with its last link.
 */
import { index, integer, pgTable, primaryKey, serial, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { backendMessages } from './backendMessages';
import { users } from './users';

export const files = pgTable('files', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique().defaultRandom(),
  /** The stored (encrypted) file's name in the files directory; never a user's input. */
  name: text('name').notNull().unique(),
  /** The name it was uploaded under, shown and offered on download. */
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

export type FileRow = typeof files.$inferSelect;

export const backendMessageFiles = pgTable(
  'backend_message_files',
  {
    messageId: integer('message_id')
      .notNull()
      .references(() => backendMessages.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.messageId, table.fileId] }),
    index('backend_message_files_file_idx').on(table.fileId),
  ],
);
