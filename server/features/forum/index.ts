/** The forum and its translation. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { forumPostEntity, postChannelEntity, postGroupEntity } from './forumEntities';
import { forumRoutes } from './forumRoutes';
import { translateRoutes } from './translateRoutes';

export const forumFeature = defineFeature({
  name: 'forum',
  routes: [forumRoutes, translateRoutes],
  syncEntities: { postGroup: postGroupEntity, postChannel: postChannelEntity, forumPost: forumPostEntity },
});

export { FORUM_SCOPE } from './forumAccess';
export { slugOf } from './forumSlug';
