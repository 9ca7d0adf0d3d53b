import { GLOBAL_SEARCH_PERMISSION } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const searchPageRoutes = [
  {
    name: 'search-results',
    path: routePaths['search-results'],
    titleKey: 'routes.searchResults',
    layout: 'backend',
    // Spec §6: doctors get no global search.
    gate: GLOBAL_SEARCH_PERMISSION,
    page: () => import('./SearchPage'),
  },
] as const satisfies readonly AppRoute[];
