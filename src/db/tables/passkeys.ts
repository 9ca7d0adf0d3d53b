import type { PasskeyRecord } from '../../contract/passkeys';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/** A passkey of the user (issue 29), keyed by its id: name, dates, PRF capability; no key material. */
export type PasskeyRow = Mirrored<PasskeyRecord>;

export const passkeysTables = mirrorConcept<{ passkey: PasskeyRow }>({
  stores: {
    /** Issue 29: the user's passkeys, found by credential id (the vault's unlock copies name it). */
    10: { passkey: 'id, credential_id' },
  },
});
