import type { ForumPostRecord, PostChannelRecord, PostGroupRecord } from '../../contract/forum';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/** The forum (issue 15): groups and channels by id, posts by uuid with their replies embedded. */
export type PostGroupRow = Mirrored<PostGroupRecord>;
export type PostChannelRow = Mirrored<PostChannelRecord>;
export type ForumPostRow = Mirrored<ForumPostRecord>;

export const forumTables = mirrorConcept<{
  postGroup: PostGroupRow;
  postChannel: PostChannelRow;
  forumPost: ForumPostRow;
}>({
  stores: {
    /** Groups, channels, and the posts each device keeps (the newest of every channel). */
    6: {
      postGroup: 'id, slug',
      postChannel: 'id, slug, postgroup_id',
      forumPost: 'id, created_at, post_channel_id, postgroup_id, [post_channel_id+slug]',
    },
  },
});
