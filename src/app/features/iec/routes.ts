import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const iecRoutes = [
  {
    // Issue 16: every signed-in user (doctors put together what is to be examined).
    name: 'iec-tool',
    path: routePaths['iec-tool'],
    titleKey: 'routes.iecTool',
    layout: 'backend',
    sidebarIcon: 'iecTool',
    page: () => import('./IecToolPage'),
  },
  {
    name: 'iec-content',
    path: routePaths['iec-content'],
    titleKey: 'routes.iecContent',
    layout: 'backend',
    gate: Permission.manageContent,
    sidebarIcon: 'iecContent',
    page: () => import('./content/IecContentPage'),
  },
] as const satisfies readonly AppRoute[];
