/**
 * Recovery codes as Fortify makes them (`aB3dE5gH7j-K9mN1pQ3sT`: 10 + 10 letters and digits), stored
 * as sha256 hashes only (ASVS 6.5.2, reference part B). With 119 bits of entropy a plain hash is
 * enough; no salt or slow hash is needed. A session keeps the plaintext it generated, encrypted, so
 * the setup and account pages can show the codes again until they are replaced.
 */
import { randomInt } from 'node:crypto';
import { TWO_FACTOR_RECOVERY_CODE_COUNT } from '../../../src/contract/constants';
import type { Encrypter } from '../../platform/crypto/encryption';
import { safeEqual, sha256Hex } from '../../platform/crypto/tokens';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const HALF_LENGTH = 10;

function randomChars(length: number): string {
  let chars = '';
  for (let index = 0; index < length; index++) chars += ALPHABET[randomInt(ALPHABET.length)];
  return chars;
}

export function generateRecoveryCode(): string {
  return `${randomChars(HALF_LENGTH)}-${randomChars(HALF_LENGTH)}`;
}

export function generateRecoveryCodes(count = TWO_FACTOR_RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, generateRecoveryCode);
}

export const hashRecoveryCode = (code: string): string => sha256Hex(code.trim());

/** The position of the code among the stored hashes, or -1; compares against every hash. */
export function indexOfRecoveryCode(hashes: readonly string[], code: string): number {
  const hash = hashRecoveryCode(code);
  let found = -1;
  hashes.forEach((candidate, index) => {
    if (safeEqual(candidate, hash) && found === -1) found = index;
  });
  return found;
}

export function sealRecoveryCodes(encrypter: Encrypter, codes: readonly string[]): string {
  return encrypter.encrypt(JSON.stringify(codes));
}

export function openRecoveryCodes(encrypter: Encrypter, sealed: string | undefined): string[] {
  if (!sealed) return [];
  try {
    const codes: unknown = JSON.parse(encrypter.decrypt(sealed));
    return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}
