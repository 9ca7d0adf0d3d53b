import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const reportInterpretationsRoutes = [
  {
    name: 'list-report-interpretations',
    path: routePaths['list-report-interpretations'],
    titleKey: 'routes.reportInterpretations',
    layout: 'backend',
    gate: Permission.listReportInterpretations,
    sidebarIcon: 'interpretations',
    page: () => import('./ReportInterpretationsPage'),
  },
] as const satisfies readonly AppRoute[];
