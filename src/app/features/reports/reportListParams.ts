import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/constants';
import { REPORT_SORT_KEYS, ReportReadFilter, type ReportSortKey } from '../../../contract/reports';
import type { ReportListOptions } from './reportListView';

/**
 * The overview's state lives in the route query (spec §2: list-reports takes `search`; §9: sortBy,
 * sortDesc), so a reload, a bookmark or the dashboard's unread link shows the same list. Unknown
 * or broken values fall back to the defaults one by one; defaults are left out of the URL.
 */
export const DEFAULT_LIST_OPTIONS: ReportListOptions = {
  filter: ReportReadFilter.all,
  search: '',
  sortBy: 'created_at',
  sortDesc: true,
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
};

const FILTERS: readonly string[] = Object.values(ReportReadFilter);

export function readListParams(params: URLSearchParams): ReportListOptions {
  const filter = params.get('filter') ?? '';
  const sortBy = params.get('sortBy') ?? '';
  const sortDesc = params.get('sortDesc');
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    filter: FILTERS.includes(filter) ? (filter as ReportReadFilter) : DEFAULT_LIST_OPTIONS.filter,
    search: params.get('search') ?? DEFAULT_LIST_OPTIONS.search,
    sortBy: (REPORT_SORT_KEYS as readonly string[]).includes(sortBy)
      ? (sortBy as ReportSortKey)
      : DEFAULT_LIST_OPTIONS.sortBy,
    sortDesc:
      sortDesc === 'true' || sortDesc === '1'
        ? true
        : sortDesc === 'false' || sortDesc === '0'
          ? false
          : DEFAULT_LIST_OPTIONS.sortDesc,
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_LIST_OPTIONS.page,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_LIST_OPTIONS.perPage,
  };
}

/**
 * The query after a change. A new filter, search or page size starts again at page 1, as the
 * old page number means nothing in the new list.
 */
export function writeListParams(
  params: URLSearchParams,
  change: Partial<ReportListOptions>,
): URLSearchParams {
  const resetsPage = ['filter', 'search', 'perPage', 'sortBy', 'sortDesc'].some((key) => key in change);
  const next: ReportListOptions = {
    ...readListParams(params),
    ...(resetsPage ? { page: 1 } : {}),
    ...change,
  };
  const out = new URLSearchParams(params);
  for (const key of Object.keys(DEFAULT_LIST_OPTIONS) as (keyof ReportListOptions)[]) {
    const value = next[key];
    if (value === DEFAULT_LIST_OPTIONS[key]) out.delete(key);
    else out.set(key, String(value));
  }
  return out;
}
