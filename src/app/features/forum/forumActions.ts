import {
  createForumCommentSchema,
  createForumPostSchema,
  spamCheckSchema,
  spamReportSchema,
  updateForumCommentSchema,
  updateForumPostSchema,
  type ForumAuthor,
  type ForumCommentRecord,
  type UpdateForumPostInput,
} from '../../../contract/forum';
import { SyncEntity } from '../../../contract/sync';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { OutboxMethod } from '../../../db/outboxState';
import type { ForumPostRow, PostChannelRow, UserRow } from '../../../db/rows';
import type { ActionLabel } from '../../offline/actionLabels';
import { queueAction } from '../../offline/queueAction';
import { mirror } from '../../offline/syncSession';
import { draftSlug } from './forumView';

/**
 * Forum actions (issue 15), queued like every action: the mirror changes at once, the outbox
 * replays the request with an Idempotency-Key, online or later. Posts and replies are created
 * under uuids made here, which the server adopts, so the pulled row replaces the optimistic one
 * under the same key. Replies live inside their post's row, so every action holds back exactly
 * that row, and a refusal (409: the post was deleted or hidden meanwhile; 403; 404) puts the
 * server's version back and leaves the request, with its text, in 'Nicht gesendet'.
 * Forum texts are not patient data (docs/decisions.md): rows and bodies are stored unsealed.
 */
const postPath = (uuid: string, ...rest: string[]) =>
  ['/api/posts', encodeURIComponent(uuid), ...rest.map(encodeURIComponent)].join('/');
const commentPath = (uuid: string) => `/api/comments/${encodeURIComponent(uuid)}`;

interface PostRequest {
  label: ActionLabel;
  method: OutboxMethod;
  path: string;
  body?: unknown;
}

/** Queues `request` on the post `uuid`; `change` makes the optimistic row (null: remove it). */
async function queueOnPost(
  uuid: string,
  request: PostRequest,
  change: (row: ForumPostRow, db: KundencenterDb) => ForumPostRow | null | Promise<ForumPostRow | null>,
) {
  const current = await mirror().forumPost.get(uuid);
  const changed = current ? await change(structuredClone(current), mirror()) : undefined;
  await queueAction({
    ...request,
    entity: SyncEntity.forumPost,
    entityId: uuid,
    optimistic: (db: KundencenterDb) =>
      changed === undefined
        ? undefined
        : changed === null
          ? db.forumPost.delete(uuid)
          : db.forumPost.put(changed),
  });
}

export const authorOf = (
  user: Pick<UserRow, 'uuid' | 'titel' | 'vorname' | 'nachname'> & { id: number | string },
): ForumAuthor => ({
  id: Number(user.id),
  uuid: user.uuid,
  name: [user.titel, user.vorname, user.nachname].filter((part) => part && part.trim() !== '').join(' '),
});

export interface NewPostValues {
  postgroup_id: number;
  post_channel_id: number;
  title: string;
  body: string;
}

