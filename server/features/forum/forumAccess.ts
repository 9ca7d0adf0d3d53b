/**
 * Who reaches which post on the server: the SQL form of `seesPost` (src/contract/forumRules.ts)
 * and the scope of the change feed. Every reader of the forum hears of every post through
 * `perm:access forum`; the feed checks `seesPost` at pull time, so a post hidden by a moderator
 * reaches its author and the moderators and is a `del` for everyone else.
 */
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import { isForumModerator, type ForumActor } from '../../../src/contract/forumRules';
import { Permission } from '../../../src/contract/permissions';
import { posts } from '../../platform/db/schema';
import { permissionScope, type SyncScope } from '../../platform/sync/scopes';

export const FORUM_SCOPE: SyncScope = permissionScope(Permission.accessForum);

export type ForumViewer = Pick<ForumActor, 'id' | 'permissions'>;

/** The condition on `posts` of what the viewer sees (undefined: every post). */
export const visiblePosts = (viewer: ForumViewer): SQL | undefined =>
  isForumModerator(viewer.permissions)
    ? undefined
    : or(isNull(posts.hiddenAt), eq(posts.authorId, viewer.id));

/** A post named by its id or uuid. */
export const postKey = (key: number | string): SQL =>
  typeof key === 'number' ? eq(posts.id, key) : eq(posts.uuid, key.toLowerCase());

export const visiblePost = (viewer: ForumViewer, key: number | string): SQL | undefined =>
  and(postKey(key), visiblePosts(viewer));
