import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const ticketsRoutes = [
  {
    name: 'list-tickets-open',
    path: routePaths['list-tickets-open'],
    titleKey: 'routes.ticketsOpen',
    layout: 'backend',
    gate: Permission.listTickets,
    sidebarIcon: 'ticketsOpen',
    page: () => import('./OpenTicketsPage'),
  },
  {
    name: 'list-tickets-closed',
    path: routePaths['list-tickets-closed'],
    titleKey: 'routes.ticketsClosed',
    layout: 'backend',
    gate: Permission.listTickets,
    sidebarIcon: 'ticketsClosed',
    page: () => import('./ClosedTicketsPage'),
  },
  {
    name: 'list-tickets-all',
    path: routePaths['list-tickets-all'],
    titleKey: 'routes.ticketsAll',
    layout: 'backend',
    gate: Permission.listTickets,
    sidebarIcon: 'ticketsAll',
    page: () => import('./AllTicketsPage'),
  },
  {
    name: 'list-tickets',
    path: routePaths['list-tickets'],
    titleKey: 'routes.tickets',
    layout: 'backend',
    gate: Permission.listTickets,
    page: () => import('./TicketTypePage'),
  },
  {
    name: 'show-ticket',
    path: routePaths['show-ticket'],
    titleKey: 'routes.ticket',
    layout: 'backend',
    gate: Permission.listTickets,
    page: () => import('./TicketDetailPage'),
  },
] as const satisfies readonly AppRoute[];
