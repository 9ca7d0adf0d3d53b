import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/constants';
import type { OfficeRow } from '../../../db/rows';

/**
 * The office lists over the mirror (spec §2 'offices: list, inactive'): active or inactive,
 * sorted, one page; pure, so it is tested without a browser.
 */
export const OFFICE_SORT_KEYS = ['name', 'bsnr', 'address', 'doctors'] as const;
export type OfficeSortKey = (typeof OFFICE_SORT_KEYS)[number];

export interface OfficeListOptions {
  sortBy: OfficeSortKey;
  sortDesc: boolean;
  page: number;
  perPage: number;
}

export interface OfficeListView {
  rows: OfficeRow[];
  total: number;
  page: number;
  lastPage: number;
}

export const DEFAULT_OFFICE_LIST: OfficeListOptions = {
  sortBy: 'name',
  sortDesc: false,
  page: 1,
  perPage: DEFAULT_PAGE_SIZE,
};

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const text = (a: string | null, b: string | null) => collator.compare(a ?? '', b ?? '');

const COMPARE: Record<OfficeSortKey, (a: OfficeRow, b: OfficeRow) => number> = {
  name: (a, b) => text(a.name, b.name),
  bsnr: (a, b) => text(a.bsnr, b.bsnr),
  address: (a, b) => text(a.ort, b.ort) || text(a.strasse, b.strasse),
  doctors: (a, b) => a.doctor_ids.length - b.doctor_ids.length,
};

export function officeListView(
  rows: readonly OfficeRow[],
  active: boolean,
  options: OfficeListOptions,
): OfficeListView {
  const direction = options.sortDesc ? -1 : 1;
  const compare = COMPARE[options.sortBy];
  const matching = rows
    .filter((row) => row.active === active)
    .sort((a, b) => direction * compare(a, b) || Number(a.id) - Number(b.id));
  const total = matching.length;
  const lastPage = Math.max(1, Math.ceil(total / options.perPage));
  const page = Math.min(Math.max(1, options.page), lastPage);
  const start = (page - 1) * options.perPage;
  return { rows: matching.slice(start, start + options.perPage), total, page, lastPage };
}

export function readOfficeListParams(params: URLSearchParams): OfficeListOptions {
  const sortBy = params.get('sortBy') ?? '';
  const page = Number(params.get('page'));
  const perPage = Number(params.get('perPage'));
  return {
    sortBy: (OFFICE_SORT_KEYS as readonly string[]).includes(sortBy)
      ? (sortBy as OfficeSortKey)
      : DEFAULT_OFFICE_LIST.sortBy,
    sortDesc: params.get('sortDesc') === '1',
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_OFFICE_LIST.page,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_OFFICE_LIST.perPage,
  };
}

/** The query after a change; a new sort or page size starts again at page 1. */
export function writeOfficeListParams(
  params: URLSearchParams,
  change: Partial<OfficeListOptions>,
): URLSearchParams {
  const resetsPage = ['sortBy', 'sortDesc', 'perPage'].some((key) => key in change);
  const next = { ...readOfficeListParams(params), ...(resetsPage ? { page: 1 } : {}), ...change };
  const out = new URLSearchParams(params);
  const set = (key: keyof OfficeListOptions, value: string, isDefault: boolean) =>
    isDefault ? out.delete(key) : out.set(key, value);
  set('sortBy', next.sortBy, next.sortBy === DEFAULT_OFFICE_LIST.sortBy);
  set('sortDesc', '1', !next.sortDesc);
  set('page', String(next.page), next.page === DEFAULT_OFFICE_LIST.page);
  set('perPage', String(next.perPage), next.perPage === DEFAULT_OFFICE_LIST.perPage);
  return out;
}
