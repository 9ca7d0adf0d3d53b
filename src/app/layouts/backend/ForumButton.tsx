import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ChatBubbleLeftRightIcon } from '@heroicons/react/24/outline';
import { routePaths } from '../../router/routePaths';

/**
 * Spec §2 navbar: the forum button, for holders of 'access forum' (the layout decides). On a phone
 * the navbar has no room for it beside search, sync, language, bell and avatar: there the avatar
 * menu carries the forum instead (AvatarMenu).
 */
export function ForumButton() {
  const { t } = useTranslation();
  return (
    <Link
      to={routePaths.forum}
      className="hidden rounded-md p-2 text-stone-600 hover:bg-stone-100 sm:block"
      data-testid="navbar-forum"
      title={t('navbar.forum')}
    >
      <span className="sr-only">{t('navbar.forum')}</span>
      <ChatBubbleLeftRightIcon className="size-6" aria-hidden="true" />
    </Link>
  );
}
