import type {
  ForgotPasswordInput,
  LoginInput,
  LoginResult,
  TwoFactorChallengeInput,
} from '../../../contract/auth';
import { ApiRequestError } from '../../api/ApiRequestError';
import { request } from '../../api/http';
import { ensureCsrfCookie, refreshCsrfCookie } from '../../api/csrf';
import { currentLocale } from '../../i18n/i18n';

/**
 * Sanctum's order: the XSRF cookie, then the credentials (spec §7 'Authentication'). Right after a
 * logout, a request of the old session still in flight (the sync worker's PDF prefetch) can come
 * back with a new session cookie, so the token the page holds no longer matches it and the
 * credentials are refused with 419 although nothing expired. One retry with a fresh cookie covers
 * that race; a second 419 is a real session loss and is handled as one. The interface's language
 * goes along: the account's mails follow the language its user signs in with (issue 26).
 */
export async function signIn(input: LoginInput): Promise<LoginResult> {
  await ensureCsrfCookie();
  const answer = await postCredentials({ ...input, language: currentLocale() });
  const { loginResultSchema } = await import('../../../contract/auth');
  const result = loginResultSchema.parse(answer);
  await refreshCsrfCookie();
  return result;
}

async function postCredentials(input: LoginInput): Promise<unknown> {
  try {
    return await request('/login', { method: 'POST', body: input, quietOnSessionLoss: true });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 419) throw error;
    await refreshCsrfCookie();
    return request('/login', { method: 'POST', body: input });
  }
}

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/forgot-password', { method: 'POST', body: input });
}

export async function passTwoFactorChallenge(input: TwoFactorChallengeInput): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/two-factor-challenge', { method: 'POST', body: input });
  await refreshCsrfCookie();
}

/** Mails a new code; answers the seconds to wait before the next one may be asked for. */
export async function resendTwoFactorCode(): Promise<number> {
  await ensureCsrfCookie();
  const body = await request<{ retry_after: number }>('/api/user/resend-two-factor-authentication-code', {
    method: 'POST',
  });
  return body.retry_after;
}
