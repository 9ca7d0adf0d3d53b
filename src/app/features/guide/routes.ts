import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

/**
 * Spec §2/§6 'guide', open to everyone signed in: one page module serves its seven pages (it reads
 * the topic from the path), behind one loader, so the entry chunk carries one import, not seven.
 */
const guidePage = () => import('./GuidePage');

export const guideRoutes = [
  {
    name: 'guide',
    path: routePaths['guide'],
    titleKey: 'routes.guide',
    layout: 'backend',
    sidebarIcon: 'guide',
    page: guidePage,
  },
  {
    name: 'guide-dashboard',
    path: routePaths['guide-dashboard'],
    titleKey: 'routes.guideDashboard',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'guide-reports-overview',
    path: routePaths['guide-reports-overview'],
    titleKey: 'routes.guideReportsOverview',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'guide-reports-demands',
    path: routePaths['guide-reports-demands'],
    titleKey: 'routes.guideReportsDemands',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'guide-messages',
    path: routePaths['guide-messages'],
    titleKey: 'routes.guideMessages',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'guide-tickets',
    path: routePaths['guide-tickets'],
    titleKey: 'routes.guideTickets',
    layout: 'backend',
    page: guidePage,
  },
  {
    name: 'guide-account',
    path: routePaths['guide-account'],
    titleKey: 'routes.guideAccount',
    layout: 'backend',
    page: guidePage,
  },
] as const satisfies readonly AppRoute[];
