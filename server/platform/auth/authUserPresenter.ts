/** The signed-in user as the client sees it (src/contract/authUser.ts): no secret leaves the server. */
import type { AuthUser, PendingAuthUser } from '../../../src/contract/authUser';
import type { SyncedUser } from '../../../src/contract/sync';
import type { AuthenticatedUser, SessionRecord } from './authTypes';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toAuthUser(
  user: AuthenticatedUser,
  session: Pick<SessionRecord, 'twoFactorPassedAt'>,
): AuthUser {
  return {
    id: user.id,
    uuid: user.uuid,
    username: user.username,
    vorname: user.vorname,
    nachname: user.nachname,
    anrede: user.anrede,
    titel: user.titel,
    email: user.email,
    phone: user.phone,
    mobile: user.mobile,
    strasse: user.strasse,
    plz: user.plz,
    ort: user.ort,
    lis_id: user.lisId,
    language: user.language,
    roles: user.roles,
    permissions: user.permissions,
    twoFactorType: user.twoFactorType,
    // A setup has begun: the app type has its secret, the mail and passkey types need none.
    twoFactorSecret:
      user.twoFactorType === 'mail' ||
      user.twoFactorType === 'passkey' ||
      (user.twoFactorType === 'app' && user.twoFactorSecret !== null),
    twoFactorConfirmedAt: iso(user.twoFactorConfirmedAt),
    twoFactorAuthenticated: session.twoFactorPassedAt !== null,
    loginCredentialsSetAt: iso(user.loginCredentialsSetAt),
    emailVerifiedAt: iso(user.emailVerifiedAt),
    emailVerificationNotificationSentAt: iso(user.emailVerificationNotificationSentAt),
    vorletzterLogin: iso(user.vorletzterLogin),
    forumRulesConfirmedAt: iso(user.forumRulesConfirmedAt),
  };
}

/** A sign-in waiting for the second factor: the guard's flags and the code type, nothing more. */
export function toPendingAuthUser(user: AuthenticatedUser): PendingAuthUser {
  return {
    emailVerifiedAt: iso(user.emailVerifiedAt),
    loginCredentialsSetAt: iso(user.loginCredentialsSetAt),
    twoFactorConfirmedAt: iso(user.twoFactorConfirmedAt),
    twoFactorType: user.twoFactorType,
    twoFactorAuthenticated: false,
  };
}

/** The user as the sync feed mirrors it (entity `user`): the AuthUser without the session's flag. */
export function toSyncedUser(user: AuthenticatedUser): SyncedUser {
  const { twoFactorAuthenticated: _session, ...synced } = toAuthUser(user, { twoFactorPassedAt: null });
  return synced;
}
