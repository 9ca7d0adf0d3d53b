import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const reportsPageRoutes = [
  {
    name: 'list-reports',
    path: routePaths['list-reports'],
    titleKey: 'routes.reports',
    layout: 'backend',
    gate: Permission.listReports,
    sidebarIcon: 'reports',
    page: () => import('./ReportsPage'),
  },
] as const satisfies readonly AppRoute[];
