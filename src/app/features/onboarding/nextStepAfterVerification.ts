import type { AuthUser } from '../../../contract/authUser';
import type { RouteName } from '../../router/routePaths';

/**
 * Spec §4: after the e-mail is verified (and 1.5 s), the wizard goes on where the user stands:
 * credentials not set -> change password; two-factor not confirmed -> two-factor setup; else login.
 * Without a signed-in user (the link was opened in another browser) the way on is the login.
 */
export function nextStepAfterVerification(
  user: Pick<AuthUser, 'loginCredentialsSetAt' | 'twoFactorConfirmedAt'> | null,
): RouteName {
  if (!user) return 'login';
  if (!user.loginCredentialsSetAt) return 'first-run-change-password';
  if (!user.twoFactorConfirmedAt) return 'first-run-enable-two-factor-auth';
  return 'login';
}
