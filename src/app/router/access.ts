import type { AuthUser } from '../../contract/authUser';
import { RoleName } from '../../contract/permissions';
import type { RouteDef } from './routeTable';

/** Spec §6: a role check passes if any role name matches; gates are permission strings. */
export function isAdmin(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.includes(RoleName.admin);
}

export function mayOpen(
  route: Pick<RouteDef, 'gate' | 'admin'>,
  user: Pick<AuthUser, 'roles' | 'permissions'>,
): boolean {
  if (route.admin && !isAdmin(user)) return false;
  return route.gate === undefined || user.permissions.includes(route.gate);
}

/** The sidebar: backend routes with an icon that the user may open, in table order. */
export function sidebarRoutes(
  routes: readonly RouteDef[],
  user: Pick<AuthUser, 'roles' | 'permissions'>,
): RouteDef[] {
  return routes.filter((r) => r.layout === 'backend' && r.sidebarIcon !== undefined && mayOpen(r, user));
}
