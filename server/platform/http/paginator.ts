/**
 * The one paginator of the paged lists (src/contract/listEnvelope.ts): the meta of spec §3,
 * computed as Laravel's LengthAwarePaginator computes it, since the portal's clients were written
 * against it. Two choices differ from Laravel's defaults, on purpose:
 *   - `path` is the public origin (APP_URL) plus the route, not the Host header of the request, so a
 *     forged header cannot put another host into the links;
 *   - the page links keep the request's query (`withQueryString()`), so page 2 of the closed
 *     tickets, 50 a page, links to that list and not to the default one.
 */
import type { FastifyRequest } from 'fastify';
import type { PageLink, PaginationMeta } from '../../../src/contract/listEnvelope';

/** Laravel's `onEachSide`: pages linked on each side of the current one when the list is long. */
const ON_EACH_SIDE = 3;
/** Laravel's pagination.previous and pagination.next. */
const PREVIOUS_LABEL = '&laquo; Previous';
const NEXT_LABEL = 'Next &raquo;';

/** Where a list lives: its URL without query and the query its page links repeat. */
export interface ListLocation {
  path: string;
  query: URLSearchParams;
}

/** The page asked for (`page`, `perPage` of the list's query). */
export interface PageRequest {
  page: number;
  perPage: number;
}

/** The rows to skip for the page (SQL OFFSET). */
export const pageOffset = ({ page, perPage }: PageRequest): number => (page - 1) * perPage;

/** The list the request asked for, at the portal's public origin. */
export function listLocation(request: FastifyRequest, appUrl: string): ListLocation {
  const url = new URL(request.url, 'http://list.invalid');
  url.searchParams.delete('page');
  return { path: `${appUrl}${url.pathname}`, query: url.searchParams };
}

/**
 * A list asked for in a request body (`POST /api/befunde/filter`): its links point at the list's
 * GET route with the same query, since the POST route cannot be followed as a link.
 */
export function listLocationOf(appUrl: string, path: string, query: Record<string, unknown>): ListLocation {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name === 'page' || value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  return { path: `${appUrl}${path}`, query: params };
}

/** The URL of a page of the list: its query without `page`, then `page` (written once per list). */
const pageUrls = (list: ListLocation): ((page: number) => string) => {
  const query = new URLSearchParams(list.query);
  query.delete('page');
  const rest = query.toString();
  const prefix = `${list.path}?${rest ? `${rest}&` : ''}page=`;
  return (page) => `${prefix}${page}`;
};

const range = (first: number, last: number): number[] =>
  Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index);

/**
 * Laravel's UrlWindow: every page of a short list; else the first two, the last two and the
 * current one with ON_EACH_SIDE pages either side, `null` where a run of pages is left out.
 */
export function pageWindow(current: number, lastPage: number): (number | null)[] {
  if (lastPage < ON_EACH_SIDE * 2 + 8) return range(1, lastPage);
  const window = ON_EACH_SIDE + 4;
  const start = [1, 2];
  const finish = [lastPage - 1, lastPage];
  if (current <= window) return [...range(1, window + ON_EACH_SIDE), null, ...finish];
  if (current > lastPage - window)
    return [...start, null, ...range(lastPage - (window + ON_EACH_SIDE - 1), lastPage)];
  return [...start, null, ...range(current - ON_EACH_SIDE, current + ON_EACH_SIDE), null, ...finish];
}

/** The meta of one page: `shown` rows of `total` on page `page.page`. */
export function paginationMeta(
  list: ListLocation,
  page: PageRequest,
  total: number,
  shown: number,
): PaginationMeta {
  const lastPage = Math.max(1, Math.ceil(total / page.perPage));
  const current = page.page;
  const from = shown > 0 ? pageOffset(page) + 1 : null;
  const pageUrl = pageUrls(list);
  const links: PageLink[] = [
    { url: current > 1 ? pageUrl(current - 1) : null, label: PREVIOUS_LABEL, active: false },
    ...pageWindow(current, lastPage).map((number) =>
      number === null
        ? { url: null, label: '...', active: false }
        : { url: pageUrl(number), label: String(number), active: number === current },
    ),
    { url: current < lastPage ? pageUrl(current + 1) : null, label: NEXT_LABEL, active: false },
  ];
  return {
    current_page: current,
    per_page: page.perPage,
    from,
    to: from === null ? null : from + shown - 1,
    last_page: lastPage,
    path: list.path,
    links,
    total,
  };
}

/** `{ data, meta }` of a list (listResponseSchema), with what else the list reports in `meta`. */
export function paginate<Row, Extra extends object = Record<never, never>>(
  list: ListLocation,
  page: PageRequest,
  total: number,
  rows: Row[],
  extraMeta?: Extra,
): { data: Row[]; meta: PaginationMeta & Extra } {
  return {
    data: rows,
    meta: { ...paginationMeta(list, page, total, rows.length), ...(extraMeta ?? ({} as Extra)) },
  };
}
