import i18n from '../../i18n/i18n';
import { notify } from '../../notifications/notify';
import { PushBlockedError } from './pushDevice';

/** Tells why push could not be turned on: the browser's refusal and a server without push in words, the rest as the API's error. */
export function announcePushFailure(error: unknown): void {
  if (error instanceof PushBlockedError) {
    notify.error(i18n.t(`push.${error.blocker}`));
    return;
  }
  if (error instanceof DOMException) {
    notify.error(i18n.t('push.failed'));
    return;
  }
  notify.apiError(error);
}
