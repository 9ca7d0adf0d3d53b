/**
 * The forum's pages in one chunk: the route table loads them through one import, so the login
 * route's entry chunk carries one preload list for the forum instead of one per route.
 */
export { default as ForumPage } from './ForumPage';
export { default as ForumGroupsPage } from './ForumGroupsPage';
export { default as ForumChannelsPage } from './ForumChannelsPage';
export { default as ForumGroupPage } from './ForumGroupPage';
export { default as ForumChannelPage } from './ForumChannelPage';
export { default as ForumPostPage } from './ForumPostPage';
