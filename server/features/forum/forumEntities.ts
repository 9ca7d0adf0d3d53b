/**
 * The forum in the change feed (issue 15), all for the readers of the forum (`perm:access forum`):
 *
 * - `postGroup` and `postChannel`, by id: the catalogue every reader keeps.
 * - `forumPost`, keyed by uuid (a post may be written offline), with its replies embedded (one
 *   visibility rule for the post and its replies; a queued reply holds back one row). Visibility
 *   is `seesPost`, checked at pull time: a post hidden by a moderator is a `del` for everyone but
 *   its author and the moderators. The snapshot holds the newest FORUM_MIRROR_POSTS_PER_CHANNEL of
 *   each channel, so every channel reads offline; older posts are paged online
 *   (`GET /api/posts?page=`), and pulls still deliver any post that changes.
 */
import { and } from 'drizzle-orm';
import { FORUM_MIRROR_POSTS_PER_CHANNEL } from '../../../src/contract/constants';
import { readsForum } from '../../../src/contract/forumRules';
import { postChannels, postGroups, posts } from '../../platform/db/schema';
import { visiblePosts } from './forumAccess';
import { readChannels, readGroups } from './forumCatalog';
import { readPostRecords, recentPerChannel } from './forumRecords';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';
import { uuidCondition, uuidKeyedEntity, uuidLimitOf } from '../../platform/sync/uuidEntityDefinition';

export const postGroupEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!readsForum(viewer.permissions)) return [];
  const groups = await readGroups(db, idCondition(postGroups.id, filter), limitOf(filter));
  return groups.map((group) => ({ id: String(group.id), data: group }));
});

export const postChannelEntity = numericIdEntity(async (db, viewer, filter) => {
  if (!readsForum(viewer.permissions)) return [];
  const channels = await readChannels(db, idCondition(postChannels.id, filter), limitOf(filter));
  return channels.map((channel) => ({ id: String(channel.id), data: channel }));
});

export const forumPostEntity = uuidKeyedEntity(async (db, viewer, filter) => {
  if (!readsForum(viewer.permissions)) return [];
  const recent = 'afterUuid' in filter ? recentPerChannel(FORUM_MIRROR_POSTS_PER_CHANNEL) : undefined;
  const records = await readPostRecords(
    db,
    viewer,
    and(visiblePosts(viewer), uuidCondition(posts.uuid, filter), recent),
    { limit: uuidLimitOf(filter), order: 'uuid' },
  );
  return records.map((record) => ({ id: record.uuid, data: record }));
});
