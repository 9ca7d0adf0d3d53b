import {
  AES_GCM_IV_BYTES,
  DATA_KEY_BITS,
  HKDF_INFO,
  HKDF_SALT_BYTES,
  MIN_KEY_MATERIAL_BYTES,
  PBKDF2_ITERATIONS,
  PBKDF2_SALT_BYTES,
  VAULT_FORMAT_VERSION,
} from './vaultConstants';

/**
 * The cryptographic core of the encrypted local vault (issue 7; design brief 'Patient data on the
 * device'). WebCrypto only, so the same code runs in the page, the sync worker and Node's tests.
 *
 * Two layers of keys:
 * - The data key: a random AES-256-GCM key per user and device that encrypts patient fields and
 *   PDF bytes. Callers only ever hold it as a non-extractable CryptoKey: its bytes cannot leave
 *   the WebCrypto implementation, not even to code running in the worker.
 * - The key-encryption key: derived from the user's password by PBKDF2-SHA256 with a random salt.
 *   It wraps the data key (AES-GCM, the user's uuid as additional data) into a WrappedDataKey, the
 *   only form of the data key that is stored. Changing the password rewraps the same data key, so
 *   the stored ciphertexts stay valid.
 * - Optionally a second wrap of the same data key under raw key material (a passkey's PRF output,
 *   issue 29), derived by HKDF: another way to open the vault, offline, next to the password.
 *
 * Every field ciphertext is bound to a caller-chosen context (e.g. `report:<id>:patient_data`)
 * through AES-GCM's additional data: a ciphertext copied to another row or field does not decrypt.
 * Every encryption draws a fresh random 96-bit iv; at the volumes of one device (thousands of rows
 * per bootstrap) random ivs stay far below GCM's 2^32 messages-per-key limit.
 */

export { PBKDF2_ITERATIONS } from './vaultConstants';

/** The data key as stored in the user's Dexie meta; every binary field is base64url. */
export interface WrappedDataKey {
  version: 1;
  /** The user the key belongs to; authenticated as the wrap's additional data. */
  userUuid: string;
  salt: string;
  iterations: number;
  iv: string;
  wrapped: string;
}

/** The password does not open this wrapped key: wrong password, or a key bound to another user. */
export class VaultPasswordError extends Error {
  constructor() {
    super('vault: the password does not open this key');
    this.name = 'VaultPasswordError';
  }
}

/**
 * A stored value is not a vault ciphertext of this format, or fails authentication: tampered,
 * moved to another context, or encrypted under another data key.
 */
export class VaultDataError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(`vault: ${message}`, options);
    this.name = 'VaultDataError';
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });
const AES_GCM = 'AES-GCM';
const DATA_KEY_ALGORITHM: AesKeyGenParams = { name: AES_GCM, length: DATA_KEY_BITS };
const DATA_KEY_USAGES: KeyUsage[] = ['encrypt', 'decrypt'];
const TEXT_PREFIX = `v${VAULT_FORMAT_VERSION}.`;
/** `v1.` + 12-byte iv (16 base64url characters) + `.` + ciphertext with its 16-byte tag (>= 22). */
const ENCRYPTED_TEXT = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22,}$/;
const GCM_TAG_BYTES = 16;

/**
 * Creates the vault of a user on this device: a random data key, wrapped under the password.
 * `iterations` exists for tests; production code keeps the default.
 */
