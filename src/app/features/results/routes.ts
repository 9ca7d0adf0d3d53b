import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

/** Issue 27: the patients the device holds reports of, searched on the device. */
export const resultsRoutes = [
  {
    name: 'patients',
    path: routePaths.patients,
    titleKey: 'routes.patients',
    layout: 'backend',
    gate: Permission.listReports,
    sidebarIcon: 'patients',
    page: () => import('./PatientsPage'),
  },
] as const satisfies readonly AppRoute[];
