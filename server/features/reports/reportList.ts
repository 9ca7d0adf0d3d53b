/**
 * The report list of `GET /api/befunde`, `/api/befunde/user/{id}` and `POST /api/befunde/filter`:
 * what the viewer may see, filtered by read state and a search over the reference number and the
 * patient's names, sorted, paged.
 *
 * Speed (staff see 200k reports; docs/benchmarks.md): the total and unread count come from
 * `report_counts` (reportCounts.ts) unless a search narrows the list, and the search is one ILIKE
 * per word over the indexed search text (server/platform/db/schema/searchText.ts), which the GIN trigram
 * index answers instead of reading every row.
 */
import { reportSearchWords } from '../../../src/contract/reportListRules';
import type { ReportListQuery, ReportListResponse } from '../../../src/contract/reports';
import type { AppDb } from '../../platform/db/database';
import { paginationMeta, type ListLocation } from '../../platform/http/paginator';
import { countReports } from './reportCounts';
import { selectReportPage } from './reportListStatements';
import { toReportRecord } from './reportRecords';
import { searchReportPage } from './reportSearchPage';

/**
 * One page of the reports of `doctorId` (undefined: every doctor's; the caller has checked that
 * the viewer may see them, reportAccess.ts: visibleReportsOwner).
 */
export async function listReports(
  db: AppDb,
  list: ListLocation,
  doctorId: number | undefined,
  query: ReportListQuery,
): Promise<ReportListResponse> {
  // The list's search (reportSearchWords): every word in one of REPORT_SEARCH_FIELDS.
  const words = reportSearchWords(query.search ?? '');
  const [page, counts] = await Promise.all([
    words.length > 0
      ? searchReportPage(db, { doctorId, filter: query.filter, words }, query)
      : selectReportPage(db, doctorId, query).then((rows) => ({ rows, matches: undefined })),
    countReports(db, doctorId),
  ]);
  const { rows, matches } = page;
  const totalCount =
    matches ??
    (query.filter === 'unread'
      ? counts.unread
      : query.filter === 'read'
        ? counts.total - counts.unread
        : counts.total);
  return {
    data: { ...paginationMeta(list, query, totalCount, rows.length), data: rows.map(toReportRecord) },
    meta: { unread: counts.unread },
  };
}
