import type { AuthUser } from '../../contract/authUser';
import { mayOpen } from './access';
import type { RouteDef } from './routeTable';

/**
 * The navigation guard of spec §2 as a pure decision, so that it can be tested without a browser.
 * The onboarding steps (verify e-mail, set credentials, set up and pass two-factor) join here with
 * the accounts issue; until then a backend route needs a known user and the route's gate.
 */
export type GuardDecision = { kind: 'proceed' } | { kind: 'login'; redirect: string } | { kind: 'forbidden' };

export function decideNavigation(
  route: Pick<RouteDef, 'layout' | 'gate' | 'admin'>,
  wantedPath: string,
  user: AuthUser | null,
): GuardDecision {
  if (route.layout === 'public') return { kind: 'proceed' };
  if (!user) return { kind: 'login', redirect: wantedPath };
  if (!mayOpen(route, user)) return { kind: 'forbidden' };
  return { kind: 'proceed' };
}
