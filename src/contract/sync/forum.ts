export const forumSyncEntities = {
  /** Issue 15, the forum: groups and channels (postGroupRecordSchema, postChannelRecordSchema of ../forum.ts). */
  postGroup: 'postGroup',
  postChannel: 'postChannel',
  /** Keyed by uuid, data `forumPostRecordSchema` of ../forum.ts with its replies embedded. */
  forumPost: 'forumPost',
} as const;
