import type { ComponentType } from 'react';
import { HomeIcon } from '@heroicons/react/24/outline';
import type { Permission } from '../../contract/permissions';
import { routePaths, type RouteName } from './routePaths';

/**
 * The one route table (issue 2): page titles, the sidebar and the guard all derive from it.
 * Paths are those of spec §2 under the hash router. `page` loads the route's chunk lazily so the
 * login route stays within its JavaScript budget.
 */
export type RouteLayout = 'public' | 'backend';

export interface RouteDef {
  name: string;
  path: string;
  /** i18n key of the page title (spec §2: 'title | Kundencenter - company'). */
  titleKey: string;
  layout: RouteLayout;
  /** The permission a user needs for this route (spec §6); hidden in the sidebar without it. */
  gate?: Permission;
  /** Routes only administrators may open (spec §6: offices, users, messages, newsletter page). */
  admin?: boolean;
  /** Shown in the sidebar with this icon when present. */
  sidebarIcon?: ComponentType<{ className?: string }>;
  page: () => Promise<{ default: ComponentType }>;
}

export const routeTable = [
  {
    name: 'home',
    path: routePaths.home,
    titleKey: 'routes.home',
    layout: 'public',
    page: () => import('../features/home/HomePage'),
  },
  {
    name: 'login',
    path: routePaths.login,
    titleKey: 'routes.login',
    layout: 'public',
    page: () => import('../features/login/LoginPage'),
  },
  {
    name: 'forgot-password',
    path: routePaths['forgot-password'],
    titleKey: 'routes.forgotPassword',
    layout: 'public',
    page: () => import('../features/login/ForgotPasswordPage'),
  },
  {
    name: 'datenschutz',
    path: routePaths.datenschutz,
    titleKey: 'routes.datenschutz',
    layout: 'public',
    page: () => import('../features/legal/DatenschutzPage'),
  },
  {
    name: 'impressum',
    path: routePaths.impressum,
    titleKey: 'routes.impressum',
    layout: 'public',
    page: () => import('../features/legal/ImpressumPage'),
  },
  {
    name: 'agb',
    path: routePaths.agb,
    titleKey: 'routes.agb',
    layout: 'public',
    page: () => import('../features/legal/AgbPage'),
  },
  {
    name: 'dashboard',
    path: routePaths.dashboard,
    titleKey: 'routes.dashboard',
    layout: 'backend',
    sidebarIcon: HomeIcon,
    page: () => import('../features/dashboard/DashboardPage'),
  },
  {
    name: 'not-found',
    path: routePaths['not-found'],
    titleKey: 'routes.notFound',
    layout: 'public',
    page: () => import('../features/errors/NotFoundPage'),
  },
] as const satisfies readonly (RouteDef & { name: RouteName })[];

export type { RouteName };
