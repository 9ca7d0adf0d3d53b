/**
 * The browser side of the WebAuthn ceremonies (issue 29), through @simplewebauthn/browser. The
 * PRF extension (`prf.eval.first`) asks the authenticator for a secret derived from the passkey
 * and a salt of ours: that secret opens the vault on this device and goes nowhere else. It is
 * taken out of the answer before the answer is sent to the server.
 */
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { WebAuthnOptions } from '../../../contract/passkeys';

const PRF_SALT_BYTES = 32;

interface PrfOutputs {
  enabled?: boolean;
  results?: { first?: BufferSource };
}

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

function prfOutputOf(extensions: unknown): PrfOutputs {
  const prf = (extensions as { prf?: PrfOutputs } | undefined)?.prf;
  return prf ?? {};
}

function toArrayBuffer(source: BufferSource): ArrayBuffer {
  const view = ArrayBuffer.isView(source) ? source : new Uint8Array(source);
  return new Uint8Array(view.buffer, view.byteOffset, view.byteLength).slice().buffer;
}

/** The answer for the server: the same, with the extension results (the PRF output) left out. */
function withoutExtensionResults<T extends { clientExtensionResults: object }>(response: T): T {
  return { ...response, clientExtensionResults: {} };
}

/**
 * The PRF output of a passkey of this device for `prfSalt`, offline: a WebAuthn get against this
 * origin with a random challenge (no server checks it), the credential named, user verification
 * required. Null when the authenticator gives none.
 */
export async function evaluatePrf(credentialId: string, prfSalt: string): Promise<ArrayBuffer | null> {
  const optionsJSON = {
    challenge: toBase64Url(crypto.getRandomValues(new Uint8Array(32))),
    rpId: location.hostname,
    allowCredentials: [{ id: credentialId, type: 'public-key' }],
    userVerification: 'required',
    extensions: { prf: { eval: { first: fromBase64Url(prfSalt) } } },
  } as unknown as PublicKeyCredentialRequestOptionsJSON;
  const response = await startAuthentication({ optionsJSON });
  const first = prfOutputOf(response.clientExtensionResults).results?.first;
  return first ? toArrayBuffer(first) : null;
}

export interface CreatedPasskey {
  response: RegistrationResponseJSON;
  prfSalt: string;
  /** The PRF output for prfSalt, when the authenticator has PRF. Never sent anywhere. */
  prfOutput: ArrayBuffer | null;
}

/** `navigator.credentials.create` with the PRF extension for a fresh salt of this passkey. */
export async function createPasskey(options: WebAuthnOptions): Promise<CreatedPasskey> {
  const salt = crypto.getRandomValues(new Uint8Array(PRF_SALT_BYTES));
  const optionsJSON = {
    ...options,
    extensions: { ...(options.extensions as object | undefined), prf: { eval: { first: salt } } },
  } as unknown as PublicKeyCredentialCreationOptionsJSON;
  const response = await startRegistration({ optionsJSON });
  const prf = prfOutputOf(response.clientExtensionResults);
  const prfSalt = toBase64Url(salt);
  let prfOutput = prf.results?.first ? toArrayBuffer(prf.results.first) : null;
  // Some authenticators evaluate PRF only when asserting: ask once more, right away.
  if (!prfOutput && prf.enabled) prfOutput = await evaluatePrf(response.id, prfSalt).catch(() => null);
  return { response: withoutExtensionResults(response), prfSalt, prfOutput };
}

/** The assertion of the second-factor ceremony, for the server. */
export async function assertPasskey(options: WebAuthnOptions): Promise<AuthenticationResponseJSON> {
  const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
  return withoutExtensionResults(await startAuthentication({ optionsJSON }));
}
