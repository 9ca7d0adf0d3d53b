import { useEffect, useState } from 'react';
import { PRESENCE_POLL_MS } from '../../../contract/constants';
import { onlineDoctorsResponseSchema } from '../../../contract/doctors';
import { request } from '../../api/http';
import { useBrowserOnline } from '../../offline/useMirror';

/**
 * The uuids of the doctors online now (spec §2 'online' column), from `POST /api/users/online`
 * every PRESENCE_POLL_MS while the page is open and the browser online. A fact of the moment, not
 * data to mirror: null while unknown (offline, or before the first answer), so the column says
 * 'unknown' rather than 'offline'.
 */
export function useOnlineDoctors(): ReadonlySet<string> | null {
  const online = useBrowserOnline();
  const [uuids, setUuids] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!online) return;
    let stopped = false;
    const load = async () => {
      try {
        const answer = onlineDoctorsResponseSchema.parse(
          await request('/api/users/online', { method: 'POST' }),
        );
        if (!stopped) setUuids(new Set(answer.data));
      } catch {
        // The next poll tries again; a lost session was announced centrally.
      }
    };
    void load();
    const timer = window.setInterval(() => void load(), PRESENCE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [online]);
  return online ? uuids : null;
}
