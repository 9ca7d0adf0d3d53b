import { useEffect, useRef, useState } from 'react';
import { reportListResponseSchema } from '../../../contract/reports';
import { SyncEntity } from '../../../contract/sync';
import type { ReportRow } from '../../../db/rows';
import { request } from '../../api/http';
import { lastUserUuid } from '../../offline/lastUser';
import { vaultWorker } from '../../../workers/syncClient';
import type { ReportListOptions } from './reportListView';

/** Typing in the search box should not send a request per key. */
const SERVER_QUERY_DEBOUNCE_MS = 300;

export interface ServerReportTotals {
  /** Matching reports on the server (filter and search), or null while unknown (offline). */
  total: number | null;
  /** Unread reports of everything the user may see, on the server. */
  unread: number | null;
}

/**
 * Staff mirror only recent reports (design brief: 'older items are fetched online, page by page,
 * and written into Dexie as cache'). While online, this asks `GET /api/befunde` for pages 1 to the
 * one shown (those not fetched yet for the same list), with the list's filter, search and sort,
 * and has the worker cache the rows in the mirror; the page still renders from the mirror, which then holds every row up to the page shown, in the server's
 * order. Rows with queued actions keep their optimistic version (the mirror's own apply). Offline, the list is what the
 * device holds.
 */
export function useServerReportPages(options: ReportListOptions, enabled: boolean): ServerReportTotals {
  const [totals, setTotals] = useState<ServerReportTotals>({ total: null, unread: null });
  const { filter, search, sortBy, sortDesc, page, perPage } = options;
  // The pages of this list already in the mirror: paging on fetches only the new ones (changes
  // to fetched rows reach staff through the change feed anyway).
  const fetched = useRef({ list: '', upTo: 0 });
  useEffect(() => {
    if (!enabled) return;
    const list = JSON.stringify([filter, search.trim(), sortBy, sortDesc, perPage]);
    if (fetched.current.list !== list) fetched.current = { list, upTo: 0 };
    if (fetched.current.upTo >= page) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        for (let current = fetched.current.upTo + 1; current <= page && !abort.signal.aborted; current++) {
          const query = new URLSearchParams({
            page: String(current),
            perPage: String(perPage),
            sortBy,
            sortDesc: String(sortDesc),
            filter,
            ...(search.trim() ? { search: search.trim() } : {}),
          });
          const response = reportListResponseSchema.parse(
            await request(`/api/befunde?${query}`, { signal: abort.signal }),
          );
          await cacheReports(response.data.data.map((record) => ({ ...record, id: String(record.id) })));
          if (abort.signal.aborted) return;
          setTotals({ total: response.data.total, unread: response.meta.unread });
          const last = current >= response.data.last_page;
          fetched.current = { list, upTo: last ? Number.MAX_SAFE_INTEGER : current };
          if (last) break;
        }
      })().catch(() => {
        // Offline or refused: the list shows what the device holds.
        if (!abort.signal.aborted) setTotals({ total: null, unread: null });
      });
    }, SERVER_QUERY_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [enabled, filter, search, sortBy, sortDesc, page, perPage]);
  return enabled ? totals : { total: null, unread: null };
}

/** Cached like pulled rows, by the worker: the patient sealed by the vault (issue 7). */
async function cacheReports(rows: ReportRow[]): Promise<void> {
  const uuid = lastUserUuid();
  if (!uuid) return;
  await vaultWorker().cacheServerRows(uuid, SyncEntity.report, rows);
}
