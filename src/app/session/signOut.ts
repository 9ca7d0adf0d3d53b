import i18n from '../i18n/i18n';
import { request } from '../api/http';
import { ApiRequestError } from '../api/ApiRequestError';
import { ensureCsrfCookie } from '../api/csrf';
import { notify } from '../notifications/notify';
import { forgetSignedInUser } from './sessionState';
import { runSignOutSteps } from './signOutSteps';

/**
 * Ends the session on the server (`POST /logout`). Returns whether it worked; a failure shows
 * 'Fehler beim Logout: ' with the server's message (spec §8) and keeps the user where they are.
 */
export async function signOut(): Promise<boolean> {
  try {
    await ensureCsrfCookie();
    await runSignOutSteps();
    await request('/logout', { method: 'POST', quietOnSessionLoss: true });
  } catch (error) {
    // A session that is already gone is as good as a successful logout.
    if (!(error instanceof ApiRequestError && (error.status === 401 || error.status === 419))) {
      const reason =
        error instanceof ApiRequestError && error.body
          ? error.body.message
          : i18n.t('notifications.genericApiError');
      notify.error(i18n.t('session.logoutFailed') + reason);
      return false;
    }
  }
  forgetSignedInUser({ signedOut: true });
  return true;
}
