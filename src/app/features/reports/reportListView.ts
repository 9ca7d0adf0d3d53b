import { SEARCH_MIN_LENGTH } from '../../../contract/constants';
import { ReportReadFilter, type ReportSortKey } from '../../../contract/reports';
import type { ReportRow } from '../../../db/rows';
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

export interface ReportListView {
  /** The rows of the page shown. */
  rows: ReportRow[];
  /** Rows matching filter and search, over all pages. */
  total: number;
  /** Unread reports of the whole list, whatever the filter (spec §3: the list meta's unread count). */
  unread: number;
  /** The page shown: the one asked for, moved into range when the list got shorter. */
  page: number;
  lastPage: number;
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

const byText = (a: string, b: string) => collator.compare(a, b);
const time = (iso: string | null) => (iso === null ? -Infinity : Date.parse(iso));

const COMPARE: Record<ReportSortKey, (a: ReportRow, b: ReportRow) => number> = {
  created_at: (a, b) => time(a.created_at) - time(b.created_at),
  befund_id: (a, b) => byText(a.befund_id, b.befund_id),
  patient: (a, b) =>
    byText(a.patient_data.nachname, b.patient_data.nachname) ||
    byText(a.patient_data.vorname, b.patient_data.vorname),
  doctor: (a, b) => byText(a.user.nachname, b.user.nachname) || byText(a.user.vorname, b.user.vorname),
  // Not yet seen counts as earliest: ascending lists the unseen first, descending last.
  read_at: (a, b) => time(a.read_at) - time(b.read_at),
};

/** Reference number or patient name, case-insensitive; every word of the search must occur. */
function matchesSearch(report: ReportRow, words: readonly string[]): boolean {
  const { nachname, vorname } = report.patient_data;
  const haystack = `${report.befund_id} ${nachname} ${vorname}`.toLocaleLowerCase('de');
  return words.every((word) => haystack.includes(word));
}

export function searchWords(search: string): string[] {
  const trimmed = search.trim();
  // Spec §5/§9: a search starts with more than one character.
  if (trimmed.length < SEARCH_MIN_LENGTH) return [];
  return trimmed
    .toLocaleLowerCase('de')
    .split(/[\s,]+/)
    .filter((word) => word.length > 0);
}

function matchesFilter(report: ReportRow, filter: ReportReadFilter): boolean {
  if (filter === ReportReadFilter.unread) return isUnreadReport(report);
  if (filter === ReportReadFilter.read) return !isUnreadReport(report);
  return true;
}

/**
 * `serverTotal`: how many reports match on the server, when the device holds only part of them
 * (staff, online; useServerReportPages.ts): the paging then reaches the server's last page.
 */
export function reportListView(
  rows: readonly ReportRow[],
  options: ReportListOptions,
  serverTotal: number | null = null,
): ReportListView {
  const words = searchWords(options.search);
  const direction = options.sortDesc ? -1 : 1;
  const compare = COMPARE[options.sortBy];
  const matching = rows
    .filter((row) => matchesFilter(row, options.filter) && matchesSearch(row, words))
    .sort(
      (a, b) =>
        direction * compare(a, b) ||
        // Ties: newest first, then by id, so a page never reshuffles between renders.
        COMPARE.created_at(b, a) ||
        byText(a.id, b.id),
    );
  const total = Math.max(matching.length, serverTotal ?? 0);
  const lastPage = Math.max(1, Math.ceil(total / options.perPage));
  const page = Math.min(Math.max(1, options.page), lastPage);
  const start = (page - 1) * options.perPage;
  return {
    rows: matching.slice(start, start + options.perPage),
    total,
    unread: rows.filter(isUnreadReport).length,
    page,
    lastPage,
  };
}
