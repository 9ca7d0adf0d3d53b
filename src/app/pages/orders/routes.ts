import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

/**
 * Issue 28: one order, doctors' and staff's alike. A page above the features, as its linked report
 * opens in the reports feature's viewer (components/reportSlots.ts). After the orders feature's
 * routes, whose 'new' the ':uuid' would match too.
 */
export const ordersPageRoutes = [
  {
    name: 'show-order',
    path: routePaths['show-order'],
    titleKey: 'routes.order',
    layout: 'backend',
    gate: [Permission.createOrders, Permission.listOrders],
    page: () => import('./OrderPage'),
  },
] as const satisfies readonly AppRoute[];
