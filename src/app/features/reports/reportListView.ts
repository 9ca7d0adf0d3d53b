import {
  REPORT_SEARCH_FIELDS,
  REPORT_SORT_FIELDS,
  compareReportText,
  reportSearchWords,
  type ReportListField,
} from '../../../contract/reportListRules';
import { ReportReadFilter, type ReportSortKey } from '../../../contract/reports';
import type { ReportRow } from '../../../db/rows';
import { listPage, type SortedListPage } from '../../offline/sortedListPage';
import { isUnreadReport } from './reportNames';

/**
 * The reports overview over the mirror (spec §2 'Reports overview'): the same filter, search,
 * sort and paging as `GET /api/befunde`, but on the device, so it works offline and answers at
 * once. Pure, so the whole list logic is tested without a browser.
 */
export interface ReportListOptions {
  filter: ReportReadFilter;
  search: string;
  sortBy: ReportSortKey;
  sortDesc: boolean;
  page: number;
  perPage: number;
}

/** `total`: rows matching filter and search, over all pages. */
export interface ReportListView extends SortedListPage<ReportRow> {
  /** Unread reports of the whole list, whatever the filter (spec §3: the list meta's unread count). */
  unread: number;
}

const byText = compareReportText;
const time = (iso: string | null) => (iso === null ? -Infinity : Date.parse(iso));

/** The fields of the list's rules (src/contract/reportListRules.ts) on a mirrored row. */
const FIELD_COMPARE: Record<ReportListField, (a: ReportRow, b: ReportRow) => number> = {
  created_at: (a, b) => time(a.created_at) - time(b.created_at),
  befund_id: (a, b) => byText(a.befund_id, b.befund_id),
  patient_nachname: (a, b) => byText(a.patient_data.nachname, b.patient_data.nachname),
  patient_vorname: (a, b) => byText(a.patient_data.vorname, b.patient_data.vorname),
  doctor_nachname: (a, b) => byText(a.user.nachname, b.user.nachname),
  doctor_vorname: (a, b) => byText(a.user.vorname, b.user.vorname),
  // Not yet seen counts as earliest: ascending lists the unseen first, descending last.
  read_at: (a, b) => time(a.read_at) - time(b.read_at),
};

const SEARCHED: Record<(typeof REPORT_SEARCH_FIELDS)[number], (report: ReportRow) => string> = {
  befund_id: (report) => report.befund_id,
  patient_nachname: (report) => report.patient_data.nachname,
  patient_vorname: (report) => report.patient_data.vorname,
};

const compareBy = (sortBy: ReportSortKey) => (a: ReportRow, b: ReportRow) => {
  for (const field of REPORT_SORT_FIELDS[sortBy]) {
    const order = FIELD_COMPARE[field](a, b);
    if (order !== 0) return order;
  }
  return 0;
};

/** Every word of the search occurs in one of the searched fields, case-insensitively. */
function matchesSearch(report: ReportRow, words: readonly string[]): boolean {
  const texts = REPORT_SEARCH_FIELDS.map((field) => SEARCHED[field](report).toLocaleLowerCase('de'));
  return words.every((word) => texts.some((text) => text.includes(word)));
}

function matchesFilter(report: ReportRow, filter: ReportReadFilter): boolean {
  if (filter === ReportReadFilter.unread) return isUnreadReport(report);
  if (filter === ReportReadFilter.read) return !isUnreadReport(report);
  return true;
}

/**
 * `serverTotal`: how many reports match on the server, when the device holds only part of them
 * (staff, online; useServerReportPages.ts): the paging then reaches the server's last page (listPage).
 */
export function reportListView(
  rows: readonly ReportRow[],
  options: ReportListOptions,
  serverTotal: number | null = null,
): ReportListView {
  const words = reportSearchWords(options.search);
  const direction = options.sortDesc ? -1 : 1;
  const compare = compareBy(options.sortBy);
  const matching = rows
    .filter((row) => matchesFilter(row, options.filter) && matchesSearch(row, words))
    .sort(
      (a, b) =>
        direction * compare(a, b) ||
        // Ties: newest first, then by id, so a page never reshuffles between renders.
        FIELD_COMPARE.created_at(b, a) ||
        Number(a.id) - Number(b.id),
    );
  return { ...listPage(matching, options, serverTotal), unread: rows.filter(isUnreadReport).length };
}
