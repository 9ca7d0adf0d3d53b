import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/constants';
import { DOCTOR_SORT_KEYS, DoctorStatus, type DoctorSortKey } from '../../../contract/doctors';
import type { DoctorRow } from '../../../db/rows';

/**
 * The doctor lists over the mirror (spec §2 'users: list, inactive'): the same status filter,
 * sort and paging as `GET /api/users` (server/users/doctorList.ts), but on the device, so the
 * administration's lists work offline and answer at once. Pure, so it is tested without a browser.
 */
export interface DoctorListOptions {
  sortBy: DoctorSortKey;
  sortDesc: boolean;
  page: number;
  perPage: number;
}

export interface DoctorListView {
  rows: DoctorRow[];
  /** Doctors of the list (active or inactive), over all pages: the list item count. */
  total: number;
  /** The page shown: the one asked for, moved into range when the list got shorter. */
  page: number;
  lastPage: number;
}

export const DEFAULT_DOCTOR_LIST: DoctorListOptions = {
  sortBy: 'name',
  sortDesc: false,
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
};

type Compare = (a: DoctorRow, b: DoctorRow) => number;

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
/** Text order with empty values last whatever the direction, as the server's NULLS LAST. */
const text =
  (...fields: ((row: DoctorRow) => string | null)[]): Compare =>
  (a, b) => {
    for (const field of fields) {
      const order = collator.compare(field(a) ?? '', field(b) ?? '');
      if (order !== 0) return order;
    }
    return 0;
  };
const time = (iso: string | null) => (iso === null ? -Infinity : Date.parse(iso));

const COMPARE: Record<DoctorSortKey, Compare> = {
  name: text(
    (row) => row.nachname,
    (row) => row.vorname,
  ),
  address: text(
    (row) => row.ort,
    (row) => row.strasse,
  ),
  country: text((row) => row.country),
  phone: text((row) => row.phone),
  email: text((row) => row.email),
  invited: (a, b) => time(a.invited_at) - time(b.invited_at),
  // As the server's boolean column: inactive (false) before active.
  status: (a, b) => Number(a.status === DoctorStatus.active) - Number(b.status === DoctorStatus.active),
  results: (a, b) => a.results - b.results,
  created_at: (a, b) => time(a.created_at) - time(b.created_at),
};

/** The doctors of one list: `status` picks the list (spec §2 'list' is active, 'inactive' the rest). */
export function doctorListView(
  rows: readonly DoctorRow[],
  status: DoctorStatus,
  options: DoctorListOptions,
): DoctorListView {
  const direction = options.sortDesc ? -1 : 1;
  const compare = COMPARE[options.sortBy];
  const matching = rows
    .filter((row) => row.status === status)
    // Ties by id, so a page never reshuffles between renders.
    .sort((a, b) => direction * compare(a, b) || Number(a.id) - Number(b.id));
  const total = matching.length;
  const lastPage = Math.max(1, Math.ceil(total / options.perPage));
  const page = Math.min(Math.max(1, options.page), lastPage);
  const start = (page - 1) * options.perPage;
  return { rows: matching.slice(start, start + options.perPage), total, page, lastPage };
}

/** The list's state from the route query (a reload or a bookmark shows the same list). */
export function readDoctorListParams(params: URLSearchParams): DoctorListOptions {
  const sortBy = params.get('sortBy') ?? '';
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    sortBy: (DOCTOR_SORT_KEYS as readonly string[]).includes(sortBy)
      ? (sortBy as DoctorSortKey)
      : DEFAULT_DOCTOR_LIST.sortBy,
    sortDesc: params.get('sortDesc') === '1',
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_DOCTOR_LIST.page,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_DOCTOR_LIST.perPage,
  };
}

/** The query after a change; a new sort or page size starts again at page 1. Defaults are left out. */
export function writeDoctorListParams(
  params: URLSearchParams,
  change: Partial<DoctorListOptions>,
): URLSearchParams {
  const resetsPage = ['sortBy', 'sortDesc', 'perPage'].some((key) => key in change);
  const next = { ...readDoctorListParams(params), ...(resetsPage ? { page: 1 } : {}), ...change };
  const out = new URLSearchParams(params);
  const set = (key: keyof DoctorListOptions, value: string, isDefault: boolean) =>
    isDefault ? out.delete(key) : out.set(key, value);
  set('sortBy', next.sortBy, next.sortBy === DEFAULT_DOCTOR_LIST.sortBy);
  set('sortDesc', '1', !next.sortDesc);
  set('page', String(next.page), next.page === DEFAULT_DOCTOR_LIST.page);
  set('perPage', String(next.perPage), next.perPage === DEFAULT_DOCTOR_LIST.perPage);
  return out;
}
