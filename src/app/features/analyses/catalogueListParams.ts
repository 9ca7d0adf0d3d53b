import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/constants';
import { LIST_STATES, type ListState } from './analysisListView';

/**
 * The catalogue lists' state in the route query (search, group, state, page, page size), so coming
 * back from a form, reloading or bookmarking shows the same page. Defaults are left out; any
 * change but the page starts again at page 1.
 */
export interface CatalogueListParams {
  search: string;
  group: string;
  state: ListState;
  page: number;
  perPage: number;
}

export function readListParams(params: URLSearchParams): CatalogueListParams {
  const state = params.get('state') ?? '';
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    search: params.get('search') ?? '',
    group: params.get('group') ?? '',
    state: (LIST_STATES as readonly string[]).includes(state) ? (state as ListState) : 'current',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_PAGE_SIZE,
  };
}

export function writeListParams(
  params: URLSearchParams,
  change: Partial<CatalogueListParams>,
): URLSearchParams {
  const next = { ...readListParams(params), ...('page' in change ? {} : { page: 1 }), ...change };
  const out = new URLSearchParams();
  if (next.search !== '') out.set('search', next.search);
  if (next.group !== '') out.set('group', next.group);
  if (next.state !== 'current') out.set('state', next.state);
  if (next.page !== 1) out.set('page', String(next.page));
  if (next.perPage !== DEFAULT_PAGE_SIZE) out.set('perPage', String(next.perPage));
  return out;
}
