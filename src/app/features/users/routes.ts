import { Permission } from '../../../contract/permissions';
import type { AppRoute } from '../../router/routeDef';
import { routePaths } from '../../router/routePaths';

export const usersRoutes = [
  {
    name: 'list-users',
    path: routePaths['list-users'],
    titleKey: 'routes.users',
    layout: 'backend',
    gate: Permission.listDoctors,
    admin: true,
    sidebarIcon: 'users',
    page: () => import('./DoctorListPage'),
  },
  {
    name: 'list-users-inactive',
    path: routePaths['list-users-inactive'],
    titleKey: 'routes.usersInactive',
    layout: 'backend',
    gate: Permission.listDoctors,
    admin: true,
    page: () => import('./InactiveDoctorListPage'),
  },
  {
    name: 'new-user',
    path: routePaths['new-user'],
    titleKey: 'routes.userNew',
    layout: 'backend',
    gate: Permission.listDoctors,
    admin: true,
    page: () => import('./DoctorNewPage'),
  },
  {
    name: 'show-doctor',
    path: routePaths['show-doctor'],
    titleKey: 'routes.doctor',
    layout: 'backend',
    gate: Permission.listDoctors,
    admin: true,
    page: () => import('./DoctorDetailPage'),
  },
] as const satisfies readonly AppRoute[];
