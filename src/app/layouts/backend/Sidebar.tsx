import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import { BrandLink } from '../../components/BrandLink';
import { sidebarRoutes } from '../../router/access';
import { routeTable } from '../../router/routeTable';
import { pathOf } from '../../router/routePaths';
import { SidebarCount } from './SidebarCount';
import { SIDEBAR_ICONS } from './sidebarIcons';

/** Spec §2 sidebar: entries hidden without their permission; the previous login time below. */
export function Sidebar({ user, open }: { user: AuthUser; open: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <aside
      className={`${open ? 'block' : 'hidden'} w-64 shrink-0 border-r border-stone-200 bg-white p-4 md:block`}
      aria-label={t('sidebar.label')}
    >
      <BrandLink to={pathOf('dashboard')} />
      <nav className="mt-6 flex flex-col gap-1">
        {sidebarRoutes(routeTable, user).map((route) => {
          const Icon = route.sidebarIcon && SIDEBAR_ICONS[route.sidebarIcon];
          return (
            <NavLink
              key={route.name}
              to={route.path}
              end
              className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800"
            >
              {Icon && <Icon className="size-5" aria-hidden="true" />}
              {t(route.titleKey)}
              <SidebarCount route={route.name} user={user} />
            </NavLink>
          );
        })}
      </nav>
      {user.vorletzterLogin && (
        <p className="mt-6 text-xs text-stone-500">
          {t('sidebar.previousLogin', {
            date: new Date(user.vorletzterLogin).toLocaleString(i18n.resolvedLanguage),
          })}
        </p>
      )}
    </aside>
  );
}
