import type { CurrentUser } from '../../contract/authUser';
import { isPendingAuthUser } from '../../contract/authUserKind';
import { mayOpen } from './access';
import type { RouteDef } from './routeDef';
import type { RouteName } from './routePaths';

/**
 * The navigation guard of spec §2 as a pure decision, testable without a browser. For a page that
 * needs login, in this order: e-mail not verified -> verify-email; credentials not set -> first-run
 * change-password; two-factor not confirmed -> first-run two-factor setup; two-factor not passed in
 * this session -> the challenge; then the route's gate. No known user -> login with the wanted path.
 */
export type GuardDecision =
  | { kind: 'proceed' }
  | { kind: 'login'; redirect: string }
  | { kind: 'redirect'; to: RouteName; redirect?: string }
  | { kind: 'forbidden' };

type OnboardingFlags = Pick<
  CurrentUser,
  'emailVerifiedAt' | 'loginCredentialsSetAt' | 'twoFactorConfirmedAt' | 'twoFactorAuthenticated'
>;

/** The first step of onboarding and sign-in the user has still to take, or null when done. */
export function pendingStep(user: OnboardingFlags): RouteName | null {
  if (!user.emailVerifiedAt) return 'verify-email';
  if (!user.loginCredentialsSetAt) return 'first-run-change-password';
  // Two-factor switched off in the settings is set up again at the next login (spec §4), not at
  // once: a session that passed it goes on.
  if (!user.twoFactorConfirmedAt && !user.twoFactorAuthenticated) return 'first-run-enable-two-factor-auth';
  if (!user.twoFactorAuthenticated) return 'login-two-factor-challenge';
  return null;
}

export function decideNavigation(
  route: Pick<RouteDef, 'name' | 'layout' | 'gate' | 'admin'>,
  wantedPath: string,
  user: CurrentUser | null,
): GuardDecision {
  if (route.layout === 'public') return { kind: 'proceed' };
  if (!user) return { kind: 'login', redirect: wantedPath };
  const step = pendingStep(user);
  if (step && step !== route.name) {
    return step === 'login-two-factor-challenge' && route.layout === 'backend'
      ? { kind: 'redirect', to: step, redirect: wantedPath }
      : { kind: 'redirect', to: step };
  }
  // A pending login always has the challenge as its step; the profile comes after it.
  if (isPendingAuthUser(user)) return { kind: 'redirect', to: 'login-two-factor-challenge' };
  if (route.layout === 'wizard') return { kind: 'proceed' };
  if (!mayOpen(route, user)) return { kind: 'forbidden' };
  return { kind: 'proceed' };
}
