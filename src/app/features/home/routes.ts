import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const homeRoutes = [
  {
    name: 'home',
    path: routePaths.home,
    titleKey: 'routes.home',
    layout: 'public',
    page: () => import('./HomePage'),
  },
] as const satisfies readonly AppRoute[];
