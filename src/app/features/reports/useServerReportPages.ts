import { reportListResponseSchema } from '../../../contract/reports';
import { SyncEntity } from '../../../contract/sync';
import type { ReportRow } from '../../../db/rows';
import { request } from '../../api/http';
import { useServerListPages } from '../../hooks/useServerListPages';
import { lastUserUuid } from '../../offline/lastUser';
import { vaultWorker } from '../../../workers/syncClient';
import type { ReportListOptions } from './reportListView';

/**
 * Staff mirror only recent reports, so while online the pages up to the one shown come from
 * `GET /api/befunde` with the list's filter, search and sort into the mirror
 * (hooks/useServerListPages.ts), which then holds every row up to the page shown, in the server's
 * order. Returns how many reports match on the server (filter and search), or null while unknown
 * (offline).
 */
export function useServerReportPages(options: ReportListOptions, enabled: boolean): number | null {
  const { filter, search, sortBy, sortDesc, page, perPage } = options;
  const trimmed = search.trim();
  const answer = useServerListPages({
    list: JSON.stringify([filter, trimmed, sortBy, sortDesc, perPage]),
    page,
    enabled,
    load: async (current, signal) => {
      const query = new URLSearchParams({
        page: String(current),
        perPage: String(perPage),
        sortBy,
        sortDesc: String(sortDesc),
        filter,
        ...(trimmed ? { search: trimmed } : {}),
      });
      const response = reportListResponseSchema.parse(await request(`/api/befunde?${query}`, { signal }));
      await cacheReports(response.data.data.map((record) => ({ ...record, id: String(record.id) })));
      return { answer: response.data.total, lastPage: response.data.last_page };
    },
  });
  return answer;
}

/** Cached like pulled rows, by the worker: the patient sealed by the vault (issue 7). */
async function cacheReports(rows: ReportRow[]): Promise<void> {
  const uuid = lastUserUuid();
  if (!uuid) return;
  await vaultWorker().cacheServerRows(uuid, SyncEntity.report, rows);
}
