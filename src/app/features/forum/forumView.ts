/**
 * The forum's screens decide here, without a DOM (issue 15): which posts a channel or group
 * shows and in which order, the spec's paths of a post, a channel and a group, and the figures a
 * post's card shows (spec §3: posted, edited, replies, views, latest reply).
 */
import type { ForumPostRow, PostChannelRow, PostGroupRow } from '../../../db/rows';
import { routePaths } from '../../router/routePaths';

/** Newest first; posts written offline (no server slug yet) are new, so they come first too. */
export const newestFirst = (posts: readonly ForumPostRow[]): ForumPostRow[] =>
  [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));

export const postsOfChannel = (posts: readonly ForumPostRow[], channelId: number): ForumPostRow[] =>
  newestFirst(posts.filter((post) => post.post_channel_id === channelId));

export const postsOfGroup = (posts: readonly ForumPostRow[], groupId: number): ForumPostRow[] =>
  newestFirst(posts.filter((post) => post.postgroup_id === groupId));

export const channelsOfGroup = (channels: readonly PostChannelRow[], groupId: number): PostChannelRow[] =>
  channels.filter((channel) => channel.postgroup_id === groupId).sort((a, b) => a.sort - b.sort);

export const sortedGroups = (groups: readonly PostGroupRow[]): PostGroupRow[] =>
  [...groups].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));

export const sortedChannels = (channels: readonly PostChannelRow[]): PostChannelRow[] =>
  [...channels].sort((a, b) => a.postgroup_id - b.postgroup_id || a.sort - b.sort);

/**
 * The slug a post written offline shows until the server's arrives: the title's, with the
 * uuid so the path is unique (the server makes the real one unique per channel).
 */
export const draftSlug = (title: string, uuid: string): string => {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${base || 'beitrag'}-${uuid.slice(0, 8)}`;
};

const fill = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

export const forumPaths = {
  forum: () => routePaths['forum'],
  groups: () => routePaths['list-postgroups'],
  channels: () => routePaths['list-channels'],
  group: (group: Pick<PostGroupRow, 'slug'>) => fill(routePaths['show-group'], { postgroupSlug: group.slug }),
  channel: (channel: Pick<PostChannelRow, 'slug'>) =>
    fill(routePaths['show-channel'], { slug: channel.slug }),
  channelPosts: (channel: Pick<PostChannelRow, 'slug'>) =>
    fill(routePaths['channel-posts'], { channel: channel.slug }),
  post: (channel: Pick<PostChannelRow, 'slug'>, post: Pick<ForumPostRow, 'slug'>) =>
    fill(routePaths['show-post'], { channel: channel.slug, slug: post.slug }),
};

/**
 * A post by the path's channel slug and post slug. A post written on this device is first shown
 * under its draft slug (ending in its uuid's first 8 characters); once the server's slug arrives,
 * the draft path still finds it, and the page moves to the real one.
 */
export const findPost = (
  posts: readonly ForumPostRow[],
  channels: readonly PostChannelRow[],
  channelSlug: string,
  slug: string,
): ForumPostRow | undefined => {
  const channel = channels.find((item) => item.slug === channelSlug);
  if (!channel) return undefined;
  const inChannel = posts.filter((post) => post.post_channel_id === Number(channel.id));
  const draftOf = /-([0-9a-f]{8})$/.exec(slug)?.[1];
  return (
    inChannel.find((post) => post.slug === slug) ??
    (draftOf ? inChannel.find((post) => post.uuid.startsWith(draftOf)) : undefined)
  );
};
