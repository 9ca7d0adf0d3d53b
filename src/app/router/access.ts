import type { AuthUser } from '../../contract/authUser';
import { RoleName } from '../../contract/permissions';
import { SIDEBAR_ICON_ORDER, type RouteDef } from './routeDef';

/** Spec §6: a role check passes if any role name matches; gates are permission strings. */
export function isAdmin(user: Pick<AuthUser, 'roles'>): boolean {
  return user.roles.includes(RoleName.admin);
}

export function mayOpen(
  route: Pick<RouteDef, 'gate' | 'admin'>,
  user: Pick<AuthUser, 'roles' | 'permissions'>,
): boolean {
  if (route.admin && !isAdmin(user)) return false;
  if (route.gate === undefined) return true;
  const gates: readonly string[] = typeof route.gate === 'string' ? [route.gate] : route.gate;
  return gates.some((gate) => user.permissions.includes(gate));
}

/**
 * The sidebar: backend routes with an icon that the user may open, in the order of their icons in
 * SIDEBAR_ICON_ORDER (the route table's order is that of the features, not the sidebar's).
 */
export function sidebarRoutes(
  routes: readonly RouteDef[],
  user: Pick<AuthUser, 'roles' | 'permissions'>,
): RouteDef[] {
  const position = (route: RouteDef) => SIDEBAR_ICON_ORDER.indexOf(route.sidebarIcon ?? 'home');
  return routes
    .filter((r) => r.layout === 'backend' && r.sidebarIcon !== undefined && mayOpen(r, user))
    .sort((a, b) => position(a) - position(b));
}
