import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { ClockIcon } from '@heroicons/react/24/outline';
import { PrimaryButton } from '../components/Button';
import { pathOf } from '../router/routePaths';
import { fetchCurrentUser } from '../router/currentUser';
import { autoLogoutPhase, type AutoLogoutPhase } from './autoLogoutClock';
import { idleMs, restartIdleTime, setCountingDown } from './idleTime';
import { signOut } from './signOut';
import { endSyncSession } from '../offline/syncSession';

const TICK_MS = 1_000;

/**
 * Watches for inactivity in the signed-in area (spec §9): after 59 minutes a dialog counts down
 * 60 s; at 60 minutes the user is signed out and sent to login with the auto-logout notice.
 * 'Stay signed in' also touches the server, whose own idle timeout would otherwise end the session.
 * The idle time is the document's (idleTime.ts), not this component's: a remount is no activity.
 */
export function AutoLogout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<AutoLogoutPhase>({ kind: 'active' });
  const warning = phase.kind === 'warning';

  // Leaving the signed-in area ends a countdown; a remount's next tick starts it again if still due.
  useEffect(() => () => setCountingDown(false), []);

  const logout = useCallback(async () => {
    restartIdleTime(); // the next sign-in starts afresh
    await signOut();
    // The offline copy stays (with its unsent actions); only an explicit logout removes it.
    await endSyncSession();
    navigate(`${pathOf('login')}?autologout=1`, { replace: true });
  }, [navigate]);

  useEffect(() => {
    const timer = setInterval(() => {
      const next = autoLogoutPhase(idleMs());
      // Set by the tick, not the rendered phase, so that an event between the tick and the next
      // render (the dialog's own scroll lock on a slow machine) cannot reset the idle time behind a
      // dialog that is opening.
      setCountingDown(next.kind === 'warning');
      if (next.kind === 'expired') {
        clearInterval(timer);
        void logout();
      }
      // An active tick keeps the phase it has: no render of the layout's dialog every second.
      setPhase((current) => (current.kind === 'active' && next.kind === 'active' ? current : next));
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [logout]);

  const stay = () => {
    restartIdleTime();
    setPhase({ kind: 'active' });
    void fetchCurrentUser();
  };

  return (
    <Dialog open={warning} onClose={stay} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <DialogPanel className="relative w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
        <DialogTitle className="flex items-center gap-2 text-lg font-semibold">
          <ClockIcon className="size-6 text-primary-700" aria-hidden="true" />
          {t('autoLogout.title')}
        </DialogTitle>
        <p className="mt-3 text-stone-700">
          {t('autoLogout.message', { seconds: warning ? phase.secondsLeft : 0 })}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={() => void logout()}
            className="rounded-md px-4 py-2 text-sm font-semibold text-stone-700 hover:bg-stone-100"
          >
            {t('navbar.logout')}
          </button>
          <PrimaryButton onClick={stay}>{t('autoLogout.stay')}</PrimaryButton>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
