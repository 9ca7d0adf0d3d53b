import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ForumLayout } from './ForumLayout';
import { forumPaths, postsOfChannel, sortedChannels } from './forumView';
import { useForumCatalog, useForumPosts } from './useForum';
import './forumTexts';

/** Spec §2 'forum/channels' (list-channels): every channel with its group and how many posts this device keeps. */
export default function ForumChannelsPage() {
  const { t } = useTranslation();
  const { groups, channels } = useForumCatalog();
  const posts = useForumPosts() ?? [];
  return (
    <ForumLayout title={t('forum.allChannels')}>
      <ul className="space-y-2">
        {sortedChannels(channels).map((channel) => (
          <li key={channel.id} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200">
            <Link to={forumPaths.channel(channel)} className="font-semibold text-primary-800 hover:underline">
              {channel.name}
            </Link>
            <p className="text-xs text-stone-500">
              {groups.find((group) => Number(group.id) === channel.postgroup_id)?.name} ·{' '}
              {postsOfChannel(posts, Number(channel.id)).length}
            </p>
          </li>
        ))}
      </ul>
    </ForumLayout>
  );
}
