import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import { BrandLink } from '../../components/BrandLink';
import { sidebarRoutes } from '../../router/access';
import { routeTable } from '../../router/routeTable';
import { pathOf } from '../../router/routePaths';
import { SidebarCount } from './SidebarCount';
import { SIDEBAR_ICONS } from './sidebarIcons';
import './backendTexts';

export const SIDEBAR_ID = 'backend-sidebar';

/**
 * Spec §2 sidebar: entries hidden without their permission; the previous login time below. Below
 * the md breakpoint it overlays the page (fixed, over a backdrop that closes it, as Escape does);
 * from md on it stands in the flow beside the page.
 */
export function Sidebar({ user, open, onClose }: { user: AuthUser; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const aside = useRef<HTMLElement>(null);
  // The overlaid menu takes the focus when it opens, so the keyboard goes on in it, not behind it.
  useEffect(() => {
    if (open) aside.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return (
    <>
      {open && (
        <div aria-hidden="true" onClick={onClose} className="fixed inset-0 z-30 bg-stone-900/40 md:hidden" />
      )}
      <aside
        id={SIDEBAR_ID}
        ref={aside}
        tabIndex={-1}
        className={`${open ? 'block' : 'hidden'} fixed inset-y-0 left-0 z-40 w-64 max-w-[85vw] overflow-y-auto border-r border-stone-200 bg-white p-4 shadow-xl md:static md:block md:max-w-none md:shrink-0 md:overflow-visible md:shadow-none focus:outline-none`}
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
    </>
  );
}
