import {
  passkeyRecordSchema,
  passkeyRegisteredSchema,
  webAuthnOptionsSchema,
  type PasskeyRecord,
  type PasskeyRegistered,
  type RegisterPasskeyInput,
  type WebAuthnOptions,
} from '../../../contract/passkeys';
import { ensureCsrfCookie } from '../../api/csrf';
import { request } from '../../api/http';
import { writeOnline } from '../../api/onlineWrite';

/**
 * The passkey calls (issue 29). Registering, renaming and removing are online writes (like the
 * 2FA setup), after which the worker pulls (writeOnline): the mirrored list shows the change
 * without waiting for the socket's hint.
 */

export async function fetchRegistrationOptions(): Promise<WebAuthnOptions> {
  await ensureCsrfCookie();
  return webAuthnOptionsSchema.parse(
    await request('/api/user/passkeys/registration-options', { method: 'POST' }),
  );
}

export async function savePasskey(input: RegisterPasskeyInput): Promise<PasskeyRegistered> {
  await ensureCsrfCookie();
  const registered = passkeyRegisteredSchema.parse(
    await writeOnline('/api/user/passkeys', { method: 'POST', body: input }),
  );
  return registered;
}

export async function deletePasskey(id: number | string): Promise<void> {
  await ensureCsrfCookie();
  await writeOnline(`/api/user/passkeys/${id}`, { method: 'DELETE' });
}

export async function renamePasskey(id: number | string, name: string): Promise<PasskeyRecord> {
  await ensureCsrfCookie();
  const renamed = passkeyRecordSchema.parse(
    await writeOnline(`/api/user/passkeys/${id}`, { method: 'PUT', body: { name } }),
  );
  return renamed;
}

export async function fetchChallengeOptions(): Promise<WebAuthnOptions> {
  await ensureCsrfCookie();
  return webAuthnOptionsSchema.parse(
    await request('/api/two-factor-challenge/passkey-options', { method: 'POST' }),
  );
}

export async function passChallengeWithPasskey(response: unknown): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/two-factor-challenge/passkey', { method: 'POST', body: { response } });
}
