import i18n from '../i18n/i18n';
import { pushNotification } from './notificationStore';
import { ApiRequestError } from '../api/ApiRequestError';

/** The one way the UI reports outcomes; texts come from the locale files. */
export const notify = {
  success: (message: string, title = i18n.t('notifications.successTitle')) =>
    pushNotification({ kind: 'success', title, message }),
  info: (message: string, title = i18n.t('notifications.infoTitle')) =>
    pushNotification({ kind: 'info', title, message }),
  warning: (title: string, message: string) => pushNotification({ kind: 'warning', title, message }),
  error: (message: string, title = i18n.t('notifications.errorTitle')) =>
    pushNotification({ kind: 'error', title, message }),
  /**
   * Spec §8: an error titled 'Fehler' with the server's per-field lists when present, else its
   * message, else the generic API error text.
   */
  apiError: (error: unknown, prefix = '') => {
    // A lost session (401/419) was already announced once, centrally (session/sessionLost.ts).
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 419)) return null;
    const title = i18n.t('notifications.errorTitle');
    if (error instanceof ApiRequestError && error.body) {
      const { message, errors } = error.body;
      if (errors && Object.keys(errors).length > 0) {
        return pushNotification({ kind: 'error', title, fieldErrors: errors });
      }
      if (message) return pushNotification({ kind: 'error', title, message: prefix + message });
    }
    return pushNotification({
      kind: 'error',
      title,
      message: prefix + i18n.t('notifications.genericApiError'),
    });
  },
};
