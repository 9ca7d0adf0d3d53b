import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ArrowRightEndOnRectangleIcon } from '@heroicons/react/24/outline';
import { pathOf } from '../router/routePaths';
import { SiteFrame } from './SiteFrame';

/** Spec §2 public layout: header with login button and language switcher; footer with the legal links. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <SiteFrame
      headerAction={
        <Link
          to={pathOf('login')}
          className="inline-flex items-center gap-1.5 rounded-md bg-primary-700 px-3 py-2 text-sm font-semibold text-white hover:bg-primary-800"
        >
          <ArrowRightEndOnRectangleIcon className="size-5" aria-hidden="true" />
          {t('header.login')}
        </Link>
      }
    >
      <Outlet />
    </SiteFrame>
  );
}
