/**
 * Who may do what in the forum (spec §4 'Forum', §6; issue 15): the one rule for the server's
 * checks (server/features/forum) and the device's buttons (src/app/features/forum).
 *
 * - Everyone with 'access forum' reads the forum. Writing (a post, a reply) needs the forum rules
 *   confirmed once (`forumRulesConfirmedAt`); the server refuses with 409 otherwise.
 * - Authors edit and delete their own posts and replies.
 * - Moderators ('moderate forum', docs/decisions.md) move a post to another channel, check spam
 *   reports, hide and show a post, and delete any post or reply.
 * - A hidden post is seen only by its author and the moderators, and takes no replies.
 * - Anyone but the author reports a post as spam, once.
 */
import { Permission } from './permissions';

type Permissions = ReadonlySet<string> | readonly string[];

export interface ForumActor {
  id: number;
  permissions: Permissions;
  forumRulesConfirmedAt: string | Date | null;
}

/** What the rules need of a post: the server's row and the device's record both give it. */
export interface ForumPostFacts {
  authorId: number | null;
  hidden: boolean;
  reportedByMe?: boolean;
}

const holds = (permissions: Permissions, permission: string) =>
  Array.isArray(permissions)
    ? permissions.includes(permission)
    : (permissions as ReadonlySet<string>).has(permission);

export const readsForum = (permissions: Permissions): boolean => holds(permissions, Permission.accessForum);

export const isForumModerator = (permissions: Permissions): boolean =>
  readsForum(permissions) && holds(permissions, Permission.moderateForum);

export const hasConfirmedForumRules = (actor: Pick<ForumActor, 'forumRulesConfirmedAt'>): boolean =>
  actor.forumRulesConfirmedAt !== null;

export const seesPost = (actor: Pick<ForumActor, 'id' | 'permissions'>, post: ForumPostFacts): boolean =>
  readsForum(actor.permissions) &&
  (!post.hidden || post.authorId === actor.id || isForumModerator(actor.permissions));

export const FORUM_POST_ACTIONS = [
  'reply',
  'edit',
  'delete',
  'move',
  'hide',
  'reportSpam',
  'checkSpam',
] as const;
export type ForumPostAction = (typeof FORUM_POST_ACTIONS)[number];

/** What the actor may do with a post they see. */
export function allowedPostActions(actor: ForumActor, post: ForumPostFacts): Set<ForumPostAction> {
  const allowed = new Set<ForumPostAction>();
  if (!seesPost(actor, post)) return allowed;
  const own = post.authorId === actor.id;
  const moderator = isForumModerator(actor.permissions);
  const confirmed = hasConfirmedForumRules(actor);
  if (confirmed && !post.hidden) allowed.add('reply');
  if (own && confirmed) allowed.add('edit');
  if (own || moderator) allowed.add('delete');
  if (moderator) {
    allowed.add('move');
    allowed.add('hide');
    allowed.add('checkSpam');
  }
  if (!own && !post.reportedByMe) allowed.add('reportSpam');
  return allowed;
}

/** Replies: the author edits, the author or a moderator deletes. */
export const mayEditComment = (actor: ForumActor, comment: { authorId: number | null }): boolean =>
  comment.authorId === actor.id && hasConfirmedForumRules(actor);

export const mayDeleteComment = (actor: ForumActor, comment: { authorId: number | null }): boolean =>
  comment.authorId === actor.id || isForumModerator(actor.permissions);

/** Starting a discussion: reading the forum and the rules confirmed. */
export const mayPost = (actor: ForumActor): boolean =>
  readsForum(actor.permissions) && hasConfirmedForumRules(actor);
