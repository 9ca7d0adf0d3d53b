// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MAIL_RESEND_WAIT_S } from '../../../contract/constants';
import { ApiRequestError } from '../../api/ApiRequestError';
import { manualEntrySecret, retryAfterSeconds, verificationPath } from './onboardingApi';

const ORIGIN = 'https://kundencenter.example';

describe('the verification link', () => {
  it('is requested by its path and query on this origin', () => {
    expect(verificationPath(`${ORIGIN}/api/email/verify/7/abc?expires=1&signature=f00`, ORIGIN)).toBe(
      '/api/email/verify/7/abc?expires=1&signature=f00',
    );
  });

  it('is refused when it points to another origin', () => {
    expect(verificationPath('https://evil.example/api/email/verify/7/abc', ORIGIN)).toBeNull();
  });
});

describe('the wait of a resend', () => {
  it('is the retry_after of a 429', () => {
    const body = { message: 'Too Many Attempts.', retry_after: 42 };
    const error = new ApiRequestError(429, body);
    expect(retryAfterSeconds(error, TWO_FACTOR_MAIL_RESEND_WAIT_S)).toBe(42);
  });

  it('falls back to the known wait when the 429 names none', () => {
    const error = new ApiRequestError(429, { message: 'Too Many Attempts.' });
    expect(retryAfterSeconds(error, TWO_FACTOR_MAIL_RESEND_WAIT_S)).toBe(TWO_FACTOR_MAIL_RESEND_WAIT_S);
  });

  it('is none for other failures', () => {
    expect(retryAfterSeconds(new ApiRequestError(500, null), TWO_FACTOR_MAIL_RESEND_WAIT_S)).toBeNull();
  });
});

describe('the key for manual entry in the authenticator app', () => {
  const qr = {
    svg: '<svg/>',
    url: 'otpauth://totp/Kundencenter:a%40b.de?secret=JBSWY3DPEHPK3PXP&issuer=Kundencenter',
  };

  it('is the secret of the enable answer', () => {
    expect(manualEntrySecret(qr, 'ABCDEFGHIJKLMNOP')).toBe('ABCDEFGHIJKLMNOP');
  });

  it('else comes from the otpauth URL', () => {
    expect(manualEntrySecret(qr, undefined)).toBe('JBSWY3DPEHPK3PXP');
  });
});
