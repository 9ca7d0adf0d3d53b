/**
 * The forum (spec §3 'Forum'; issue 15): groups of topic channels, posts in a channel (their slug
 * unique per channel), replies (comments), who has viewed a post, and spam reports that a
 * moderator checks. Posts and replies carry a uuid a device may choose (written offline).
 * `hidden_at` is a moderator's hiding; the post then reaches only its author and the moderators.
 */
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps, timestampTz } from './columns';
import { users } from './users';

export const postGroups = pgTable('post_groups', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
  ...timestamps,
});

export const postChannels = pgTable(
  'post_channels',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    postgroupId: integer('postgroup_id')
      .notNull()
      .references(() => postGroups.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('post_channels_group_idx').on(table.postgroupId)],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    channelId: integer('post_channel_id')
      .notNull()
      .references(() => postChannels.id),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestampTz('edited_at'),
    hiddenAt: timestampTz('hidden_at'),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('posts_channel_slug_idx').on(table.channelId, table.slug),
    index('posts_channel_created_idx').on(table.channelId, table.createdAt),
  ],
);
export type PostRow = typeof posts.$inferSelect;

export const postComments = pgTable(
  'post_comments',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique().defaultRandom(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    editedAt: timestampTz('edited_at'),
    ...timestamps,
  },
  (table) => [index('post_comments_post_idx').on(table.postId, table.createdAt)],
);
export type PostCommentRow = typeof postComments.$inferSelect;

/** One row per reader of a post: 'views' counts people, not page loads. */
export const postViews = pgTable(
  'post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    viewedAt: timestampTz('viewed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/** Spec §4: a spam report is reported, then checked (by a moderator, who may hide the post). */
export const spamReports = pgTable(
  'spam_reports',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    checkedAt: timestampTz('checked_at'),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('spam_reports_post_idx').on(table.postId),
    uniqueIndex('spam_reports_post_reporter_idx').on(table.postId, table.reporterId),
  ],
);
