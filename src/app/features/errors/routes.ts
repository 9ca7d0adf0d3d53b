import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const errorsRoutes = [
  {
    name: 'backend-not-found',
    path: routePaths['backend-not-found'],
    titleKey: 'routes.notFound',
    layout: 'backend',
    page: () => import('./BackendNotFoundPage'),
  },
  {
    name: 'not-found',
    path: routePaths['not-found'],
    titleKey: 'routes.notFound',
    layout: 'public',
    page: () => import('./NotFoundPage'),
  },
] as const satisfies readonly AppRoute[];