export const forumActions = {
  /** Spec §4: the rules are confirmed once; the mirrored user carries the time, offline too. */
  confirmRules: async (userId: string) => {
    const now = new Date().toISOString();
    await queueAction({
      label: 'forumRulesConfirm',
      method: OutboxMethod.put,
      path: '/api/users/forum-rules-accepted',
      entity: SyncEntity.user,
      entityId: userId,
      optimistic: (db: KundencenterDb) =>
        db.user
          .where('id')
          .equals(userId)
          .modify((row) => {
            row.forumRulesConfirmedAt ??= now;
          }),
    });
  },

  /** A new discussion (spec §5: title, channel, group, content); returns its uuid. */
  createPost: async (
    values: NewPostValues,
    author: ForumAuthor,
    channel: PostChannelRow,
  ): Promise<string> => {
    const uuid = crypto.randomUUID();
    const body = createForumPostSchema.parse({ uuid, ...values });
    const now = new Date().toISOString();
    const row: ForumPostRow = {
      id: uuid,
      uuid,
      slug: draftSlug(body.title, uuid),
      title: body.title,
      body: body.body,
      post_channel_id: Number(channel.id),
      postgroup_id: channel.postgroup_id,
      author,
      created_at: now,
      edited_at: null,
      views: 0,
      replies: 0,
      latest_reply_at: null,
      hidden: false,
      reported_by_me: false,
      spam_reports: [],
      comments: [],
    };
    await queueAction({
      label: 'forumPostCreate',
      method: OutboxMethod.post,
      path: '/api/posts',
      body,
      entity: SyncEntity.forumPost,
      entityId: uuid,
      optimistic: (db: KundencenterDb) => db.forumPost.put(row),
    });
    return uuid;
  },

  /** The author edits title or body; a moderator moves (`post_channel_id`) or hides the post. */
  updatePost: async (uuid: string, input: UpdateForumPostInput, label: ActionLabel = 'forumPostEdit') => {
    const body = updateForumPostSchema.parse(input);
    const now = new Date().toISOString();
    await queueOnPost(
      uuid,
      { label, method: OutboxMethod.put, path: postPath(uuid), body },
      async (row, db) => {
        if (body.title !== undefined) row.title = body.title;
        if (body.body !== undefined) row.body = body.body;
        if (body.title !== undefined || body.body !== undefined) row.edited_at = now;
        if (body.hidden !== undefined) row.hidden = body.hidden;
        if (body.post_channel_id !== undefined) {
          const channel = await db.postChannel.get(String(body.post_channel_id));
          row.post_channel_id = body.post_channel_id;
          if (channel) row.postgroup_id = channel.postgroup_id;
        }
        return row;
      },
    );
  },

  deletePost: async (uuid: string) => {
    await queueOnPost(
      uuid,
      { label: 'forumPostDelete', method: OutboxMethod.delete, path: postPath(uuid) },
      () => null,
    );
  },

  /** Spec §5: a spam report needs a reason. */
  reportSpam: async (uuid: string, reason: string) => {
    const body = spamReportSchema.parse({ reason });
    await queueOnPost(
      uuid,
      { label: 'forumSpamReport', method: OutboxMethod.post, path: postPath(uuid, 'spam'), body },
      (row) => {
        row.reported_by_me = true;
        return row;
      },
    );
  },

  /** A moderator has checked the reports, hiding the post or not. */
  checkSpam: async (uuid: string, hide: boolean) => {
    const body = spamCheckSchema.parse({ hide });
    await queueOnPost(
      uuid,
      { label: 'forumSpamCheck', method: OutboxMethod.post, path: postPath(uuid, 'spam', 'check'), body },
      (row) => {
        row.spam_reports = [];
        if (hide) row.hidden = true;
        return row;
      },
    );
  },

  /** A reply, shown at once at the end of the thread; returns its uuid. */
  reply: async (postUuid: string, author: ForumAuthor, text: string): Promise<string> => {
    const uuid = crypto.randomUUID();
    const body = createForumCommentSchema.parse({ uuid, post_id: postUuid, body: text });
    const now = new Date().toISOString();
    const comment: ForumCommentRecord = {
      id: 0,
      uuid,
      body: body.body,
      author,
      created_at: now,
      edited_at: null,
    };
    await queueOnPost(
      postUuid,
      { label: 'forumReply', method: OutboxMethod.post, path: '/api/comments', body },
      (row) => {
        row.comments = [...row.comments, comment];
        row.replies = row.comments.length;
        row.latest_reply_at = now;
        return row;
      },
    );
    return uuid;
  },

  editReply: async (postUuid: string, commentUuid: string, text: string) => {
    const body = updateForumCommentSchema.parse({ body: text });
    const now = new Date().toISOString();
    await queueOnPost(
      postUuid,
      { label: 'forumReplyEdit', method: OutboxMethod.put, path: commentPath(commentUuid), body },
      (row) => {
        row.comments = row.comments.map((item) =>
          item.uuid === commentUuid ? { ...item, body: body.body, edited_at: now } : item,
        );
        return row;
      },
    );
  },

  deleteReply: async (postUuid: string, commentUuid: string) => {
    await queueOnPost(
      postUuid,
      { label: 'forumReplyDelete', method: OutboxMethod.delete, path: commentPath(commentUuid) },
      (row) => {
        row.comments = row.comments.filter((item) => item.uuid !== commentUuid);
        row.replies = row.comments.length;
        row.latest_reply_at = row.comments.at(-1)?.created_at ?? null;
        return row;
      },
    );
  },
};
