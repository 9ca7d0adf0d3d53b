import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/constants';
import { ORDER_LIST_STATUS_FILTERS, type OrderListStatusFilter } from '../../../contract/orders';

/**
 * The orders list's state lives in the route query, so a reload, a bookmark and the dashboard's
 * links ('open', 'new today') show the same list: the status filter (a status or `open`; none for
 * all), the patient search, the period (from/to, days, inclusive) and the page. Unknown values fall
 * back to the defaults one by one; defaults are left out of the URL.
 */
export interface OrderListOptions {
  status: OrderListStatusFilter | null;
  patient: string;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
  page: number;
  perPage: number;
}

export const DEFAULT_ORDER_LIST_OPTIONS: OrderListOptions = {
  status: null,
  patient: '',
  from: '',
  to: '',
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null): string => (value !== null && DAY.test(value) ? value : '');

export function readOrderListParams(params: URLSearchParams): OrderListOptions {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    status: (ORDER_LIST_STATUS_FILTERS as readonly string[]).includes(status)
      ? (status as OrderListStatusFilter)
      : null,
    patient: params.get('patient') ?? '',
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_ORDER_LIST_OPTIONS.page,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage)
      ? perPage
      : DEFAULT_ORDER_LIST_OPTIONS.perPage,
  };
}

/** The query after a change: a new filter or page size starts again at page 1. */
export function writeOrderListParams(
  params: URLSearchParams,
  change: Partial<OrderListOptions>,
): URLSearchParams {
  const resetsPage = ['status', 'patient', 'from', 'to', 'perPage'].some((key) => key in change);
  const next: OrderListOptions = {
    ...readOrderListParams(params),
    ...(resetsPage ? { page: 1 } : {}),
    ...change,
  };
  const out = new URLSearchParams(params);
  const set = (key: keyof OrderListOptions, value: string, isDefault: boolean) =>
    isDefault ? out.delete(key) : out.set(key, value);
  set('status', next.status ?? '', next.status === null);
  set('patient', next.patient, next.patient === '');
  set('from', next.from, next.from === '');
  set('to', next.to, next.to === '');
  set('page', String(next.page), next.page === DEFAULT_ORDER_LIST_OPTIONS.page);
  set('perPage', String(next.perPage), next.perPage === DEFAULT_ORDER_LIST_OPTIONS.perPage);
  return out;
}

/** The list's query for a filter (the dashboard's links): `?status=open`, `?from=…&to=…`. */
export function orderListQuery(filter: Partial<Pick<OrderListOptions, 'status' | 'from' | 'to'>>): string {
  const query = writeOrderListParams(new URLSearchParams(), filter).toString();
  return query ? `?${query}` : '';
}
