import type { PasskeyRegistered, RegisterPasskeyInput } from '../../../contract/passkeys';
import { vaultWorker } from '../../../workers/syncClient';
import { fetchRegistrationOptions, savePasskey } from './passkeysApi';
import { createPasskey } from './webAuthn';

/**
 * Registers a passkey of this device (the password confirmed just before, as the server's 423
 * gate requires). With a PRF output, the vault's data key is wrapped under it a second time, so
 * the lock screen can open the vault with this passkey; without one the passkey signs in only.
 */
export async function registerPasskey(
  userUuid: string,
  password: string,
  name: string,
): Promise<PasskeyRegistered> {
  const created = await createPasskey(await fetchRegistrationOptions());
  const prf = created.prfOutput !== null;
  const response = created.response as unknown as RegisterPasskeyInput['response'];
  const registered = await savePasskey({ name, prf, response });
  if (created.prfOutput) {
    await vaultWorker().addPasskeyUnlock(
      userUuid,
      password,
      { credentialId: registered.passkey.credential_id, prfSalt: created.prfSalt },
      created.prfOutput,
    );
  }
  return registered;
}
