/**
 * TOTP as reference part B fixes it: a 20-byte base32 secret, SHA1, 6 digits, 30 s steps, a window
 * of one step either side. The matched time step is returned so the caller can refuse a step that
 * was used before (a code seen over someone's shoulder is worthless once used).
 */
import { Secret, TOTP } from 'otpauth';
import {
  PRODUCT_NAME,
  TOTP_PERIOD_S,
  TOTP_WINDOW,
  TWO_FACTOR_CODE_LENGTH,
} from '../../../src/contract/constants';

export const TOTP_ISSUER = PRODUCT_NAME;
const TOTP_SECRET_BYTES = 20;

export function generateTotpSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

function totp(secret: string): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: TWO_FACTOR_CODE_LENGTH,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** The authenticator app's provisioning URL, in the parameter order of reference part B. */
export function otpauthUrl(email: string, secret: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(email)}`;
  const query = `secret=${secret}&issuer=${encodeURIComponent(TOTP_ISSUER)}&algorithm=SHA1&digits=${TWO_FACTOR_CODE_LENGTH}&period=${TOTP_PERIOD_S}`;
  return `otpauth://totp/${label}?${query}`;
}

export function totpStepAt(date: Date): number {
  return Math.floor(date.getTime() / 1000 / TOTP_PERIOD_S);
}

export function totpCodeAt(secret: string, date: Date): string {
  return totp(secret).generate({ timestamp: date.getTime() });
}

/** The time step whose code `code` is, within the window around `now`; null when none matches. */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStepAt(now) + delta;
}
