/**
 * Posts (spec §4 'Forum', §5 'New post'; issue 15): writing one (the rules confirmed first),
 * editing and deleting one's own, a moderator moving it to another channel (notifying its author:
 * 'post moved') or hiding it, counting readers, and spam reports that a moderator checks.
 *
 * Conflicts with what happened meanwhile (an outbox action queued offline): an edit of a post
 * deleted meanwhile is a 404 'deleted meanwhile' (the text stays in 'Nicht gesendet'); deleting a
 * post already gone answers 204, as the first delete did.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type {
  CreateForumPostInput,
  ForumPostRecord,
  UpdateForumPostInput,
} from '../../../src/contract/forum';
import {
  allowedPostActions,
  hasConfirmedForumRules,
  type ForumPostFacts,
} from '../../../src/contract/forumRules';
import { NotificationType } from '../../../src/contract/activities';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppTx } from '../../platform/db/database';
import {
  postChannels,
  postGroups,
  postViews,
  posts,
  spamReports,
  users,
  type PostRow,
} from '../../platform/db/schema';
import { fieldError, HttpError } from '../../platform/http/httpErrors';
import { notifyUser } from '../activities';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { FORUM_SCOPE, visiblePost } from './forumAccess';
import type { ForumCaller } from './forumCaller';
import { readPostRecords } from './forumRecords';
import { uniqueSlug } from './forumSlug';

export const factsOf = (post: PostRow, reportedByMe = false): ForumPostFacts => ({
  authorId: post.authorId,
  hidden: post.hiddenAt !== null,
  reportedByMe,
});

export const announcePost = (emit: Emit, post: Pick<PostRow, 'uuid'>): void =>
  emit(SyncEntity.forumPost, post.uuid, [FORUM_SCOPE]);

export async function postRecord(tx: AppTx, caller: ForumCaller, postId: number): Promise<ForumPostRecord> {
  const [record] = await readPostRecords(tx, caller, eq(posts.id, postId), { limit: 1 });
  if (!record) throw new Error('post not readable after writing it');
  return record;
}

/** The post the caller sees, or a 404 saying it is gone (deleted meanwhile, or never theirs to see). */
export async function findPost(tx: AppTx, caller: ForumCaller, key: number | string): Promise<PostRow> {
  const [post] = await tx.select().from(posts).where(visiblePost(caller, key));
  if (!post) throw new HttpError(404, 'forum.postGone');
  return post;
}

export function requireRules(caller: ForumCaller): void {
  if (!hasConfirmedForumRules(caller)) throw new HttpError(409, 'forum.rulesNotConfirmed');
}

async function channelOf(tx: AppTx, channelId: number) {
  const [channel] = await tx.select().from(postChannels).where(eq(postChannels.id, channelId));
  return channel ?? null;
}

export async function createPost(
  tx: AppTx,
  emit: Emit,
  caller: ForumCaller,
  input: CreateForumPostInput,
  now: Date,
): Promise<ForumPostRecord> {
  requireRules(caller);
  const [group] = await tx.select().from(postGroups).where(eq(postGroups.id, input.postgroup_id));
  if (!group) throw fieldError('postgroup_id', 'forum.unknownGroup');
  const channel = await channelOf(tx, input.post_channel_id);
  if (!channel) throw fieldError('post_channel_id', 'forum.unknownChannel');
  if (channel.postgroupId !== group.id) throw fieldError('post_channel_id', 'validation.forumChannelGroup');
  const [post] = await tx
    .insert(posts)
    .values({
      ...(input.uuid ? { uuid: input.uuid } : {}),
      channelId: channel.id,
      slug: await uniqueSlug(tx, channel.id, input.title),
      title: input.title,
      body: input.body,
      authorId: caller.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: posts.uuid })
    .returning();
  if (!post) throw fieldError('uuid', 'validation.uuidTaken');
  announcePost(emit, post);
  return postRecord(tx, caller, post.id);
}

