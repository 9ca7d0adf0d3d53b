import { backendMessagesRoutes } from '../features/backendMessages/routes';
import { errorsRoutes } from '../features/errors/routes';
import { forumRoutes } from '../features/forum/routes';
import { guideRoutes } from '../features/guide/routes';
import { homeRoutes } from '../features/home/routes';
import { iecRoutes } from '../features/iec/routes';
import { legalRoutes } from '../features/legal/routes';
import { loginRoutes } from '../features/login/routes';
import { officesRoutes } from '../features/offices/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { reportInterpretationsRoutes } from '../features/reportInterpretations/routes';
import { resultsRoutes } from '../features/results/routes';
import { reportsRoutes } from '../features/reports/routes';
import { systemRoutes } from '../features/system/routes';
import { ticketsRoutes } from '../features/tickets/routes';
import { usersRoutes } from '../features/users/routes';
import { workshopsRoutes } from '../features/workshops/routes';
import { analysesRoutes } from '../features/analyses/routes';
import { ordersRoutes } from '../features/orders/routes';
import { ordersPageRoutes } from '../pages/orders/routes';
import { accountPageRoutes } from '../pages/account/routes';
import { dashboardPageRoutes } from '../pages/dashboard/routes';
import { iecReferencePageRoutes } from '../pages/iecReference/routes';
import { reportDemandsPageRoutes } from '../pages/reportDemands/routes';
import { patientsPageRoutes } from '../pages/patients/routes';
import { reportsPageRoutes } from '../pages/reports/routes';
import { searchPageRoutes } from '../pages/search/routes';
import type { AppRoute } from './routeDef';

/**
 * The one route table (issue 2): page titles, the sidebar and the guard all derive from it. Each
 * feature declares its routes in its own `routes.ts` (a page that combines features, in its folder
 * under pages/); this list combines them, which features may not do themselves. Paths are those of
 * spec §2 (routePaths.ts) under the hash router; every route loads its chunk lazily.
 *
 * The guard takes the first route of a layout whose path matches, so the order counts where paths
 * overlap: within a feature, its own list decides; the error routes' catch-alls come last. The
 * sidebar has its own order (SIDEBAR_ICON_ORDER in routeDef.ts).
 */
export const routeTable = [
  ...homeRoutes,
  ...loginRoutes,
  ...legalRoutes,
  ...onboardingRoutes,
  ...dashboardPageRoutes,
  ...accountPageRoutes,
  ...officesRoutes,
  ...usersRoutes,
  ...reportsPageRoutes,
  ...reportsRoutes,
  ...resultsRoutes,
  ...patientsPageRoutes,
  ...ordersRoutes,
  ...ordersPageRoutes,
  ...analysesRoutes,
  ...reportDemandsPageRoutes,
  ...reportInterpretationsRoutes,
  ...ticketsRoutes,
  ...searchPageRoutes,
  ...workshopsRoutes,
  ...iecRoutes,
  ...forumRoutes,
  ...backendMessagesRoutes,
  ...systemRoutes,
  ...iecReferencePageRoutes,
  ...guideRoutes,
  // Last: '/backend/*' and '*' match every path of their layouts.
  ...errorsRoutes,
] as const satisfies readonly AppRoute[];
