/**
 * Reads posts as the contract's records (forumPostRecordSchema) for one viewer: the channel's
 * group, the author's display name, the replies oldest first, the number of readers, the latest
 * reply, and the spam reports (open ones for moderators; whether the viewer reported it). One
 * query per part for the whole page of posts, not per post.
 */
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isForumModerator } from '../../../src/contract/forumRules';
import type { ForumAuthor, ForumCommentRecord, ForumPostRecord } from '../../../src/contract/forum';
import type { AppDb, AppTx } from '../../platform/db/database';
import { postChannels, postComments, postViews, posts, spamReports, users } from '../../platform/db/schema';
import type { ForumViewer } from './forumAccess';

type Reader = AppDb | AppTx;
const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const authorName = (user: { titel: string | null; vorname: string; nachname: string }): string =>
  [user.titel, user.vorname, user.nachname].filter((part) => part && part.trim() !== '').join(' ');

async function authorsOf(db: Reader, ids: readonly (number | null)[]): Promise<Map<number, ForumAuthor>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      titel: users.titel,
      vorname: users.vorname,
      nachname: users.nachname,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, { id: row.id, uuid: row.uuid, name: authorName(row) }]));
}

export type PostOrder = 'newest' | 'uuid';

export async function readPostRecords(
  db: Reader,
  viewer: ForumViewer,
  condition: SQL | undefined,
  { limit, offset = 0, order = 'newest' }: { limit: number; offset?: number; order?: PostOrder },
): Promise<ForumPostRecord[]> {
  const rows = await db
    .select({ post: posts, postgroupId: postChannels.postgroupId })
    .from(posts)
    .innerJoin(postChannels, eq(postChannels.id, posts.channelId))
    .where(condition)
    .orderBy(...(order === 'uuid' ? [asc(posts.uuid)] : [desc(posts.createdAt), desc(posts.id)]))
    .limit(limit)
    .offset(offset);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.post.id);
  const moderator = isForumModerator(viewer.permissions);
  // One after another: `db` may be a transaction (the sync feed's), whose one connection takes one query at a time.
  const comments = await db
    .select()
    .from(postComments)
    .where(inArray(postComments.postId, ids))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  const views = await db
    .select({ postId: postViews.postId, views: count() })
    .from(postViews)
    .where(inArray(postViews.postId, ids))
    .groupBy(postViews.postId);
  const reports = await db.select().from(spamReports).where(inArray(spamReports.postId, ids));
  const authors = await authorsOf(db, [
    ...rows.map((row) => row.post.authorId),
    ...comments.map((c) => c.authorId),
  ]);
  const viewsOf = new Map(views.map((row) => [row.postId, Number(row.views)]));
  const commentsOf = new Map<number, ForumCommentRecord[]>();
  for (const comment of comments) {
    const list = commentsOf.get(comment.postId) ?? [];
    list.push({
      id: comment.id,
      uuid: comment.uuid,
      body: comment.body,
      author: comment.authorId === null ? null : (authors.get(comment.authorId) ?? null),
      created_at: comment.createdAt.toISOString(),
      edited_at: iso(comment.editedAt),
    });
    commentsOf.set(comment.postId, list);
  }
  return rows.map(({ post, postgroupId }) => {
    const thread = commentsOf.get(post.id) ?? [];
    const reported = reports.filter((report) => report.postId === post.id);
    const open = reported.filter((report) => report.checkedAt === null);
    return {
      id: post.id,
      uuid: post.uuid,
      slug: post.slug,
      title: post.title,
      body: post.body,
      post_channel_id: post.channelId,
      postgroup_id: postgroupId,
      author: post.authorId === null ? null : (authors.get(post.authorId) ?? null),
      created_at: post.createdAt.toISOString(),
      edited_at: iso(post.editedAt),
      views: viewsOf.get(post.id) ?? 0,
      replies: thread.length,
      latest_reply_at: thread.at(-1)?.created_at ?? null,
      hidden: post.hiddenAt !== null,
      reported_by_me: reported.some((report) => report.reporterId === viewer.id),
      spam_reports: moderator
        ? open.map((report) => ({
            id: report.id,
            reason: report.reason,
            created_at: report.createdAt.toISOString(),
          }))
        : [],
      comments: thread,
    };
  });
}

export async function countPosts(db: Reader, condition: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(posts).where(condition);
  return Number(row?.total ?? 0);
}

/**
 * The posts every device keeps (issue 15: the newest FORUM_MIRROR_POSTS_PER_CHANNEL of each
 * channel), as a condition on `posts`: the snapshot of the feed holds these; older posts are
 * paged online. Pulls still deliver any post that changes.
 */
export const recentPerChannel = (perChannel: number): SQL =>
  sql`${posts.id} IN (SELECT ranked.id FROM (SELECT id, row_number() OVER (PARTITION BY post_channel_id ORDER BY created_at DESC, id DESC) AS rank FROM posts) AS ranked WHERE ranked.rank <= ${perChannel})`;
