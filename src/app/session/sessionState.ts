import type { AuthUser } from '../../contract/authUser';

/**
 * Whether a user is known in this tab. Spec §8 treats a 401 differently when a user is known (the
 * session was lost: message and back to login) from when none is (a visitor: nothing to say).
 */
let signedInUserUuid: string | null = null;
/**
 * The user signed out in this tab: a request still under way then may come back 401 or 419, and
 * must not turn the logout into 'Sitzung abgelaufen' on the auto-logout page. Until the next sign-in.
 */
let signedOutHere = false;

export function rememberSignedInUser(user: AuthUser | null): void {
  signedInUserUuid = user?.uuid ?? null;
  if (user) signedOutHere = false;
}

/** The uuid of the user known in this tab, for links into their own account. */
export function knownUserUuid(): string | null {
  return signedInUserUuid;
}

export function isUserKnown(): boolean {
  return signedInUserUuid !== null;
}

export function forgetSignedInUser({ signedOut = false } = {}): void {
  signedInUserUuid = null;
  if (signedOut) signedOutHere = true;
}

export function hasSignedOutHere(): boolean {
  return signedOutHere;
}
