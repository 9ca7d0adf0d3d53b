import type { ConfirmTwoFactorInput, NewCredentialsInput } from '../../../contract/auth';
import { authUserSchema, type AuthUser } from '../../../contract/authUser';
import type { VerificationLinkRequestInput } from '../../../contract/emailVerification';
import type { TwoFactorType } from '../../../contract/constants';
import {
  recoveryCodesSchema,
  resendTwoFactorCodeResultSchema,
  twoFactorEnabledSchema,
  twoFactorQrCodeSchema,
  type TwoFactorEnabled,
  type TwoFactorQrCode,
} from '../../../contract/twoFactor';
import { ApiRequestError } from '../../api/ApiRequestError';
import { ensureCsrfCookie } from '../../api/csrf';
import { request } from '../../api/http';

/**
 * The calls of the first-run wizard (spec §2, §4, §7 'Authentication', 'Two-factor and profile').
 * The verify-email page is public: who is signed in, if anyone, is an open question there, so its
 * calls do not count a 401 as a lost session.
 */

export async function fetchUser(): Promise<AuthUser> {
  const body = await request<{ data: unknown }>('/api/auth/user', { quietOnSessionLoss: true });
  return authUserSchema.parse(body.data);
}

/**
 * The mailed link carries the signed verification URL as an absolute URL of this origin; only its
 * path and query are requested, and a URL of another origin is refused (null).
 */
export function verificationPath(verificationUrl: string, origin: string): string | null {
  try {
    const url = new URL(verificationUrl, origin);
    return url.origin === origin ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

/**
 * A link works once (issue 26), so one page load opens it once: a second call with the same path
 * while the first is under way (React's development double effect) shares its answer.
 */
const verifications = new Map<string, Promise<void>>();

export function verifyEmail(path: string): Promise<void> {
  let verification = verifications.get(path);
  if (!verification) {
    verification = request(path, { quietOnSessionLoss: true })
      .then(() => undefined)
      .finally(() => verifications.delete(path));
    verifications.set(path, verification);
  }
  return verification;
}

/** Resend the verification mail; with the (expired) link's URL when the user came by one. */
export async function resendVerificationMail(verificationUrl: string | null): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/email/verification-notification', {
    method: 'POST',
    body: verificationUrl ? { verification_url: verificationUrl } : {},
    quietOnSessionLoss: true,
  });
}

/** A new verification link by address, as a guest (issue 26); 202 whether or not it has an account. */
export async function requestVerificationLink(input: VerificationLinkRequestInput): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/email/verification-link', { method: 'POST', body: input, quietOnSessionLoss: true });
}

export async function setCredentials(input: NewCredentialsInput): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/auth/user/new-password', { method: 'PUT', body: input });
}

export async function enableTwoFactor(type: TwoFactorType): Promise<TwoFactorEnabled> {
  await ensureCsrfCookie();
  return twoFactorEnabledSchema.parse(
    await request('/api/user/two-factor-authentication', { method: 'POST', body: { type } }),
  );
}

export async function fetchQrCode(): Promise<TwoFactorQrCode> {
  return twoFactorQrCodeSchema.parse(await request('/api/user/two-factor-qr-code'));
}

/** The key for manual entry: the enable answer's secret, else the `secret` of the otpauth URL. */
export function manualEntrySecret(qr: TwoFactorQrCode, secret: string | undefined): string {
  if (secret) return secret;
  try {
    return new URL(qr.url).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

export async function confirmTwoFactor(input: ConfirmTwoFactorInput): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/user/confirmed-two-factor-authentication', { method: 'POST', body: input });
}

/** Mails a new code; answers the seconds to wait before the next resend. */
export async function resendTwoFactorCode(): Promise<number> {
  await ensureCsrfCookie();
  const body = await request('/api/user/resend-two-factor-authentication-code', { method: 'POST' });
  return resendTwoFactorCodeResultSchema.parse(body).retry_after;
}

export async function fetchRecoveryCodes(): Promise<string[]> {
  return recoveryCodesSchema.parse(await request('/api/user/two-factor-recovery-codes'));
}

/**
 * The wait of a 429 in seconds (its `retry_after`), the fallback when the body names none, or
 * null when the error is no 429.
 */
export function retryAfterSeconds(error: unknown, fallback: number): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 429) return null;
  const seconds = error.body?.retry_after;
  return seconds !== undefined && seconds > 0 ? Math.ceil(seconds) : fallback;
}
