import { useTranslation } from 'react-i18next';
import { ForumLayout } from './ForumLayout';
import { newestFirst } from './forumView';
import { PostList } from './PostCard';
import { useForumCatalog, useForumPendingPosts, useForumPosts } from './useForum';
import './forumTexts';

/** Spec §2 'forum': the latest discussions of every channel, with channels left and groups right. */
export default function ForumPage() {
  const { t } = useTranslation();
  const posts = useForumPosts() ?? [];
  const { channels } = useForumCatalog();
  const pending = useForumPendingPosts();
  return (
    <ForumLayout title={t('forum.title')}>
      <h2 className="mb-2 text-base font-semibold">{t('forum.latest')}</h2>
      <PostList
        posts={newestFirst(posts)}
        channels={channels}
        pendingIds={new Set(pending.byEntity.keys())}
      />
    </ForumLayout>
  );
}
