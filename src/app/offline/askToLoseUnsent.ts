import i18n from '../i18n/i18n';
import { askConfirmation } from '../components/confirm/confirmStore';
import './syncTexts';

/**
 * Logging out wipes this user's offline data, unsent actions with it: the avatar menu and the lock
 * screen ask with the same dialog before they go (true: log out anyway).
 */
export function askToLoseUnsent(count: number): Promise<boolean> {
  return askConfirmation({
    title: i18n.t('sync.unsentTitle'),
    message: i18n.t('sync.unsentWarning', { count }),
    confirmLabel: i18n.t('navbar.logout'),
    tone: 'danger',
  });
}
