import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ForumLayout } from './ForumLayout';
import { postsOfGroup } from './forumView';
import { PostList } from './PostCard';
import { useForumCatalog, useForumPendingPosts, useForumPosts } from './useForum';
import './forumTexts';

/** Spec §2 'forum/{postgroupSlug}' (show-group): the discussions of the group's channels. */
export default function ForumGroupPage() {
  const { t } = useTranslation();
  const { postgroupSlug = '' } = useParams();
  const { groups, channels, loaded } = useForumCatalog();
  const posts = useForumPosts() ?? [];
  const pending = useForumPendingPosts();
  const group = groups.find((item) => item.slug === postgroupSlug);
  return (
    <ForumLayout
      title={group?.name ?? t('forum.title')}
      defaults={{ groupId: group ? Number(group.id) : undefined }}
    >
      {group ? (
        <PostList
          posts={postsOfGroup(posts, Number(group.id))}
          channels={channels}
          pendingIds={new Set(pending.byEntity.keys())}
        />
      ) : (
        loaded && <p className="text-sm text-stone-600">{t('forum.empty')}</p>
      )}
    </ForumLayout>
  );
}
