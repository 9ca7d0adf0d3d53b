import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const backendMessagesRoutes = [
  {
    name: 'list-messages',
    path: routePaths['list-messages'],
    titleKey: 'routes.messages',
    layout: 'backend',
    gate: Permission.listBackendMessages,
    sidebarIcon: 'messages',
    page: () => import('./MessageListPage'),
  },
  {
    name: 'new-message',
    path: routePaths['new-message'],
    titleKey: 'routes.messageNew',
    layout: 'backend',
    gate: Permission.listBackendMessages,
    page: () => import('./MessageNewPage'),
  },
  {
    name: 'show-message',
    path: routePaths['show-message'],
    titleKey: 'routes.message',
    layout: 'backend',
    gate: Permission.listBackendMessages,
    page: () => import('./MessageDetailPage'),
  },
  {
    name: 'edit-message',
    path: routePaths['edit-message'],
    titleKey: 'routes.messageEdit',
    layout: 'backend',
    gate: Permission.listBackendMessages,
    page: () => import('./MessageEditPage'),
  },
] as const satisfies readonly AppRoute[];
