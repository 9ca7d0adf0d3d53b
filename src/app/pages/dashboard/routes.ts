import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const dashboardPageRoutes = [
  {
    name: 'dashboard',
    path: routePaths.dashboard,
    titleKey: 'routes.dashboard',
    layout: 'backend',
    sidebarIcon: 'home',
    page: () => import('./DashboardPage'),
  },
] as const satisfies readonly AppRoute[];
