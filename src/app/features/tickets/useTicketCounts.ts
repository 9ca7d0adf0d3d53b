import { useEffect } from 'react';
import { isTicketStaff } from '../../../contract/ticketRules';
import { ticketListResponseSchema } from '../../../contract/tickets';
import { PAGE_SIZES } from '../../../contract/constants';
import { request } from '../../api/http';
import { useBrowserOnline, useMirror } from '../../offline/useMirror';
import { setServerTicketCounts, useServerTicketCounts } from './serverTicketCounts';
import { ticketCounts, type TicketCounts } from './ticketListView';

/** A burst of pulled tickets asks the server once. */
const COUNTS_DEBOUNCE_MS = 500;

/**
 * The numbers of spec §2's ticket entries (open, finished, all). Everyone but staff mirrors every
 * ticket they see, so the mirror counts them. Staff mirror only what they work on: while online
 * their numbers are the server's (meta.counts), asked again whenever the mirror's tickets change
 * (a pull, an action); offline, or until the server answered, the mirror's.
 */
export function useTicketCounts(viewer: { permissions: readonly string[] }): TicketCounts | undefined {
  const online = useBrowserOnline();
  const staff = isTicketStaff(viewer.permissions);
  const mirror = useMirror(async (db) => {
    const rows = await db.ticket.toArray();
    const latest = rows.reduce((max, row) => (row.updated_at > max ? row.updated_at : max), '');
    return { counts: ticketCounts(rows), signature: `${rows.length}|${latest}` };
  });
  const server = useServerTicketCounts();
  const ask = staff && online;
  const signature = mirror?.signature;
  useEffect(() => {
    if (!ask || signature === undefined) return;
    return askServerCounts(signature);
  }, [ask, signature]);
  return ask && server ? server : mirror?.counts;
}

// The sidebar's three entries share one request per state of the mirror.
let asked: { signature: string; abort: AbortController; users: number } | null = null;

function askServerCounts(signature: string): () => void {
  if (asked?.signature !== signature) {
    asked?.abort.abort();
    const abort = new AbortController();
    asked = { signature, abort, users: 0 };
    const timer = setTimeout(() => {
      const query = new URLSearchParams({ status: 'open', page: '1', perPage: String(PAGE_SIZES[0]) });
      request(`/api/tickets?${query}`, { signal: abort.signal })
        .then((body) => {
          if (!abort.signal.aborted) setServerTicketCounts(ticketListResponseSchema.parse(body).meta.counts);
        })
        .catch(() => {
          // Offline or refused: the mirror's numbers stand in.
          if (!abort.signal.aborted) setServerTicketCounts(null);
        });
    }, COUNTS_DEBOUNCE_MS);
    abort.signal.addEventListener('abort', () => clearTimeout(timer));
  }
  const mine = asked;
  mine.users++;
  return () => {
    mine.users--;
    // The last entry gone (sign-out, another layout): a new mount asks again.
    if (mine.users === 0) {
      mine.abort.abort();
      if (asked === mine) asked = null;
    }
  };
}
