/**
 * Encryption of secrets at rest (TOTP secrets, recovery codes held in a session) with AES-256-GCM
 * under a key derived from APP_KEY. The stored form is `v1.<iv>.<tag>.<ciphertext>` in base64url:
 * the version leaves room for key rotation, and GCM's tag refuses any tampered value.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey, KeyPurpose } from './keys';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const VERSION = 'v1';

export interface Encrypter {
  encrypt(plaintext: string): string;
  /** Throws when the value was not produced with this key or was altered. */
  decrypt(stored: string): string;
}

/** `purpose`: the HKDF subkey; each kind of data at rest may have its own (keys.ts). */
export function createEncrypter(appKey: string, purpose: KeyPurpose = KeyPurpose.encryption): Encrypter {
  const key = deriveKey(appKey, purpose);
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, ciphertext] = stored.split('.');
      if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) {
        throw new Error('not an encrypted value');
      }
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      // Decoded as it is deciphered (one string, no joined buffer): lists open one value per row.
      return (
        decipher.update(Buffer.from(ciphertext, 'base64url'), undefined, 'utf8') + decipher.final('utf8')
      );
    },
  };
}
