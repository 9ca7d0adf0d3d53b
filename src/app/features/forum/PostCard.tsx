import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ForumPostRow, PostChannelRow } from '../../../db/rows';
import { PendingMark } from '../../components/PendingMark';
import { forumPaths } from './forumView';

const when = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });

/** A post in a list (spec §3: channel, posted, replies, views, latest reply); a card at every width. */
export function PostCard({
  post,
  channel,
  pending,
}: {
  post: ForumPostRow;
  channel: PostChannelRow | undefined;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200" data-testid="forum-post-card">
      <div className="flex flex-wrap items-center gap-2">
        {channel ? (
          <Link
            to={forumPaths.post(channel, post)}
            className="min-w-0 font-semibold break-words text-primary-800 hover:underline"
          >
            {post.title}
          </Link>
        ) : (
          <span className="font-semibold">{post.title}</span>
        )}
        {pending && <PendingMark />}
        {post.hidden && (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs text-stone-700">
            {t('forum.hidden')}
          </span>
        )}
        {post.spam_reports.length > 0 && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800">
            {t('forum.reported')}
          </span>
        )}
      </div>
      <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-stone-500">
        {channel && <span>{channel.name}</span>}
        <span>{t('forum.by', { name: post.author?.name ?? t('forum.unknownAuthor') })}</span>
        <span>{t('forum.posted', { date: when(post.created_at, i18n.language) })}</span>
        <span>{t('forum.replies', { count: post.replies })}</span>
        <span>{t('forum.views', { count: post.views })}</span>
        {post.latest_reply_at && (
          <span>{t('forum.latestReply', { date: when(post.latest_reply_at, i18n.language) })}</span>
        )}
      </p>
    </li>
  );
}

export function PostList({
  posts,
  channels,
  pendingIds,
}: {
  posts: ForumPostRow[];
  channels: PostChannelRow[];
  pendingIds: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  if (posts.length === 0) return <p className="text-sm text-stone-600">{t('forum.empty')}</p>;
  return (
    <ul className="space-y-2" data-testid="forum-post-list">
      {posts.map((post) => (
        <PostCard
          key={post.id}
          post={post}
          channel={channels.find((channel) => Number(channel.id) === post.post_channel_id)}
          pending={pendingIds.has(post.id)}
        />
      ))}
    </ul>
  );
}

export { when as forumDate };