export async function updatePost(
  tx: AppTx,
  emit: Emit,
  caller: ForumCaller,
  key: number | string,
  input: UpdateForumPostInput,
  now: Date,
): Promise<ForumPostRecord> {
  const post = await findPost(tx, caller, key);
  const allowed = allowedPostActions(caller, factsOf(post));
  const changes: Partial<PostRow> = {};
  if (input.title !== undefined || input.body !== undefined) {
    if (post.authorId !== caller.id) throw new HttpError(403, 'forum.notOwnPost');
    requireRules(caller);
    if (input.title !== undefined && input.title !== post.title) {
      changes.title = input.title;
      changes.slug = await uniqueSlug(tx, post.channelId, input.title, post.id);
    }
    if (input.body !== undefined && input.body !== post.body) changes.body = input.body;
    if (changes.title !== undefined || changes.body !== undefined) changes.editedAt = now;
  }
  if (input.hidden !== undefined) {
    if (!allowed.has('hide')) throw new HttpError(403, 'forum.moderatorsOnly');
    if (input.hidden !== (post.hiddenAt !== null)) changes.hiddenAt = input.hidden ? now : null;
  }
  let movedTo: number | null = null;
  if (input.post_channel_id !== undefined && input.post_channel_id !== post.channelId) {
    if (!allowed.has('move')) throw new HttpError(403, 'forum.moderatorsOnly');
    const channel = await channelOf(tx, input.post_channel_id);
    if (!channel) throw fieldError('post_channel_id', 'forum.unknownChannel');
    changes.channelId = channel.id;
    changes.slug = await uniqueSlug(tx, channel.id, changes.title ?? post.title);
    movedTo = channel.id;
  }
  if (Object.keys(changes).length === 0) return postRecord(tx, caller, post.id);
  await tx
    .update(posts)
    .set({ ...changes, updatedAt: now })
    .where(eq(posts.id, post.id));
  announcePost(emit, post);
  if (movedTo !== null && post.authorId !== null && post.authorId !== caller.id) {
    await notifyAuthorOfMove(tx, emit, post, now);
  }
  return postRecord(tx, caller, post.id);
}

async function notifyAuthorOfMove(tx: AppTx, emit: Emit, post: PostRow, now: Date) {
  const [author] = await tx
    .select({ id: users.id, uuid: users.uuid, language: users.language })
    .from(users)
    .where(eq(users.id, post.authorId ?? 0));
  if (!author) return;
  await notifyUser(tx, emit, author, {
    type: NotificationType.postMoved,
    params: { title: post.title },
    now,
  });
}

export async function deletePost(
  tx: AppTx,
  emit: Emit,
  caller: ForumCaller,
  key: number | string,
): Promise<void> {
  const [post] = await tx.select().from(posts).where(visiblePost(caller, key));
  if (!post) return;
  if (!allowedPostActions(caller, factsOf(post)).has('delete')) throw new HttpError(403, 'forum.notOwnPost');
  await tx.delete(posts).where(eq(posts.id, post.id));
  emit.del(SyncEntity.forumPost, post.uuid, [FORUM_SCOPE]);
}

/** The caller read the post: one view per person. Quiet in the feed: a count is not worth a wake-up. */
export async function recordView(tx: AppTx, emit: Emit, caller: ForumCaller, post: PostRow, now: Date) {
  const inserted = await tx
    .insert(postViews)
    .values({ postId: post.id, userId: caller.id, viewedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0) emit.quiet(SyncEntity.forumPost, post.uuid, [FORUM_SCOPE]);
}

export async function reportSpam(
  tx: AppTx,
  emit: Emit,
  caller: ForumCaller,
  key: number | string,
  reason: string,
  now: Date,
): Promise<void> {
  const post = await findPost(tx, caller, key);
  if (post.authorId === caller.id) throw new HttpError(403, 'forum.ownPostSpam');
  const inserted = await tx
    .insert(spamReports)
    .values({ postId: post.id, reporterId: caller.id, reason, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted.length > 0) announcePost(emit, post);
}

/** A moderator has checked the open reports of a post, and hides it or leaves it visible. */
export async function checkSpam(
  tx: AppTx,
  emit: Emit,
  caller: ForumCaller,
  key: number | string,
  hide: boolean,
  now: Date,
): Promise<ForumPostRecord> {
  const post = await findPost(tx, caller, key);
  if (!allowedPostActions(caller, factsOf(post)).has('checkSpam'))
    throw new HttpError(403, 'forum.moderatorsOnly');
  await tx
    .update(spamReports)
    .set({ checkedAt: now, checkedBy: caller.id, updatedAt: now })
    .where(and(eq(spamReports.postId, post.id), isNull(spamReports.checkedAt)));
  if (hide && post.hiddenAt === null) {
    await tx.update(posts).set({ hiddenAt: now, updatedAt: now }).where(eq(posts.id, post.id));
  }
  announcePost(emit, post);
  return postRecord(tx, caller, post.id);
}
