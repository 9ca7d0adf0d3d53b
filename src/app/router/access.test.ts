import { describe, expect, it } from 'vitest';
import { Permission, RoleName } from '../../contract/permissions';
import type { RouteDef } from './routeDef';
import { sidebarRoutes } from './access';

const Icon = 'home' as const;
const page = () => Promise.resolve({ default: () => null });
const routes: RouteDef[] = [
  { name: 'dashboard', path: '/backend', titleKey: 'd', layout: 'backend', sidebarIcon: Icon, page },
  {
    name: 'offices',
    path: '/backend/offices',
    titleKey: 'o',
    layout: 'backend',
    gate: Permission.listOffices,
    admin: true,
    sidebarIcon: Icon,
    page,
  },
  {
    name: 'reports',
    path: '/backend/reports',
    titleKey: 'r',
    layout: 'backend',
    gate: Permission.listReports,
    sidebarIcon: Icon,
    page,
  },
  {
    name: 'show',
    path: '/backend/reports/:id',
    titleKey: 's',
    layout: 'backend',
    gate: Permission.listReports,
    page,
  },
  { name: 'home', path: '/', titleKey: 'h', layout: 'public', sidebarIcon: Icon, page },
];

describe('sidebar', () => {
  it('shows a doctor only the entries whose permission they hold', () => {
    const names = sidebarRoutes(routes, {
      roles: [RoleName.doctor],
      permissions: [Permission.listReports],
    }).map((r) => r.name);
    expect(names).toEqual(['dashboard', 'reports']);
  });

  it('shows an admin the admin-only entries', () => {
    const names = sidebarRoutes(routes, {
      roles: [RoleName.admin],
      permissions: [Permission.listOffices, Permission.listReports],
    }).map((r) => r.name);
    expect(names).toEqual(['dashboard', 'offices', 'reports']);
  });

  it('hides an entry from a user who holds the permission but is not admin where admin is required', () => {
    const names = sidebarRoutes(routes, { roles: [RoleName.lab], permissions: [Permission.listOffices] }).map(
      (r) => r.name,
    );
    expect(names).toEqual(['dashboard']);
  });

  it('lists the entries in the sidebar order, whatever the order of the features in the route table', () => {
    const table: RouteDef[] = [
      {
        name: 'content',
        path: '/backend/c',
        titleKey: 'c',
        layout: 'backend',
        sidebarIcon: 'iecContent',
        page,
      },
      { name: 'tool', path: '/backend/t', titleKey: 't', layout: 'backend', sidebarIcon: 'iecTool', page },
      { name: 'dashboard', path: '/backend', titleKey: 'd', layout: 'backend', sidebarIcon: 'home', page },
    ];
    const names = sidebarRoutes(table, { roles: [RoleName.doctor], permissions: [] }).map((r) => r.name);
    expect(names).toEqual(['dashboard', 'tool', 'content']);
  });
});
