import { DOCTOR_SORT_KEYS, DoctorStatus, type DoctorSortKey } from '../../../contract/doctors';
import type { DoctorRow } from '../../../db/rows';
import {
  defaultListOptions,
  sortedListPage,
  sortedListParams,
  type SortedListOptions,
  type SortedListPage,
} from '../../offline/sortedListPage';

/**
 * The doctor lists over the mirror (spec §2 'users: list, inactive'): the same status filter,
 * sort and paging as `GET /api/users` (server/features/users/doctorList.ts), but on the device, so the
 * administration's lists work offline and answer at once. Pure, so it is tested without a browser.
 */
export type DoctorListOptions = SortedListOptions<DoctorSortKey>;
export type DoctorListView = SortedListPage<DoctorRow>;

export const DEFAULT_DOCTOR_LIST: DoctorListOptions = defaultListOptions<DoctorSortKey>('name');

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
export const doctorListView = (
  rows: readonly DoctorRow[],
  status: DoctorStatus,
  options: DoctorListOptions,
): DoctorListView => sortedListPage(rows, (row) => row.status === status, COMPARE[options.sortBy], options);

const doctorListParams = sortedListParams(DOCTOR_SORT_KEYS, DEFAULT_DOCTOR_LIST);
/** The list's state from the route query (a reload or a bookmark shows the same list). */
export const readDoctorListParams = doctorListParams.read;
/** The query after a change; a new sort or page size starts again at page 1. Defaults are left out. */
export const writeDoctorListParams = doctorListParams.write;
