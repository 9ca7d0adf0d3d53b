/**
 * The report list's rules, one place for the server's list (server/reports/reportList.ts, in SQL)
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
 * Each sort key's fields, compared in turn, texts case-insensitively; not yet seen (read_at null)
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
