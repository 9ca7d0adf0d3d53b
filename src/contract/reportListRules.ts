/**
 * The report list's rules, one place for the server's list (server/features/reports/reportList.ts, in SQL)
 * and the device's (src/app/features/reports/reportListView.ts, over the mirror). They must agree:
 * staff page on past the mirror through the server's pages (useServerReportPages.ts), which the
 * device then sorts again. tests/reportListParity.test.ts runs one fixture through both.
 */
import { SEARCH_MIN_LENGTH } from './constants';
import type { ReportSortKey } from './reports';

/**
 * Spec §5/§9: a search starts with SEARCH_MIN_LENGTH characters (fewer: no search); its words are
 * separated by blanks or commas, and every word must occur, case-insensitively, in the reference
 * number, the patient's surname or first name (REPORT_SEARCH_FIELDS).
 */
export function reportSearchWords(search: string): string[] {
  const trimmed = search.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) return [];
  return trimmed
    .toLocaleLowerCase('de')
    .split(/[\s,]+/)
    .filter((word) => word.length > 0);
}

export type ReportListField =
  | 'created_at'
  | 'befund_id'
  | 'patient_nachname'
  | 'patient_vorname'
  | 'doctor_nachname'
  | 'doctor_vorname'
  | 'read_at';

export const REPORT_SEARCH_FIELDS = [
  'befund_id',
  'patient_nachname',
  'patient_vorname',
] as const satisfies readonly ReportListField[];

/**
 * The collation of the list's texts, which SQL and the device both compute exactly: lower case,
 * 'ß' as 'ss', accented letters as their base letter (DIN 5007-1: 'Ä' sorts with 'A'), runs of
 * digits by their number ('B-9' before 'B-10': each run left-padded with zeros to
 * SORT_NUMBER_WIDTH, cut there as PostgreSQL's lpad cuts), then code point order (PostgreSQL:
 * COLLATE "C"; server/features/reports/reportList.ts).
 */
export const SORT_NUMBER_WIDTH = 20;

export const SORT_FOLD_FROM = 'àáâãäåçèéêëìíîïñòóôõöøùúûüýÿ';
export const SORT_FOLD_TO = 'aaaaaaceeeeiiiinoooooouuuuyy';

const FOLD = new Map([...SORT_FOLD_FROM].map((char, index) => [char, SORT_FOLD_TO[index] ?? char]));

export const reportSortText = (text: string): string =>
  [...text.toLowerCase().replaceAll('ß', 'ss')]
    .map((char) => FOLD.get(char) ?? char)
    .join('')
    .replace(/[0-9]+/g, (digits) =>
      digits.length >= SORT_NUMBER_WIDTH
        ? digits.slice(0, SORT_NUMBER_WIDTH)
        : digits.padStart(SORT_NUMBER_WIDTH, '0'),
    );

/** Two texts in the list's collation (reportSortText). */
export function compareReportText(a: string, b: string): number {
  const left = reportSortText(a);
  const right = reportSortText(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

/** The fields compared as texts (compareReportText); the others are times. */
export const REPORT_TEXT_FIELDS: ReadonlySet<ReportListField> = new Set<ReportListField>([
  'befund_id',
  'patient_nachname',
  'patient_vorname',
  'doctor_nachname',
  'doctor_vorname',
]);

/**
 * Each sort key's fields, compared in turn, texts in the list's collation; not yet seen (read_at null)
 * counts as earliest: ascending lists the unseen first, descending last. Ties after them: newest
 * first, then by id, so a page never reshuffles.
 */
export const REPORT_SORT_FIELDS: Record<ReportSortKey, readonly ReportListField[]> = {
  created_at: ['created_at'],
  befund_id: ['befund_id'],
  patient: ['patient_nachname', 'patient_vorname'],
  doctor: ['doctor_nachname', 'doctor_vorname'],
  read_at: ['read_at'],
};
