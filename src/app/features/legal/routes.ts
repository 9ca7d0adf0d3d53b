import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const legalRoutes = [
  {
    name: 'datenschutz',
    path: routePaths.datenschutz,
    titleKey: 'routes.datenschutz',
    layout: 'public',
    page: () => import('./DatenschutzPage'),
  },
  {
    name: 'impressum',
    path: routePaths.impressum,
    titleKey: 'routes.impressum',
    layout: 'public',
    page: () => import('./ImpressumPage'),
  },
  {
    name: 'agb',
    path: routePaths.agb,
    titleKey: 'routes.agb',
    layout: 'public',
    page: () => import('./AgbPage'),
  },
] as const satisfies readonly AppRoute[];
