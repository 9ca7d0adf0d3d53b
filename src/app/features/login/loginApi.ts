import type { ForgotPasswordInput, LoginInput } from '../../../contract/auth';
import { request } from '../../api/http';

/** Sanctum's order: fetch the XSRF cookie, then post the credentials (spec §7 'Authentication'). */
export async function signIn(input: LoginInput): Promise<{ two_factor?: boolean }> {
  await request('/sanctum/csrf-cookie');
  return (await request<{ two_factor?: boolean } | null>('/login', { method: 'POST', body: input })) ?? {};
}

export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await request('/sanctum/csrf-cookie');
  await request('/api/forgot-password', { method: 'POST', body: input });
}
