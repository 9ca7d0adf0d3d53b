import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { UserCircleIcon } from '@heroicons/react/24/outline';
import { Permission } from '../../../contract/permissions';
import { mayOpen } from '../../router/access';
import { routeTable } from '../../router/routeTable';
import { pathOf } from '../../router/routePaths';
import { signOut } from '../../session/signOut';
import { askToLoseUnsent } from '../../offline/askToLoseUnsent';
import { unsentCount, wipeSyncSession } from '../../offline/syncSession';
import { useShownUser } from '../../session/useSignedInUser';
import '../../offline/syncTexts';

/**
 * Spec §2 navbar avatar menu: account and logout for everyone; system settings for holders of
 * 'access system settings'. Users: spec §2 names the gate 'list users', but the list the entry
 * opens is the doctors' (`GET /api/users` checks 'list doctors' and the page is admin only), so the
 * entry shows exactly when the user may open that route.
 */
const usersRoute = routeTable.find((route) => route.name === 'list-users');

export function AvatarMenu() {
  const user = useShownUser();
  const { t } = useTranslation();
  const navigate = useNavigate();
  /** Logout wipes this user's offline data; unsent actions would go with it, so ask first. */
  const onLogout = async () => {
    const unsent = await unsentCount();
    if (unsent > 0 && !(await askToLoseUnsent(unsent))) return;
    if (!(await signOut())) return;
    await wipeSyncSession();
    navigate(pathOf('login'), { replace: true });
  };
  const itemClass = 'block w-full px-4 py-2 text-left text-sm text-stone-700 data-focus:bg-stone-100';
  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2 rounded-full p-1 text-stone-600 hover:bg-stone-100">
        <UserCircleIcon className="size-8" aria-hidden="true" />
        <span className="hidden text-sm font-medium sm:block">
          {user.vorname} {user.nachname}
        </span>
        <span className="sr-only">{t('navbar.userMenu')}</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-2 w-52 rounded-md bg-white py-1 shadow-lg ring-1 ring-black/5 focus:outline-none"
      >
        <MenuItem>
          <Link to={pathOf('user-account', { uuid: user.uuid })} className={itemClass}>
            {t('navbar.account')}
          </Link>
        </MenuItem>
        {user.permissions.includes(Permission.accessForum) && (
          // On a phone only: wider screens have the navbar's forum button (ForumButton).
          <MenuItem>
            <Link to={pathOf('forum')} className={`${itemClass} sm:hidden`} data-testid="avatar-menu-forum">
              {t('navbar.forum')}
            </Link>
          </MenuItem>
        )}
        {user.permissions.includes(Permission.accessSystemSettings) && (
          <MenuItem>
            <Link to={pathOf('system-settings')} className={itemClass}>
              {t('navbar.systemSettings')}
            </Link>
          </MenuItem>
        )}
        {usersRoute && mayOpen(usersRoute, user) && (
          <MenuItem>
            <Link to={pathOf('list-users')} className={itemClass}>
              {t('navbar.users')}
            </Link>
          </MenuItem>
        )}
        <MenuItem>
          <button type="button" onClick={() => void onLogout()} className={itemClass}>
            {t('navbar.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
