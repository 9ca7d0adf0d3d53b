import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

/** Issue 27: one patient's cumulative findings, whose values open their report in the viewer. */
export const patientsPageRoutes = [
  {
    name: 'patient-cumulative',
    path: routePaths['patient-cumulative'],
    titleKey: 'routes.patientCumulative',
    layout: 'backend',
    gate: Permission.listReports,
    page: () => import('./CumulativePage'),
  },
] as const satisfies readonly AppRoute[];
