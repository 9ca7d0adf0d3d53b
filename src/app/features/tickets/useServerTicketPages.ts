import { useEffect } from 'react';
import { SyncEntity } from '../../../contract/sync';
import {
  ticketListResponseSchema,
  type TicketListFilter,
  type TicketRecord,
} from '../../../contract/tickets';
import type { TicketMirrorRow } from '../../../db/rows';
import { vaultWorker } from '../../../workers/syncClient';
import { request } from '../../api/http';
import { useServerListPages } from '../../hooks/useServerListPages';
import { lastUserUuid } from '../../offline/lastUser';
import { setServerTicketCounts } from './serverTicketCounts';

/**
 * Staff mirror the tickets they work on: every ticket not closed, closed ones only where they are
 * creator or recipient (server/features/tickets/ticketEntity.ts). The closed and all lists would
 * miss everyone else's closed tickets, so while online the pages up to the one shown come from
 * `GET /api/tickets?status=&page=` into the mirror (hooks/useServerListPages.ts), which then holds
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
  const answer = useServerListPages({
    list: JSON.stringify([filter, perPage]),
    page,
    enabled,
    load: async (current, signal) => {
      const query = new URLSearchParams({ status: filter, page: String(current), perPage: String(perPage) });
      const response = ticketListResponseSchema.parse(await request(`/api/tickets?${query}`, { signal }));
      await cacheTickets(response.data);
      return { answer: response.meta, lastPage: response.meta.last_page };
    },
  });
  useEffect(() => {
    if (answer) setServerTicketCounts(answer.counts);
  }, [answer]);
  return answer?.total ?? null;
}

/** Mirrored like pulled tickets: keyed by uuid, subject, text and thread sealed by the vault. */
export async function cacheTickets(records: readonly TicketRecord[]): Promise<void> {
  const uuid = lastUserUuid();
  if (!uuid || records.length === 0) return;
  const rows = records.map((record): TicketMirrorRow => ({ ...record, id: record.uuid }));
  await vaultWorker().cacheServerRows(uuid, SyncEntity.ticket, rows);
}
