import type { ComponentType } from 'react';
import type * as ForumPages from './forumPages';
import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

/** The forum's pages share one chunk (forumPages.ts) and so one import. */
const forumPage = (name: keyof typeof ForumPages) => (): Promise<{ default: ComponentType }> =>
  import('./forumPages').then((pages) => ({ default: pages[name] }));

export const forumRoutes = [
  {
    name: 'forum',
    path: routePaths['forum'],
    titleKey: 'routes.forum',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumPage'),
  },
  {
    name: 'list-postgroups',
    path: routePaths['list-postgroups'],
    titleKey: 'routes.forumGroups',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumGroupsPage'),
  },
  {
    name: 'list-channels',
    path: routePaths['list-channels'],
    titleKey: 'routes.forumChannels',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumChannelsPage'),
  },
  {
    name: 'show-group',
    path: routePaths['show-group'],
    titleKey: 'routes.forumGroup',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumGroupPage'),
  },
  {
    name: 'show-channel',
    path: routePaths['show-channel'],
    titleKey: 'routes.forumChannel',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumChannelPage'),
  },
  {
    name: 'channel-posts',
    path: routePaths['channel-posts'],
    titleKey: 'routes.forumChannel',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumChannelPage'),
  },
  {
    name: 'show-post',
    path: routePaths['show-post'],
    titleKey: 'routes.forumPost',
    layout: 'backend',
    gate: Permission.accessForum,
    page: forumPage('ForumPostPage'),
  },
] as const satisfies readonly AppRoute[];
