/** The rules behind the auth levels and gates, as pure functions of the user and the session. */
import { PASSWORD_CONFIRMATION_TTL_MS } from '../../../src/contract/constants';
import { RoleName, type Permission } from '../../../src/contract/permissions';
import type { AuthenticatedUser, SessionRecord } from './authTypes';

export const isAdmin = (user: Pick<AuthenticatedUser, 'roles'>): boolean =>
  user.roles.includes(RoleName.admin);

/** A role check passes if any role of the user holds the permission (spec §6). */
export const holdsPermission = (
  user: Pick<AuthenticatedUser, 'permissions'>,
  permission: Permission,
): boolean => user.permissions.includes(permission);

/** Signed in with the password, the confirmed second factor not yet passed in this session. */
export const awaitsSecondFactor = (
  user: Pick<AuthenticatedUser, 'twoFactorConfirmedAt'>,
  session: Pick<SessionRecord, 'twoFactorPassedAt'>,
): boolean => user.twoFactorConfirmedAt !== null && session.twoFactorPassedAt === null;

/**
 * Every onboarding step done and the second factor passed in this session: the backend is open.
 * Passing requires a confirmed second factor; switching it off in the settings afterwards keeps
 * this session open and forces the setup at the next login (spec §4).
 */
export const hasFullAccess = (
  user: Pick<AuthenticatedUser, 'emailVerifiedAt' | 'loginCredentialsSetAt'>,
  session: Pick<SessionRecord, 'twoFactorPassedAt'>,
): boolean =>
  user.emailVerifiedAt !== null && user.loginCredentialsSetAt !== null && session.twoFactorPassedAt !== null;

export const passwordRecentlyConfirmed = (session: Pick<SessionRecord, 'data'>, now: Date): boolean => {
  const confirmedAt = session.data.passwordConfirmedAt;
  return confirmedAt !== undefined && now.getTime() - confirmedAt < PASSWORD_CONFIRMATION_TTL_MS;
};