export async function createVault(
  password: string,
  userUuid: string,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<{ key: CryptoKey; wrapped: WrappedDataKey }> {
  // Extractable only so it can be wrapped; it goes out of scope at the end of this function.
  const extractable = await crypto.subtle.generateKey(DATA_KEY_ALGORITHM, true, DATA_KEY_USAGES);
  const wrapped = await wrapDataKey(extractable, password, userUuid, iterations);
  // The caller's copy comes from the stored form, which also proves the blob opens.
  const key = await unwrapDataKey(password, wrapped, userUuid, false);
  return { key, wrapped };
}

/**
 * Opens the vault: the data key as a non-extractable CryptoKey. Needs no server, so it works
 * offline. `userUuid` (default: the blob's own) is the user the caller expects: a blob of another
 * user, or one whose `userUuid` was edited, is refused like a wrong password.
 */
export async function unlockVault(
  password: string,
  wrapped: WrappedDataKey,
  userUuid: string = wrapped.userUuid,
): Promise<CryptoKey> {
  return unwrapDataKey(password, wrapped, userUuid, false);
}

/**
 * A password change: the same data key under the new password, with a new salt and iv, so every
 * stored ciphertext stays readable. The data key is extractable only inside this function.
 */
export async function rewrapVault(
  oldPassword: string,
  newPassword: string,
  wrapped: WrappedDataKey,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<WrappedDataKey> {
  const extractable = await unwrapDataKey(oldPassword, wrapped, wrapped.userUuid, true);
  return wrapDataKey(extractable, newPassword, wrapped.userUuid, iterations);
}

/**
 * The data key wrapped a second time, under a key derived from raw key material: a passkey's PRF
 * output (issue 29). Stored next to the password-wrapped key; the material itself never is. The
 * wrap is bound to the user and the credential (additional data), so a copy moved to another user
 * or credential does not open.
 */
export interface MaterialWrappedDataKey {
  version: 1;
  userUuid: string;
  /** The WebAuthn credential id (base64url) whose PRF output opens this copy. */
  credentialId: string;
  /** The PRF input (`eval.first`) that gives the material again; not a secret. */
  prfSalt: string;
  /** HKDF salt. */
  salt: string;
  iv: string;
  wrapped: string;
}

/** The key material does not open this copy: another credential's output, or another user's copy. */
export class VaultKeyMaterialError extends Error {
  constructor() {
    super('vault: the key material does not open this key');
    this.name = 'VaultKeyMaterialError';
  }
}

/**
 * Wraps the data key a second time, under HKDF-SHA256 of `material` (at least 32 bytes). The
 * password opens the data key here, extractable for this function only: the key callers hold can
 * never be exported, so adding a way in always needs a way in that is already there.
 */
export async function wrapVaultWithKeyMaterial(
  password: string,
  wrapped: WrappedDataKey,
  material: BufferSource,
  binding: { credentialId: string; prfSalt: string },
): Promise<MaterialWrappedDataKey> {
  if (material.byteLength < MIN_KEY_MATERIAL_BYTES) throw new RangeError('vault: key material too short');
  const extractable = await unwrapDataKey(password, wrapped, wrapped.userUuid, true);
  const salt = randomBytes(HKDF_SALT_BYTES);
  const iv = randomBytes(AES_GCM_IV_BYTES);
  const stored = { version: 1 as const, userUuid: wrapped.userUuid, ...binding, salt: toBase64Url(salt) };
  const wrappingKey = await deriveMaterialWrappingKey(material, salt);
  const wrappedKey = await crypto.subtle.wrapKey('raw', extractable, wrappingKey, {
    name: AES_GCM,
    iv,
    additionalData: materialBinding(stored),
  });
  return { ...stored, iv: toBase64Url(iv), wrapped: toBase64Url(new Uint8Array(wrappedKey)) };
}

/** Opens the vault with key material, offline: the data key as a non-extractable CryptoKey. */
export async function unlockVaultWithKeyMaterial(
  material: BufferSource,
  stored: MaterialWrappedDataKey,
  userUuid: string = stored.userUuid,
): Promise<CryptoKey> {
  if (stored.version !== VAULT_FORMAT_VERSION) throw new VaultDataError('unknown wrapped key version');
  const wrappingKey = await deriveMaterialWrappingKey(material, fromBase64Url(stored.salt));
  try {
    return await crypto.subtle.unwrapKey(
      'raw',
      fromBase64Url(stored.wrapped),
      wrappingKey,
      {
        name: AES_GCM,
        iv: fromBase64Url(stored.iv),
        additionalData: materialBinding({ ...stored, userUuid }),
      },
      DATA_KEY_ALGORITHM,
      false,
      DATA_KEY_USAGES,
    );
  } catch {
    throw new VaultKeyMaterialError();
  }
}

/** Encrypts a text field: `v1.<iv>.<ciphertext>`, both base64url. */
export async function encryptText(key: CryptoKey, plaintext: string, context: string): Promise<string> {
  const iv = randomBytes(AES_GCM_IV_BYTES);
  const ciphertext = await crypto.subtle.encrypt(
    { name: AES_GCM, iv, additionalData: encoder.encode(context) },
    key,
    encoder.encode(plaintext),
  );
  return `${TEXT_PREFIX}${toBase64Url(iv)}.${toBase64Url(new Uint8Array(ciphertext))}`;
}

/** Decrypts what encryptText stored under the same key and context; throws VaultDataError otherwise. */
export async function decryptText(key: CryptoKey, stored: string, context: string): Promise<string> {
  if (!isEncryptedText(stored)) throw new VaultDataError('not an encrypted text of format v1');
  const [, iv = '', ciphertext = ''] = stored.split('.');
  const plaintext = await decrypt(key, fromBase64Url(iv), fromBase64Url(ciphertext), context);
  try {
    return decoder.decode(plaintext);
  } catch (error) {
    throw new VaultDataError('decrypted text is not UTF-8', { cause: error });
  }
}

/** Encrypts a JSON value (e.g. a report's patient_data) as an encrypted text. */
export async function encryptJson(key: CryptoKey, value: unknown, context: string): Promise<string> {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError('vault: value has no JSON form');
  return encryptText(key, json, context);
}

/** Decrypts what encryptJson stored. The result is unchecked: validate it like any other input. */
export async function decryptJson(key: CryptoKey, stored: string, context: string): Promise<unknown> {
  const json = await decryptText(key, stored, context);
  try {
    return JSON.parse(json) as unknown;
  } catch (error) {
    throw new VaultDataError('decrypted text is not JSON', { cause: error });
  }
}

/** Encrypts bytes (e.g. a PDF) into one buffer: version byte | 12-byte iv | ciphertext with tag. */
export async function encryptBytes(
  key: CryptoKey,
  bytes: ArrayBuffer | Uint8Array<ArrayBuffer>,
  context: string,
): Promise<ArrayBuffer> {
  const iv = randomBytes(AES_GCM_IV_BYTES);
  const ciphertext = await crypto.subtle.encrypt(
    { name: AES_GCM, iv, additionalData: encoder.encode(context) },
    key,
    bytes,
  );
  const stored = new Uint8Array(1 + AES_GCM_IV_BYTES + ciphertext.byteLength);
  stored[0] = VAULT_FORMAT_VERSION;
  stored.set(iv, 1);
  stored.set(new Uint8Array(ciphertext), 1 + AES_GCM_IV_BYTES);
  return stored.buffer;
}

/** Decrypts what encryptBytes stored under the same key and context; throws VaultDataError otherwise. */
export async function decryptBytes(
  key: CryptoKey,
  stored: ArrayBuffer | Uint8Array<ArrayBuffer>,
  context: string,
): Promise<ArrayBuffer> {
  const view = stored instanceof Uint8Array ? stored : new Uint8Array(stored);
  if (view.byteLength < 1 + AES_GCM_IV_BYTES + GCM_TAG_BYTES || view[0] !== VAULT_FORMAT_VERSION) {
    throw new VaultDataError('not encrypted bytes of format v1');
  }
  return decrypt(key, view.subarray(1, 1 + AES_GCM_IV_BYTES), view.subarray(1 + AES_GCM_IV_BYTES), context);
}

/** Whether a stored value has the form of an encrypted text (it says nothing about its key). */
export function isEncryptedText(value: unknown): value is string {
  return typeof value === 'string' && ENCRYPTED_TEXT.test(value);
}

async function decrypt(
  key: CryptoKey,
  iv: Uint8Array<ArrayBuffer>,
  ciphertext: Uint8Array<ArrayBuffer>,
  context: string,
): Promise<ArrayBuffer> {
  try {
    return await crypto.subtle.decrypt(
      { name: AES_GCM, iv, additionalData: encoder.encode(context) },
      key,
      ciphertext,
    );
  } catch (error) {
    throw new VaultDataError('ciphertext fails authentication (tampered, other context or key)', {
      cause: error,
    });
  }
}

/** The key-encryption key: PBKDF2-SHA256 of the password, usable only to (un)wrap the data key. */
async function deriveWrappingKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<CryptoKey> {
  // NFKC (NIST SP 800-63B 5.1.1.2): the same password typed on another keyboard gives the same bytes.
  const material = await crypto.subtle.importKey(
    'raw',
    encoder.encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: AES_GCM, length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** HKDF-SHA256 of the raw material into an AES-256-GCM key usable only to (un)wrap the data key. */
async function deriveMaterialWrappingKey(
  material: BufferSource,
  salt: Uint8Array<ArrayBuffer>,
): Promise<CryptoKey> {
  const base = await crypto.subtle.importKey('raw', material, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt, info: encoder.encode(HKDF_INFO) },
    base,
    { name: AES_GCM, length: 256 },
    false,
    ['wrapKey', 'unwrapKey'],
  );
}

/** The additional data of a material wrap: user and credential, so neither can be swapped. */
const materialBinding = (stored: Pick<MaterialWrappedDataKey, 'userUuid' | 'credentialId'>) =>
  encoder.encode(`${stored.userUuid}|${stored.credentialId}`);

async function wrapDataKey(
  dataKey: CryptoKey,
  password: string,
  userUuid: string,
  iterations: number,
): Promise<WrappedDataKey> {
  if (!Number.isSafeInteger(iterations) || iterations < 1) {
    throw new RangeError('vault: iterations must be a positive integer');
  }
  const salt = randomBytes(PBKDF2_SALT_BYTES);
  const iv = randomBytes(AES_GCM_IV_BYTES);
  const wrappingKey = await deriveWrappingKey(password, salt, iterations);
  const wrapped = await crypto.subtle.wrapKey('raw', dataKey, wrappingKey, {
    name: AES_GCM,
    iv,
    additionalData: encoder.encode(userUuid),
  });
  return {
    version: 1,
    userUuid,
    salt: toBase64Url(salt),
    iterations,
    iv: toBase64Url(iv),
    wrapped: toBase64Url(new Uint8Array(wrapped)),
  };
}

async function unwrapDataKey(
  password: string,
  stored: WrappedDataKey,
  userUuid: string,
  extractable: boolean,
): Promise<CryptoKey> {
  if (stored.version !== VAULT_FORMAT_VERSION) throw new VaultDataError('unknown wrapped key version');
  if (!Number.isSafeInteger(stored.iterations) || stored.iterations < 1) {
    throw new VaultDataError('wrapped key has no valid iteration count');
  }
  const salt = fromBase64Url(stored.salt);
  const iv = fromBase64Url(stored.iv);
  const wrapped = fromBase64Url(stored.wrapped);
  const wrappingKey = await deriveWrappingKey(password, salt, stored.iterations);
  try {
    return await crypto.subtle.unwrapKey(
      'raw',
      wrapped,
      wrappingKey,
      { name: AES_GCM, iv, additionalData: encoder.encode(userUuid) },
      DATA_KEY_ALGORITHM,
      extractable,
      DATA_KEY_USAGES,
    );
  } catch {
    // AES-GCM cannot tell a wrong password from another user's blob: both fail authentication.
    throw new VaultPasswordError();
  }
}

function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(length));
}

/** Chromium 140+, Firefox 133+, Safari 18.2+ (TC39 Uint8Array base64); not yet in TypeScript's lib. */
interface NativeBase64 {
  toBase64?: (options: { alphabet: 'base64url'; omitPadding: boolean }) => string;
}

/**
 * The native encoder where the browser has it: issue 27's results made the sealed bootstrap's
 * base64url the page's largest cost (877 ms self time in a 5.2 s profile of 5,000 reports with 18 results
 * each, docs/benchmarks.md), and the native one is many times faster. Same output either way.
 */
function toBase64Url(bytes: Uint8Array): string {
  const native = (bytes as NativeBase64).toBase64;
  if (native) return native.call(bytes, { alphabet: 'base64url', omitPadding: true });
  let binary = '';
  // In chunks: spreading a large array into one call overflows the argument limit.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) {
    throw new VaultDataError('malformed base64url');
  }
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
