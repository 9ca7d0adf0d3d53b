import { useEffect } from 'react';
import { useSyncStatusOf } from '../../offline/useMirror';
import { handleSessionLost } from '../../session/sessionLost';

/**
 * A locked or reset user's open page goes to login at once (issue 14): the server closes their
 * socket after a 'SessionEnded' event, the sync worker pulls, the pull answers 401 and pauses the
 * engine; that pause is the page's signal. Offline gives network errors, never a 401, so working
 * offline is not interrupted.
 */
export function useSessionEndedRedirect(): void {
  const pausedForAuth = useSyncStatusOf((status) => status.pausedForAuth);
  useEffect(() => {
    if (pausedForAuth) handleSessionLost(401);
  }, [pausedForAuth]);
}
