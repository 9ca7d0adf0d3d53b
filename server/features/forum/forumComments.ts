/**
 * Replies to a post (spec §2 'a post with replies'; §7 `/api/comments`). Writing one needs the
 * forum rules confirmed; the author edits and deletes their own, a moderator deletes any.
 *
 * Conflicts with what happened meanwhile (an outbox action queued offline): a reply to a post
 * deleted meanwhile is a 409 'the post was deleted meanwhile, your reply was not sent', so the
 * device keeps the text in 'Nicht gesendet'; likewise to a post hidden meanwhile. An edit of a
 * reply deleted meanwhile is a 404; deleting one already gone answers 204.
 */
import { eq } from 'drizzle-orm';
import type { CreateForumCommentInput, ForumCommentRecord } from '../../../src/contract/forum';
import { mayDeleteComment, mayEditComment } from '../../../src/contract/forumRules';
import type { AppTx } from '../../platform/db/database';
import { postComments, posts, type PostCommentRow } from '../../platform/db/schema';
import { fieldError, HttpError } from '../../platform/http/httpErrors';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { visiblePost } from './forumAccess';
import type { ForumCaller } from './forumCaller';
import { announcePost, postRecord, requireRules } from './forumPosts';

async function commentRecord(
  tx: AppTx,
  caller: ForumCaller,
  comment: PostCommentRow,
): Promise<ForumCommentRecord> {
  const record = await postRecord(tx, caller, comment.postId);
  const found = record.comments.find((item) => item.id === comment.id);
  if (!found) throw new Error('reply not readable after writing it');
  return found;
}

export async function addComment(
  tx: AppTx,
  emit: Emit,
  caller: ForumCaller,
  input: CreateForumCommentInput,
  now: Date,
): Promise<ForumCommentRecord> {
  requireRules(caller);
  const [post] = await tx.select().from(posts).where(visiblePost(caller, input.post_id));
  if (!post) throw new HttpError(409, 'forum.postGoneReply');
  if (post.hiddenAt !== null) throw new HttpError(409, 'forum.postHiddenReply');
  const [comment] = await tx
    .insert(postComments)
    .values({
      ...(input.uuid ? { uuid: input.uuid } : {}),
      postId: post.id,
      authorId: caller.id,
      body: input.body,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: postComments.uuid })
    .returning();
  if (!comment) throw fieldError('uuid', 'validation.uuidTaken');
  announcePost(emit, post);
  return commentRecord(tx, caller, comment);
}

/** The reply `key` (id or uuid) on a post the caller sees, or null. */
async function findComment(tx: AppTx, caller: ForumCaller, key: number | string) {
  const [row] = await tx
    .select({ comment: postComments, post: posts })
    .from(postComments)
    .innerJoin(posts, eq(posts.id, postComments.postId))
    .where(typeof key === 'number' ? eq(postComments.id, key) : eq(postComments.uuid, key.toLowerCase()));
  if (!row) return null;
  const [visible] = await tx.select({ id: posts.id }).from(posts).where(visiblePost(caller, row.post.id));
  return visible ? row : null;
}

export async function editComment(
  tx: AppTx,
  emit: Emit,
  caller: ForumCaller,
  key: number | string,
  body: string,
  now: Date,
): Promise<ForumCommentRecord> {
  const found = await findComment(tx, caller, key);
  if (!found) throw new HttpError(404, 'forum.commentGone');
  if (found.comment.authorId !== caller.id) throw new HttpError(403, 'forum.notOwnComment');
  requireRules(caller);
  if (!mayEditComment(caller, found.comment)) throw new HttpError(403, 'forum.notOwnComment');
  if (found.comment.body === body) return commentRecord(tx, caller, found.comment);
  const [updated] = await tx
    .update(postComments)
    .set({ body, editedAt: now, updatedAt: now })
    .where(eq(postComments.id, found.comment.id))
    .returning();
  announcePost(emit, found.post);
  return commentRecord(tx, caller, updated ?? found.comment);
}

export async function deleteComment(
  tx: AppTx,
  emit: Emit,
  caller: ForumCaller,
  key: number | string,
): Promise<void> {
  const found = await findComment(tx, caller, key);
  if (!found) return;
  if (!mayDeleteComment(caller, found.comment)) throw new HttpError(403, 'forum.notOwnComment');
  await tx.delete(postComments).where(eq(postComments.id, found.comment.id));
  announcePost(emit, found.post);
}
