/** The forum and its translation. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { forumMessages } from './messages';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { seedDemoForum } from './demoForum';
import { forumPostEntity, postChannelEntity, postGroupEntity } from './forumEntities';
import { forumRoutes } from './forumRoutes';
import { translateRoutes } from './translateRoutes';

export const forumFeature = defineFeature({
  name: 'forum',
  messages: forumMessages,
  routes: [forumRoutes, translateRoutes],
  syncEntities: { postGroup: postGroupEntity, postChannel: postChannelEntity, forumPost: forumPostEntity },
  demoSeed: async ({ db, now }) => {
    await writeWithChanges(db, (tx, emit) => seedDemoForum(tx, { now, emit }));
  },
});
