import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const reportsRoutes = [
  {
    name: 'list-results',
    path: routePaths['list-results'],
    titleKey: 'routes.reports',
    layout: 'backend',
    gate: Permission.listReports,
    page: () => import('./ResultsRedirect'),
  },
  {
    name: 'upload-reports',
    path: routePaths['upload-reports'],
    titleKey: 'routes.reportsUpload',
    layout: 'backend',
    gate: Permission.uploadReports,
    sidebarIcon: 'upload',
    page: () => import('./ReportUploadPage'),
  },
] as const satisfies readonly AppRoute[];
