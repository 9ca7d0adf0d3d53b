import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { PlusIcon } from '@heroicons/react/20/solid';
import { mayPost } from '../../../contract/forumRules';
import { PrimaryButton } from '../../components/Button';
import { channelsOfGroup, forumPaths, sortedChannels, sortedGroups } from './forumView';
import { ForumRulesDialog } from './ForumRulesDialog';
import { NewPostDialog } from './NewPostDialog';
import { useForumCatalog, useForumUser } from './useForum';
import './forumTexts';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2 py-1 text-sm ${isActive ? 'bg-primary-50 font-semibold text-primary-800' : 'text-stone-700 hover:bg-stone-100'}`;

/**
 * The forum's frame (spec §2 'Layout: topic channels left, groups right, a new-discussion
 * button'): three columns on a laptop, stacked on a phone (the page first, then channels and
 * groups). Until the rules are confirmed, their dialog covers the forum (spec §4).
 */
export function ForumLayout({
  title,
  children,
  defaults,
}: {
  title: string;
  children: ReactNode;
  /** The channel or group the 'new discussion' form starts with. */
  defaults?: { groupId?: number; channelId?: number };
}) {
  const { t } = useTranslation();
  const user = useForumUser();
  const { groups, channels } = useForumCatalog();
  const [writing, setWriting] = useState(false);
  const canPost = mayPost(user);
  return (
    <div className="mx-auto max-w-7xl" data-testid="forum-layout">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h1 className="min-w-0 text-xl font-semibold break-words">{title}</h1>
        {canPost && (
          <PrimaryButton onClick={() => setWriting(true)} data-testid="forum-new-discussion">
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('forum.newDiscussion')}
          </PrimaryButton>
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[13rem_minmax(0,1fr)_13rem]">
        <section className="order-2 min-w-0 lg:order-2">{children}</section>
        <nav
          aria-label={t('forum.channels')}
          className="order-3 min-w-0 lg:order-1"
          data-testid="forum-channels"
        >
          <h2 className="mb-2 text-sm font-semibold text-stone-500 uppercase">
            <Link to={forumPaths.channels()}>{t('forum.channels')}</Link>
          </h2>
          <ul className="space-y-0.5">
            {sortedChannels(channels).map((channel) => (
              <li key={channel.id}>
                <NavLink to={forumPaths.channel(channel)} className={navLinkClass}>
                  {channel.name}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <aside
          aria-label={t('forum.groups')}
          className="order-4 min-w-0 lg:order-3"
          data-testid="forum-groups"
        >
          <h2 className="mb-2 text-sm font-semibold text-stone-500 uppercase">
            <Link to={forumPaths.groups()}>{t('forum.groups')}</Link>
          </h2>
          <ul className="space-y-0.5">
            {sortedGroups(groups).map((group) => (
              <li key={group.id}>
                <NavLink to={forumPaths.group(group)} className={navLinkClass}>
                  {group.name}
                </NavLink>
                <span className="sr-only">{channelsOfGroup(channels, Number(group.id)).length}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      {writing && (
        <NewPostDialog
          onClose={() => setWriting(false)}
          groups={groups}
          channels={channels}
          user={user}
          defaults={defaults}
        />
      )}
      {user.loaded && user.forumRulesConfirmedAt === null && <ForumRulesDialog userRowId={user.rowId} />}
    </div>
  );
}
