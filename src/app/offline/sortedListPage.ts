import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../contract/constants';

/**
 * One page of a list kept in the mirror: `listPage` clamps the page into range and slices it (every
 * list over the mirror: doctors, offices, reports, tickets, the dashboard's registrations);
 * `sortedListPage` filters and sorts first, for the lists sorted by one column (the
 * administration's doctors and offices), with the list's state in the route query so a reload or a
 * bookmark shows the same page. Pure, so every list over the mirror pages the same way.
 */
export interface SortedListOptions<K extends string> {
  sortBy: K;
  sortDesc: boolean;
  page: number;
  perPage: number;
}

export interface SortedListPage<Row> {
  rows: Row[];
  /** Rows of the list over all pages: the list item count. */
  total: number;
  /** The page shown: the one asked for, moved into range when the list got shorter. */
  page: number;
  lastPage: number;
}

/**
 * The page shown of `rows`, already filtered and sorted. `serverTotal`: how many rows the list has
 * on the server, when the device holds only part of them (staff online: hooks/useServerListPages.ts);
 * the paging then reaches the server's last page.
 */
export function listPage<Row>(
  rows: readonly Row[],
  options: Pick<SortedListOptions<string>, 'page' | 'perPage'>,
  serverTotal: number | null = null,
): SortedListPage<Row> {
  const total = Math.max(rows.length, serverTotal ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / options.perPage));
  const page = Math.min(Math.max(1, options.page), lastPage);
  const start = (page - 1) * options.perPage;
  return { rows: rows.slice(start, start + options.perPage), total, page, lastPage };
}

/** The rows `keep` accepts, sorted by `compare` (turned round when descending), one page of them. */
export function sortedListPage<Row extends { id: string }>(
  rows: readonly Row[],
  keep: (row: Row) => boolean,
  compare: (a: Row, b: Row) => number,
  options: Pick<SortedListOptions<string>, 'sortDesc' | 'page' | 'perPage'>,
): SortedListPage<Row> {
  const direction = options.sortDesc ? -1 : 1;
  const matching = rows
    .filter(keep)
    // Ties by id, so a page never reshuffles between renders.
    .sort((a, b) => direction * compare(a, b) || Number(a.id) - Number(b.id));
  return listPage(matching, options);
}

/** The first page, by `sortBy` ascending, the default page size. */
export const defaultListOptions = <K extends string>(sortBy: K): SortedListOptions<K> => ({
  sortBy,
  sortDesc: false,
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
});

/**
 * Reading and writing a list's state in the route query: unknown values fall back to the
 * defaults, defaults are left out, and a new sort or page size starts again at page 1.
 */
export function sortedListParams<K extends string>(sortKeys: readonly K[], defaults: SortedListOptions<K>) {
  const read = (params: URLSearchParams): SortedListOptions<K> => {
    const sortBy = params.get('sortBy') ?? '';
    const page = Number(params.get('page'));
    const perPage = Number(params.get('perPage'));
    return {
      sortBy: (sortKeys as readonly string[]).includes(sortBy) ? (sortBy as K) : defaults.sortBy,
      sortDesc: params.get('sortDesc') === '1',
      page: Number.isInteger(page) && page >= 1 ? page : defaults.page,
      perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : defaults.perPage,
    };
  };
  const write = (params: URLSearchParams, change: Partial<SortedListOptions<K>>): URLSearchParams => {
    const resetsPage = ['sortBy', 'sortDesc', 'perPage'].some((key) => key in change);
    const next = { ...read(params), ...(resetsPage ? { page: 1 } : {}), ...change };
    const out = new URLSearchParams(params);
    const set = (key: keyof SortedListOptions<K>, value: string, isDefault: boolean) =>
      isDefault ? out.delete(key) : out.set(key, value);
    set('sortBy', next.sortBy, next.sortBy === defaults.sortBy);
    set('sortDesc', '1', !next.sortDesc);
    set('page', String(next.page), next.page === defaults.page);
    set('perPage', String(next.perPage), next.perPage === defaults.perPage);
    return out;
  };
  return { read, write };
}
