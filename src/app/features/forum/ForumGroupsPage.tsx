import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ForumLayout } from './ForumLayout';
import { channelsOfGroup, forumPaths, sortedGroups } from './forumView';
import { useForumCatalog } from './useForum';
import './forumTexts';

/** Spec §2 'forum/groups' (list-postgroups): every group with its channels. */
export default function ForumGroupsPage() {
  const { t } = useTranslation();
  const { groups, channels } = useForumCatalog();
  return (
    <ForumLayout title={t('forum.allGroups')}>
      <ul className="space-y-3">
        {sortedGroups(groups).map((group) => (
          <li key={group.id} className="rounded-lg bg-white p-3 shadow-sm ring-1 ring-stone-200">
            <Link to={forumPaths.group(group)} className="font-semibold text-primary-800 hover:underline">
              {group.name}
            </Link>
            <ul className="mt-1 flex flex-wrap gap-2 text-sm">
              {channelsOfGroup(channels, Number(group.id)).map((channel) => (
                <li key={channel.id}>
                  <Link to={forumPaths.channel(channel)} className="text-stone-700 hover:underline">
                    {channel.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </ForumLayout>
  );
}
