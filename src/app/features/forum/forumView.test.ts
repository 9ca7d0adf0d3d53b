import { describe, expect, it } from 'vitest';
import type { ForumPostRow, PostChannelRow } from '../../../db/rows';
import { draftSlug, findPost, forumPaths, postsOfChannel } from './forumView';

const channel = {
  id: '2',
  slug: 'mikrobiom',
  name: 'Mikrobiom',
  postgroup_id: 1,
  postgroup_slug: 'f',
  sort: 1,
} as PostChannelRow;
const row = (id: string, slug: string, created_at: string, post_channel_id = 2) =>
  ({ id, uuid: id, slug, created_at, post_channel_id, postgroup_id: 1 }) as ForumPostRow;

describe('forum view', () => {
  it('lists a channel newest first', () => {
    const posts = [
      row('a', 'alt', '2026-11-01'),
      row('b', 'neu', '2026-11-03'),
      row('c', 'anders', '2026-11-04', 3),
    ];
    expect(postsOfChannel(posts, 2).map((post) => post.slug)).toEqual(['neu', 'alt']);
  });

  it('builds the spec paths: forum/channels/{slug}, forum/{channel}/{slug}, forum/{postgroupSlug}', () => {
    expect(forumPaths.channel(channel)).toBe('/backend/forum/channels/mikrobiom');
    expect(forumPaths.post(channel, { slug: 'zonulin' })).toBe('/backend/forum/mikrobiom/zonulin');
    expect(forumPaths.group({ slug: 'fachgruppen' })).toBe('/backend/forum/fachgruppen');
    expect(forumPaths.channelPosts(channel)).toBe('/backend/forum/mikrobiom/posts');
  });

  it('finds a post written here under its draft path after the server gave it its own slug', () => {
    const uuid = '1234abcd-0000-4000-8000-000000000000';
    const draft = draftSlug('Meine Frage', uuid);
    expect(draft).toBe('meine-frage-1234abcd');
    const posts = [row(uuid, 'meine-frage', '2026-11-05')];
    expect(findPost(posts, [channel], 'mikrobiom', draft)?.id).toBe(uuid);
    expect(findPost(posts, [channel], 'mikrobiom', 'meine-frage')?.id).toBe(uuid);
    expect(findPost(posts, [channel], 'andere', 'meine-frage')).toBeUndefined();
  });
});
