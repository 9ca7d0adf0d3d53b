import { decryptJson, encryptJson } from './vaultCrypto';

/**
 * Queued requests whose body holds patient data (a question on a report, a message, an
 * interpretation note) are stored sealed in the outbox too: `{ [SEALED_BODY]: ciphertext }`,
 * opened by the sync worker just before it sends them. The ciphertext is bound to the request's
 * path, which stays the same when a refused action is sent again under a new Idempotency-Key.
 */
export const SEALED_BODY = '__sealed';

export type SealedBody = { [SEALED_BODY]: string };

export const isSealedBody = (body: unknown): body is SealedBody =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Record<string, unknown>)[SEALED_BODY] === 'string';

const bodyContext = (path: string) => `outbox:${path}`;

export async function sealBody(key: CryptoKey, path: string, body: unknown): Promise<SealedBody> {
  return { [SEALED_BODY]: await encryptJson(key, body, bodyContext(path)) };
}

export async function openBody(key: CryptoKey, path: string, body: unknown): Promise<unknown> {
  return isSealedBody(body) ? decryptJson(key, body[SEALED_BODY], bodyContext(path)) : body;
}
