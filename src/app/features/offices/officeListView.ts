import type { OfficeRow } from '../../../db/rows';
import {
  defaultListOptions,
  sortedListPage,
  sortedListParams,
  type SortedListOptions,
  type SortedListPage,
} from '../../offline/sortedListPage';

/**
 * The office lists over the mirror (spec §2 'offices: list, inactive'): active or inactive,
 * sorted, one page; pure, so it is tested without a browser.
 */
export const OFFICE_SORT_KEYS = ['name', 'bsnr', 'address', 'doctors'] as const;
export type OfficeSortKey = (typeof OFFICE_SORT_KEYS)[number];

export type OfficeListOptions = SortedListOptions<OfficeSortKey>;
export type OfficeListView = SortedListPage<OfficeRow>;

export const DEFAULT_OFFICE_LIST: OfficeListOptions = defaultListOptions<OfficeSortKey>('name');

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });
const text = (a: string | null, b: string | null) => collator.compare(a ?? '', b ?? '');

const COMPARE: Record<OfficeSortKey, (a: OfficeRow, b: OfficeRow) => number> = {
  name: (a, b) => text(a.name, b.name),
  bsnr: (a, b) => text(a.bsnr, b.bsnr),
  address: (a, b) => text(a.ort, b.ort) || text(a.strasse, b.strasse),
  doctors: (a, b) => a.doctor_ids.length - b.doctor_ids.length,
};

export const officeListView = (
  rows: readonly OfficeRow[],
  active: boolean,
  options: OfficeListOptions,
): OfficeListView => sortedListPage(rows, (row) => row.active === active, COMPARE[options.sortBy], options);

const officeListParams = sortedListParams(OFFICE_SORT_KEYS, DEFAULT_OFFICE_LIST);
export const readOfficeListParams = officeListParams.read;
/** The query after a change; a new sort or page size starts again at page 1. */
export const writeOfficeListParams = officeListParams.write;
