import type { AuthUser } from '../../contract/authUser';

/**
 * Whether a user is known in this tab. Spec §8 treats a 401 differently when a user is known (the
 * session was lost: message and back to login) from when none is (a visitor: nothing to say).
 */
let signedInUserUuid: string | null = null;

export function rememberSignedInUser(user: AuthUser | null): void {
  signedInUserUuid = user?.uuid ?? null;
}

/** The uuid of the user known in this tab, for links into their own account. */
export function knownUserUuid(): string | null {
  return signedInUserUuid;
}

export function isUserKnown(): boolean {
  return signedInUserUuid !== null;
}

export function forgetSignedInUser(): void {
  signedInUserUuid = null;
}
