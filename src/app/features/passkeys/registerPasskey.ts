import type { PasskeyRegistered, RegisterPasskeyInput } from '../../../contract/passkeys';
import { vaultWorker } from '../../../workers/syncClient';
import { fetchRegistrationOptions, savePasskey } from './passkeysApi';
import { createPasskey } from './webAuthn';

/**
 * Registers a passkey of this device (the password confirmed just before, as the server's 423
 * gate requires). With a PRF output, the vault's data key is wrapped under it a second time, so
 * the lock screen can open the vault with this passkey; without one the passkey signs in only.
 * The wrap is stored before the server is told, so the list never shows the passkey without the
 * unlock it offers; a registration the server refuses takes the wrap away again.
 */
export async function registerPasskey(
  userUuid: string,
  password: string,
  name: string,
): Promise<PasskeyRegistered> {
  const created = await createPasskey(await fetchRegistrationOptions());
  const credentialId = created.response.id;
  if (created.prfOutput) {
    await vaultWorker().addPasskeyUnlock(
      userUuid,
      password,
      { credentialId, prfSalt: created.prfSalt },
      created.prfOutput,
    );
  }
  const response = created.response as unknown as RegisterPasskeyInput['response'];
  try {
    return await savePasskey({ name, prf: created.prfOutput !== null, response });
  } catch (error) {
    await vaultWorker().removePasskeyUnlock(userUuid, credentialId);
    throw error;
  }
}
