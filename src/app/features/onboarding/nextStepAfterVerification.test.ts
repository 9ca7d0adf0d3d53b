import { describe, expect, it } from 'vitest';
import { nextStepAfterVerification } from './nextStepAfterVerification';

const SET_AT = '2026-01-05T09:00:00.000Z';

describe('the way on after the e-mail is verified (spec §4)', () => {
  it('goes to the change-password step while the credentials are not set', () => {
    expect(nextStepAfterVerification({ loginCredentialsSetAt: null, twoFactorConfirmedAt: null })).toBe(
      'first-run-change-password',
    );
  });

  it('goes to the two-factor step when the credentials are set but two-factor is not confirmed', () => {
    expect(nextStepAfterVerification({ loginCredentialsSetAt: SET_AT, twoFactorConfirmedAt: null })).toBe(
      'first-run-enable-two-factor-auth',
    );
  });

  it('goes to the login when both are done', () => {
    expect(nextStepAfterVerification({ loginCredentialsSetAt: SET_AT, twoFactorConfirmedAt: SET_AT })).toBe(
      'login',
    );
  });

  it('goes to the login when no user is signed in', () => {
    expect(nextStepAfterVerification(null)).toBe('login');
  });
});
