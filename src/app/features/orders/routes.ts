import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

/**
 * Issue 28: orders. One order's page (show-order) combines features and is a page of its own
 * (pages/orders/routes.ts), after these: 'new' before ':uuid', which would match it too.
 */
export const ordersRoutes = [
  {
    name: 'list-orders',
    path: routePaths['list-orders'],
    titleKey: 'routes.orders',
    layout: 'backend',
    gate: [Permission.createOrders, Permission.listOrders],
    sidebarIcon: 'orders',
    page: () => import('./OrderListPage'),
  },
  {
    name: 'new-order',
    path: routePaths['new-order'],
    titleKey: 'routes.newOrder',
    layout: 'backend',
    gate: Permission.createOrders,
    page: () => import('./entry/OrderNewPage'),
  },
] as const satisfies readonly AppRoute[];
