import type { ProfileInformationInput, UpdatePasswordInput } from '../../../contract/auth';
import { authUserSchema, type AuthUser } from '../../../contract/authUser';
import { recoveryCodesSchema } from '../../../contract/twoFactor';
import { ensureCsrfCookie } from '../../api/csrf';
import { request } from '../../api/http';

/** The account calls of spec §7 'Two-factor and profile'. */

export async function updateProfile(input: ProfileInformationInput): Promise<AuthUser> {
  await ensureCsrfCookie();
  const body = await request<{ data: unknown }>('/api/user/profile-information', {
    method: 'PUT',
    body: input,
  });
  return authUserSchema.parse(body.data);
}

export async function updatePassword(input: UpdatePasswordInput): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/user/password', { method: 'PUT', body: input });
}

export async function disableTwoFactor(): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/user/two-factor-authentication', { method: 'DELETE' });
}

/** New recovery codes replace the old ones; the answer is the only time they can be shown. */
export async function regenerateRecoveryCodes(): Promise<string[]> {
  await ensureCsrfCookie();
  return recoveryCodesSchema.parse(await request('/api/user/two-factor-recovery-codes', { method: 'POST' }));
}

/** Confirms a newsletter subscription by the mailed token (issue 26); a guest may, too. */
export async function confirmNewsletter(token: string): Promise<void> {
  await ensureCsrfCookie();
  await request('/api/newsletter/confirmations', {
    method: 'POST',
    body: { token },
    quietOnSessionLoss: true,
  });
}
