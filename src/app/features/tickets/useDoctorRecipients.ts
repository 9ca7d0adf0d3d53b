import { useEffect, useState } from 'react';
import { doctorRecipientListSchema, type DoctorRecipient } from '../../../contract/ticketRecipients';
import { request } from '../../api/http';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { mirroredDoctorRecipients, RECIPIENT_OPTIONS_SHOWN } from './doctorRecipients';

/** Typing a name should not send a request per key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Where the doctors of the staff's recipient list come from: the mirror when it holds doctors
 * (offline too), else an online search (`GET /api/tickets/recipients/doctors`, the list
 * envelope); offline without mirrored doctors there are none to offer.
 */
export type DoctorRecipientSource = 'mirror' | 'loading' | 'online' | 'offlineNone' | 'failed';

/** The active doctors matching `search` (the staff's recipient field; doctors never search them). */
export function useDoctorRecipients(search: string): {
  doctors: DoctorRecipient[];
  source: DoctorRecipientSource;
} {
  const online = useBrowserOnline();
  const mirrored = useMirror(
    async (db) => {
      if ((await db.doctor.count()) === 0) return null;
      return mirroredDoctorRecipients(await db.doctor.toArray(), await db.office.toArray(), search);
    },
    [search],
  );
  const searchOnline = mirrored === null && online;
  const [fetched, setFetched] = useState<{ search: string; doctors: DoctorRecipient[] | 'failed' } | null>(
    null,
  );
  useEffect(() => {
    if (!searchOnline) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ search, perPage: String(RECIPIENT_OPTIONS_SHOWN) });
      request<unknown>(`/api/tickets/recipients/doctors?${query}`, { signal: abort.signal })
        .then((json) => setFetched({ search, doctors: doctorRecipientListSchema.parse(json).data }))
        .catch(() => {
          if (!abort.signal.aborted) setFetched({ search, doctors: 'failed' });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [searchOnline, search]);
  if (mirrored) return { doctors: mirrored, source: 'mirror' };
  if (mirrored === undefined) return { doctors: [], source: 'loading' };
  if (!online) return { doctors: [], source: 'offlineNone' };
  if (fetched?.doctors === 'failed') return { doctors: [], source: 'failed' };
  if (!fetched || fetched.search !== search) return { doctors: [], source: 'loading' };
  return { doctors: fetched.doctors, source: 'online' };
}
