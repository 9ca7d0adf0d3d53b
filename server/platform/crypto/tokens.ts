/** Random tokens, digests and a comparison that takes the same time whatever the inputs. */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sha1Hex(value: string): string {
  return createHash('sha1').update(value).digest('hex');
}

export function hmacSha256Hex(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/**
 * Compares two strings in constant time. Both sides are hashed first, so neither the length nor
 * the position of the first difference leaks through timing.
 */
export function safeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a).digest();
  const digestB = createHash('sha256').update(b).digest();
  return timingSafeEqual(digestA, digestB);
}
