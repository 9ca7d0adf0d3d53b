import type { AuthUser } from '../../../contract/authUser';
import type { Locale } from '../../../contract/constants';
import { request } from '../../api/http';
import { ensureCsrfCookie } from '../../api/csrf';
import { notify } from '../../notifications/notify';

/** `PUT /api/users/{id}/update-language`: mails and server messages follow the chosen language. */
export async function saveLanguage(user: Pick<AuthUser, 'uuid'>, language: Locale): Promise<void> {
  try {
    await ensureCsrfCookie();
    await request(`/api/users/${user.uuid}/update-language`, { method: 'PUT', body: { language } });
  } catch (error) {
    notify.apiError(error);
  }
}
