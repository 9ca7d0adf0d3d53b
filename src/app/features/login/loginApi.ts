import {
  loginResultSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type LoginResult,
  type TwoFactorChallengeInput,
} from '../../../contract/auth';
import { request } from '../../api/http';
import { ensureCsrfCookie, refreshCsrfCookie } from '../../api/csrf';

/** Sanctum's order: the XSRF cookie, then the credentials (spec §7 'Authentication'). */
export async function signIn(input: LoginInput): Promise<LoginResult> {
  await ensureCsrfCookie();
  const result = loginResultSchema.parse(await request('/login', { method: 'POST', body: input }));
  await refreshCsrfCookie();
  return result;
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
