/**
 * Signed, expiring e-mail verification links, as Laravel's temporary signed routes:
 * `/api/email/verify/{uuid}/{sha1(lower(email))}?expires=<unix>&signature=<hmac>`. The HMAC-SHA256
 * (key derived from APP_KEY) covers the path and the expiry, so neither can be altered; the e-mail
 * hash makes a link void once the address changes. The relative path is signed, so a changed
 * APP_URL does not break links already sent.
 *
 * A link works once (issue 26): the user row keeps the SHA-256 of the signature of the last link
 * sent (`emailVerificationTokenHash`); a newer link replaces it and using the link clears it, so
 * a used or superseded link signs nobody in. An old link may still ask for a new mail.
 */
import { eq } from 'drizzle-orm';
import { deriveKey, KeyPurpose } from '../../platform/crypto/keys';
import { hmacSha256Hex, safeEqual, sha1Hex, sha256Hex } from '../../platform/crypto/tokens';
import type { AppDb, AppTx } from '../../platform/db/database';
import { users } from '../../platform/db/schema';

export const VERIFY_EMAIL_PATH = '/api/email/verify';

export interface VerificationLinkParts {
  uuid: string;
  hash: string;
  expires: string;
  signature: string;
}

export const emailHash = (email: string): string => sha1Hex(email.trim().toLowerCase());

function unsignedPath({ uuid, hash, expires }: Omit<VerificationLinkParts, 'signature'>): string {
  return `${VERIFY_EMAIL_PATH}/${uuid}/${hash}?expires=${expires}`;
}

function signatureOf(appKey: string, parts: Omit<VerificationLinkParts, 'signature'>): string {
  return hmacSha256Hex(deriveKey(appKey, KeyPurpose.urlSignature), unsignedPath(parts));
}

/** The absolute API link for a user's address, valid until `expiresAt`. */
export function signedVerificationUrl(
  appUrl: string,
  appKey: string,
  user: { uuid: string; email: string },
  expiresAt: Date,
): string {
  const parts = {
    uuid: user.uuid,
    hash: emailHash(user.email),
    expires: String(Math.floor(expiresAt.getTime() / 1000)),
  };
  return `${appUrl}${unsignedPath(parts)}&signature=${signatureOf(appKey, parts)}`;
}

/** What the user row keeps of a link: the hash of its signature. */
export const linkTokenHash = (parts: Pick<VerificationLinkParts, 'signature'>): string =>
  sha256Hex(parts.signature);

/**
 * Signs a new link and makes it the user's one working link (the earlier one stops working).
 * Answers the absolute API link.
 */
export async function issueVerificationUrl(
  db: AppDb | AppTx,
  config: { appUrl: string; appKey: string },
  user: { id: number; uuid: string; email: string },
  expiresAt: Date,
): Promise<string> {
  const url = signedVerificationUrl(config.appUrl, config.appKey, user, expiresAt);
  const parts = parseVerificationUrl(url);
  if (!parts) throw new Error('a signed link that does not parse');
  await db
    .update(users)
    .set({ emailVerificationTokenHash: linkTokenHash(parts) })
    .where(eq(users.id, user.id));
  return url;
}

/** The SPA page the mail links to; it calls the API link from its query. */
export function spaVerifyEmailUrl(appUrl: string, apiUrl: string): string {
  return `${appUrl}/#/verify-email?verification_url=${encodeURIComponent(apiUrl)}`;
}

/** Whether the link was made by this server; says nothing about its expiry. */
export function hasValidSignature(appKey: string, parts: VerificationLinkParts): boolean {
  return safeEqual(parts.signature, signatureOf(appKey, parts));
}

export function isExpired(parts: Pick<VerificationLinkParts, 'expires'>, now: Date): boolean {
  const expires = Number(parts.expires);
  return !Number.isInteger(expires) || expires * 1000 <= now.getTime();
}

/** The parts of an API link (absolute or relative), or null when it is not one. */
export function parseVerificationUrl(url: string): VerificationLinkParts | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    return null;
  }
  const match = new RegExp(`^${VERIFY_EMAIL_PATH}/([^/]+)/([^/]+)$`).exec(parsed.pathname);
  const expires = parsed.searchParams.get('expires');
  const signature = parsed.searchParams.get('signature');
  if (!match?.[1] || !match[2] || !expires || !signature) return null;
  return { uuid: match[1], hash: match[2], expires, signature };
}
