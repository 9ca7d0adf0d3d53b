import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const reportDemandsPageRoutes = [
  {
    name: 'list-report-demands',
    path: routePaths['list-report-demands'],
    titleKey: 'routes.reportDemands',
    layout: 'backend',
    gate: Permission.listReportDemands,
    sidebarIcon: 'demands',
    page: () => import('./ReportDemandsPage'),
  },
  {
    name: 'list-report-demands-archived',
    path: routePaths['list-report-demands-archived'],
    titleKey: 'routes.reportDemandsArchived',
    layout: 'backend',
    gate: Permission.listReportDemands,
    page: () => import('./ArchivedReportDemandsPage'),
  },
] as const satisfies readonly AppRoute[];
