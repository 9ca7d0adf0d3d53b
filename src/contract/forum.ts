import { z } from 'zod';
import {
  FORUM_BODY_MAX,
  FORUM_COMMENT_MAX,
  FORUM_PAGE_SIZE,
  FORUM_SPAM_REASON_MAX,
  FORUM_TITLE_MAX,
  MAX_ENTITY_ID,
  TRANSLATE_TEXT_MAX,
} from './constants';
import { listResponseSchema } from './listEnvelope';
import { ValidationMessage } from './validationMessages';

/**
 * The forum (spec §2 'forum', §3 'Forum', §4 'Forum', §5 'New post', §7 'Roles, permissions,
 * forum'): post groups, their channels, posts with their replies (comments), spam reports. Paths
 * take the id, a post also its uuid (a post written offline has its uuid before it is sent). The
 * body is Markdown source; it is rendered to sanitized HTML on the device (features/forum), never
 * on the server.
 *
 * Who may do what is ./forumRules.ts, the one rule for the server's checks and the buttons.
 */

/**
 * The forum's own validation texts (keys of the server's messages and the forum's locales). Kept
 * out of ./validationMessages.ts, which the login route loads.
 */
export const ForumValidationMessage = {
  titleMax: 'validation.forumTitleMax',
  bodyMax: 'validation.forumBodyMax',
  commentMax: 'validation.forumCommentMax',
  spamReasonMax: 'validation.forumSpamReasonMax',
  channelGroup: 'validation.forumChannelGroup',
  nothingChanged: 'validation.forumNothingChanged',
  translateLanguage: 'validation.translateLanguage',
} as const;
type ForumValidationMessage = (typeof ForumValidationMessage)[keyof typeof ForumValidationMessage];

const required = {
  error: (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? ValidationMessage.required
      : undefined,
};

const text = (max: number, tooLong: ForumValidationMessage) =>
  z.string(required).trim().min(1, { error: ValidationMessage.required, abort: true }).max(max, tooLong);

export const forumTitleSchema = text(FORUM_TITLE_MAX, ForumValidationMessage.titleMax);
export const forumBodySchema = text(FORUM_BODY_MAX, ForumValidationMessage.bodyMax);
export const forumCommentBodySchema = text(FORUM_COMMENT_MAX, ForumValidationMessage.commentMax);
export const spamReasonSchema = text(FORUM_SPAM_REASON_MAX, ForumValidationMessage.spamReasonMax);

/** An id in a JSON body (required) and in a query string (optional, coerced). */
const entityId = z.number(required).int().min(1, ValidationMessage.required).max(MAX_ENTITY_ID);
const queryId = z.coerce.number().int().min(1).max(MAX_ENTITY_ID);

/** `GET /api/postgroups`: a group of channels (spec §3: slug, name, id). */
export const postGroupRecordSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  sort: z.number(),
});
export type PostGroupRecord = z.infer<typeof postGroupRecordSchema>;

/** `GET /api/post-channels`: a topic channel (spec §3: id, name, slug, postgroup). */
export const postChannelRecordSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  postgroup_id: z.number(),
  postgroup_slug: z.string(),
  sort: z.number(),
});
export type PostChannelRecord = z.infer<typeof postChannelRecordSchema>;

/** `GET /api/post-channels?postgroup_id=` or `?postgroup_slug=`. */
export const postChannelQuerySchema = z.object({
  postgroup_id: queryId.optional(),
  postgroup_slug: z.string().max(200).optional(),
});

export const forumAuthorSchema = z.object({ id: z.number(), uuid: z.string(), name: z.string() });
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

export const forumCommentRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  body: z.string(),
  author: forumAuthorSchema.nullable(),
  created_at: z.string(),
  /** Set when the author changed the text after writing it. */
  edited_at: z.string().nullable(),
});
export type ForumCommentRecord = z.infer<typeof forumCommentRecordSchema>;

/** An open spam report as moderators see it (spec §4: reported, then checked). */
export const spamReportRecordSchema = z.object({
  id: z.number(),
  reason: z.string(),
  created_at: z.string(),
});

/**
 * A post (spec §3: title, body, slug, postChannel; shown with channel, group, content, posted,
 * edited, replies, views, latest reply) with its replies. `spam_reports` lists the open reports
 * for moderators and is empty for everyone else; `reported_by_me` is the viewer's own.
 */
export const forumPostRecordSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  slug: z.string(),
  title: z.string(),
  body: z.string(),
  post_channel_id: z.number(),
  postgroup_id: z.number(),
  author: forumAuthorSchema.nullable(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  views: z.number(),
  replies: z.number(),
  latest_reply_at: z.string().nullable(),
  hidden: z.boolean(),
  reported_by_me: z.boolean(),
  spam_reports: z.array(spamReportRecordSchema),
  comments: z.array(forumCommentRecordSchema),
});
export type ForumPostRecord = z.infer<typeof forumPostRecordSchema>;

/** `GET /api/posts?post_channel_id=&postgroup_id=&page=`: the older posts beyond the mirror, newest first. */
export const forumPostListQuerySchema = z.object({
  post_channel_id: queryId.optional(),
  postgroup_id: queryId.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(FORUM_PAGE_SIZE),
});
export const forumPostListResponseSchema = listResponseSchema(forumPostRecordSchema);

/** `POST /api/posts` (spec §7: postgroup_id, post_channel_id, title, body; §5: all required). */
export const createForumPostSchema = z.object({
  uuid: z.uuid().optional(),
  postgroup_id: entityId,
  post_channel_id: entityId,
  title: forumTitleSchema,
  body: forumBodySchema,
});
export type CreateForumPostInput = z.infer<typeof createForumPostSchema>;

/**
 * `PUT /api/posts/{id}`: the author changes title and body; a moderator moves the post to another
 * channel (`post_channel_id`, spec §2 'move post') or hides or shows it (`hidden`).
 */
export const updateForumPostSchema = z
  .object({
    title: forumTitleSchema.optional(),
    body: forumBodySchema.optional(),
    post_channel_id: entityId.optional(),
    hidden: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: ForumValidationMessage.nothingChanged,
  });
export type UpdateForumPostInput = z.infer<typeof updateForumPostSchema>;

/** `POST /api/posts/{id}/spam` (spec §5: a spam report needs a reason). */
export const spamReportSchema = z.object({ reason: spamReasonSchema });

/** `POST /api/posts/{id}/spam/check`: a moderator marks the open reports checked, hiding the post or not. */
export const spamCheckSchema = z.object({ hide: z.boolean().default(false) });

/** `POST /api/comments` and `PUT /api/comments/{id}`. */
export const createForumCommentSchema = z.object({
  uuid: z.uuid().optional(),
  post_id: z.union([entityId, z.uuid()]),
  body: forumCommentBodySchema,
});
export type CreateForumCommentInput = z.infer<typeof createForumCommentSchema>;
export const updateForumCommentSchema = z.object({ body: forumCommentBodySchema });

/** `POST /api/translate`: into the interface's languages; the source is detected by the service. */
export const translateRequestSchema = z.object({
  text: text(TRANSLATE_TEXT_MAX, ForumValidationMessage.bodyMax),
  target: z.enum(['de', 'en'], { error: ForumValidationMessage.translateLanguage }),
});
export const translateResponseSchema = z.object({ translatedText: z.string() });
