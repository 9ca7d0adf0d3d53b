import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/constants';

/**
 * The list's search and paging live in the route query, so a reload or a link shows the same
 * list; unknown values fall back to the defaults, defaults are left out of the URL.
 */
export interface TicketListParams {
  search: string;
  page: number;
  perPage: number;
}

export function readTicketListParams(params: URLSearchParams): TicketListParams {
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    search: params.get('search') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

/** A new search or page size starts again at page 1. */
export function writeTicketListParams(
  params: URLSearchParams,
  change: Partial<TicketListParams>,
): URLSearchParams {
  const next = { ...readTicketListParams(params), ...('page' in change ? {} : { page: 1 }), ...change };
  const out = new URLSearchParams(params);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? out.delete(key) : out.set(key, value);
  set('search', next.search, '');
  set('page', String(next.page), '1');
  set('perPage', String(next.perPage), String(DEFAULT_PAGE_SIZE));
  return out;
}
