import { useEffect, useRef, useState } from 'react';
import { SyncEntity } from '../../../contract/sync';
import {
  ticketListResponseSchema,
  type TicketListFilter,
  type TicketRecord,
} from '../../../contract/tickets';
import type { TicketMirrorRow } from '../../../db/rows';
import { vaultWorker } from '../../../workers/syncClient';
import { request } from '../../api/http';
import { lastUserUuid } from '../../offline/lastUser';
import { setServerTicketCounts } from './serverTicketCounts';

/** Paging back and forth should not send a request per click. */
const SERVER_QUERY_DEBOUNCE_MS = 300;

/**
 * Staff mirror the tickets they work on: every ticket not closed, closed ones only where they are
 * creator or recipient (server/features/tickets/ticketEntity.ts). The closed and all lists would miss
 * everyone else's closed tickets, so while online this asks `GET /api/tickets?status=&page=` for
 * pages 1 to the one shown (those not fetched yet for the same list) and has the sync worker cache
 * the rows in the mirror (cacheServerRows: the worker stays the only writer of pulled data, and a
 * ticket with queued actions keeps its optimistic row), as staff's older reports are
 * (reports/useServerReportPages.ts). The page still renders from the mirror, which then holds
 * every ticket up to the page shown in the server's order (newest first, as ticketListView).
 * Returns the server's total of the list (null while unknown or offline); the counts go to
 * serverTicketCounts.ts for the tabs and the sidebar.
 */
export function useServerTicketPages(
  filter: TicketListFilter,
  page: number,
  perPage: number,
  enabled: boolean,
): number | null {
  const [total, setTotal] = useState<{ list: string; total: number } | null>(null);
  const list = JSON.stringify([filter, perPage]);
  // The pages of this list already in the mirror: paging on fetches only the new ones (changes to
  // fetched tickets reach staff through the change feed).
  const fetched = useRef({ list: '', upTo: 0 });
  useEffect(() => {
    if (!enabled) return;
    if (fetched.current.list !== list) fetched.current = { list, upTo: 0 };
    if (fetched.current.upTo >= page) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        for (let current = fetched.current.upTo + 1; current <= page && !abort.signal.aborted; current++) {
          const query = new URLSearchParams({
            status: filter,
            page: String(current),
            perPage: String(perPage),
          });
          const response = ticketListResponseSchema.parse(
            await request(`/api/tickets?${query}`, { signal: abort.signal }),
          );
          await cacheTickets(response.data);
          if (abort.signal.aborted) return;
          setTotal({ list, total: response.meta.total });
          setServerTicketCounts(response.meta.counts);
          const last = current >= response.meta.last_page;
          fetched.current = { list, upTo: last ? Number.MAX_SAFE_INTEGER : current };
          if (last) break;
        }
      })().catch(() => {
        // Offline or refused: the list shows what the device holds.
        if (!abort.signal.aborted) setTotal(null);
      });
    }, SERVER_QUERY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [enabled, list, filter, page, perPage]);
  return enabled && total?.list === list ? total.total : null;
}

/** Mirrored like pulled tickets: keyed by uuid, subject, text and thread sealed by the vault. */
export async function cacheTickets(records: readonly TicketRecord[]): Promise<void> {
  const uuid = lastUserUuid();
  if (!uuid || records.length === 0) return;
  const rows = records.map((record): TicketMirrorRow => ({ ...record, id: record.uuid }));
  await vaultWorker().cacheServerRows(uuid, SyncEntity.ticket, rows);
}
