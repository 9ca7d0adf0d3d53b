import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SecondaryButton } from '../../components/Button';
import { ForumLayout } from './ForumLayout';
import { postsOfChannel } from './forumView';
import { PostList } from './PostCard';
import { useForumCatalog, useForumPendingPosts, useForumPosts } from './useForum';
import { useOlderPosts } from './useOlderPosts';
import './forumTexts';

/**
 * Spec §2 'forum/channels/{slug}' (show-channel) and '{channel}/posts': the discussions of one
 * channel, newest first, from the mirror; older ones are loaded online on request.
 */
export default function ForumChannelPage() {
  const { t } = useTranslation();
  const params = useParams();
  const slug = params['slug'] ?? params['channel'] ?? '';
  const { channels, loaded } = useForumCatalog();
  const posts = useForumPosts() ?? [];
  const pending = useForumPendingPosts();
  const channel = channels.find((item) => item.slug === slug);
  const older = useOlderPosts(channel ? Number(channel.id) : undefined);
  return (
    <ForumLayout
      title={channel?.name ?? t('forum.title')}
      defaults={channel ? { groupId: channel.postgroup_id, channelId: Number(channel.id) } : undefined}
    >
      {channel ? (
        <>
          <PostList
            posts={postsOfChannel(posts, Number(channel.id))}
            channels={channels}
            pendingIds={new Set(pending.byEntity.keys())}
          />
          {older.more && (
            <div className="mt-3">
              {older.online ? (
                <SecondaryButton disabled={older.loading} onClick={() => void older.loadOlder()}>
                  {t('forum.loadOlder')}
                </SecondaryButton>
              ) : (
                <p className="text-xs text-stone-500">{t('forum.olderOffline')}</p>
              )}
            </div>
          )}
        </>
      ) : (
        loaded && <p className="text-sm text-stone-600">{t('forum.empty')}</p>
      )}
    </ForumLayout>
  );
}
