import i18n from '../i18n/i18n';
import { notify } from '../notifications/notify';
import { pathOf } from '../router/routePaths';
import { forgetSignedInUser, hasSignedOutHere, isUserKnown } from './sessionState';

/**
 * Spec §8: a 401 while a user is known -> 'Keine Berechtigung' and login; a 419 -> 'Sitzung
 * abgelaufen' and login with the auto-logout flag. State is cleared in both cases. The router's
 * navigate is handed in at start (main.tsx) so that the HTTP layer needs no router import.
 */
type Navigate = (to: string) => unknown;
let navigate: Navigate = (to) => {
  window.location.hash = to;
};

export function setSessionNavigator(next: Navigate): void {
  navigate = next;
}

export function handleSessionLost(status: 401 | 419, { redirect = true } = {}): void {
  // A request that was under way when the user signed out: the logout has said everything.
  if (hasSignedOutHere()) return;
  if (status === 401 && !isUserKnown()) return;
  forgetSignedInUser();
  if (status === 419) {
    notify.error(i18n.t('session.expiredMessage'), i18n.t('session.expiredTitle'));
    if (redirect) void navigate(`${pathOf('login')}?autologout=1`);
    return;
  }
  notify.error(i18n.t('session.unauthenticatedMessage'), i18n.t('session.unauthenticatedTitle'));
  if (!redirect) return;
  const here = window.location.hash.replace(/^#/, '') || '/';
  void navigate(`${pathOf('login')}?redirect=${encodeURIComponent(here)}`);
}
