import { NavLink, Outlet, useRouteLoaderData } from 'react-router-dom';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Bars3Icon } from '@heroicons/react/24/outline';
import type { AuthUser } from '../../contract/authUser';
import { BrandLink } from '../components/BrandLink';
import { LanguageSwitcher } from '../components/LanguageSwitcher';
import { sidebarRoutes } from '../router/access';
import { routeTable } from '../router/routeTable';
import { pathOf } from '../router/routePaths';
import { sidebarOpenAtom } from './sidebarAtom';

/** The signed-in area (spec §2 'Backend area'): sidebar from the route table, navbar, page. */
export function BackendLayout() {
  const user = useRouteLoaderData('backend') as AuthUser;
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen">
      <aside
        className={`${open ? 'block' : 'hidden'} w-64 shrink-0 border-r border-stone-200 bg-white p-4 md:block`}
        aria-label={t('sidebar.label')}
      >
        <BrandLink to={pathOf('dashboard')} />
        <nav className="mt-6 flex flex-col gap-1">
          {sidebarRoutes(routeTable, user).map((route) => {
            const Icon = route.sidebarIcon;
            return (
              <NavLink
                key={route.name}
                to={route.path}
                end
                className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 aria-[current=page]:bg-primary-50 aria-[current=page]:text-primary-800"
              >
                {Icon && <Icon className="size-5" aria-hidden="true" />}
                {t(route.titleKey)}
              </NavLink>
            );
          })}
        </nav>
        {user.vorletzterLogin && (
          <p className="mt-6 text-xs text-stone-500">
            {t('sidebar.previousLogin', { date: new Date(user.vorletzterLogin).toLocaleString() })}
          </p>
        )}
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between border-b border-stone-200 bg-white px-4 py-2">
          <button
            type="button"
            onClick={() => setOpen(!open)}
            className="rounded-md p-2 text-stone-600 hover:bg-stone-100 md:invisible"
          >
            <span className="sr-only">{t('sidebar.toggle')}</span>
            <Bars3Icon className="size-6" aria-hidden="true" />
          </button>
          <LanguageSwitcher />
        </header>
        <main className="flex-1 p-4 sm:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
