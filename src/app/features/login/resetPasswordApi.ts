import type { ResetPasswordInput } from '../../../contract/auth';
import { ensureCsrfCookie } from '../../api/csrf';
import { request } from '../../api/http';

/** `POST /reset-password` with the token of the mailed link (spec §2 'reset-password/{token}'). */
export async function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  await ensureCsrfCookie();
  return request<{ message: string }>('/reset-password', { method: 'POST', body: input });
}
