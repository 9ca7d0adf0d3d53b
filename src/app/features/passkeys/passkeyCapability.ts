import type { PasskeyRecord } from '../../../contract/passkeys';

/**
 * What a passkey can do, as the list says it (issue 29): open the offline data on this device
 * (a PRF-wrapped copy of the vault key is stored here), do so on the device that registered it,
 * or sign in only (the authenticator gave no PRF result).
 */
export type PasskeyCapability = 'unlocksHere' | 'unlocksElsewhere' | 'signInOnly';

export function passkeyCapability(
  passkey: Pick<PasskeyRecord, 'prf' | 'credential_id'>,
  unlockCopiesHere: ReadonlySet<string>,
): PasskeyCapability {
  if (!passkey.prf) return 'signInOnly';
  return unlockCopiesHere.has(passkey.credential_id) ? 'unlocksHere' : 'unlocksElsewhere';
}
