import { useEffect, useState } from 'react';
import { z } from 'zod';
import { ticketRecordSchema } from '../../../contract/tickets';
import { request } from '../../api/http';
import { useBrowserOnline } from '../../offline/useMirror';
import { cacheTickets } from './useServerTicketPages';

/**
 * A ticket the mirror does not hold (staff opening someone else's closed ticket by a link or a
 * notification): while online it is fetched with `GET /api/tickets/{uuid}` and cached in the
 * mirror by the sync worker, so the page renders it from there like any other. True while that
 * request is under way, so the page waits instead of saying 'not found'.
 */
export function useServerTicket(uuid: string, missing: boolean): boolean {
  const online = useBrowserOnline();
  // The uuid whose request has been answered.
  const [answered, setAnswered] = useState<string | null>(null);
  const wanted = missing && online && uuid !== '';
  useEffect(() => {
    if (!wanted) return;
    const abort = new AbortController();
    request(`/api/tickets/${encodeURIComponent(uuid)}`, { signal: abort.signal })
      .then((body) => cacheTickets([responseSchema.parse(body).data]))
      .catch(() => {
        // Not there, not the caller's, or offline: the page says so.
      })
      .finally(() => {
        if (!abort.signal.aborted) setAnswered(uuid);
      });
    return () => abort.abort();
  }, [wanted, uuid]);
  return wanted && answered !== uuid;
}

const responseSchema = z.object({ data: ticketRecordSchema });
