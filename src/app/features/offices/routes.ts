import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const officesRoutes = [
  {
    name: 'list-offices',
    path: routePaths['list-offices'],
    titleKey: 'routes.offices',
    layout: 'backend',
    gate: Permission.listOffices,
    admin: true,
    sidebarIcon: 'offices',
    page: () => import('./OfficeListPage'),
  },
  {
    name: 'list-offices-inactive',
    path: routePaths['list-offices-inactive'],
    titleKey: 'routes.officesInactive',
    layout: 'backend',
    gate: Permission.listOffices,
    admin: true,
    page: () => import('./InactiveOfficeListPage'),
  },
  {
    name: 'show-office',
    path: routePaths['show-office'],
    titleKey: 'routes.office',
    layout: 'backend',
    gate: Permission.showOffices,
    admin: true,
    page: () => import('./OfficeDetailPage'),
  },
  {
    name: 'new-office',
    path: routePaths['new-office'],
    titleKey: 'routes.officeNew',
    layout: 'backend',
    gate: Permission.createOffices,
    admin: true,
    page: () => import('./OfficeNewPage'),
  },
  {
    name: 'edit-office',
    path: routePaths['edit-office'],
    titleKey: 'routes.officeEdit',
    layout: 'backend',
    gate: Permission.editOffices,
    admin: true,
    page: () => import('./OfficeEditPage'),
  },
] as const satisfies readonly AppRoute[];
