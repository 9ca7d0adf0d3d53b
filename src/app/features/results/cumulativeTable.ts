import type { ReportResult, ResultRange } from '../../../contract/results';
import { sameRange } from '../../../shared/resultFormat';

/**
 * The cumulative findings (Kumulativbefund) of one patient as a table, from the patient's reports
 * as the mirror holds them (issue 27): analytes down, grouped as the lab groups them, one column
 * per report by its sample date (`sampled_at`, else when the report came), newest first.
 *
 * Pure and without React, so the page memoizes it, the print uses the same table, and the tests
 * read like the rules:
 * - the lab's order: the newest report's groups and analytes in its print order; an analyte only
 *   older reports carry joins its group's end, a group only they carry comes last;
 * - one row per analyte and unit (the lab's code; a code measured in another unit is another row,
 *   since its values do not compare);
 * - the row's range is that of its newest value; a value measured against another range is marked
 *   (`rangeChanged`) and shows its own;
 * - a corrected report's values are marked;
 * - a report without structured results is no column but is listed (`unstructured`), so the page
 *   can say so rather than show nothing.
 */

/** What the table needs of a report: the mirrored row, its sealed fields opened. */
export interface CumulativeReport {
  id: string;
  befund_id: string;
  created_at: string;
  sampled_at?: string | null;
  result_status?: 'final' | 'corrected' | null;
  results?: readonly ReportResult[] | null;
}

export interface CumulativeColumn {
  reportId: string;
  befundId: string;
  /** ISO time: the sample's, else the report's creation. */
  date: string;
  corrected: boolean;
}

export interface CumulativeCell {
  result: ReportResult;
  reportId: string;
  /** The value was measured against another range than the row's (its newest). */
  rangeChanged: boolean;
  corrected: boolean;
}

export interface CumulativeRow {
  /** Code and unit: stable across reports, the trend's and the picker's key. */
  key: string;
  code: string;
  loinc: string | null;
  name: ReportResult['name'];
  unit: string;
  /** The newest value's range. */
  range: ResultRange;
  numeric: boolean;
  /** Aligned with the table's columns; null where that report did not measure it. */
  cells: (CumulativeCell | null)[];
  rangeChanged: boolean;
}

export interface CumulativeGroup {
  /** The lab's heading, or null for analytes printed under none. */
  name: string | null;
  rows: CumulativeRow[];
}

export interface CumulativeTable {
  columns: CumulativeColumn[];
  groups: CumulativeGroup[];
  /** Reports of the patient (in the period) that carry no structured results, newest first. */
  unstructured: { reportId: string; befundId: string; date: string }[];
}

/** An optional period, inclusive, as 'YYYY-MM-DD' days of the column dates. */
export interface CumulativePeriod {
  from?: string | null;
  to?: string | null;
}

export const analyteKey = (result: Pick<ReportResult, 'code' | 'unit'>) => `${result.code}|${result.unit}`;

export const columnDate = (report: Pick<CumulativeReport, 'sampled_at' | 'created_at'>) =>
  report.sampled_at ?? report.created_at;

/** Newest first; the same moment by reference number, then id, so the order never flickers. */
const newestFirst = (a: CumulativeReport, b: CumulativeReport) =>
  columnDate(b).localeCompare(columnDate(a)) ||
  b.befund_id.localeCompare(a.befund_id) ||
  b.id.localeCompare(a.id);

/** Whether a report's column date lies in the period (the day of the ISO time, inclusive). */
export function inPeriod(date: string, period: CumulativePeriod): boolean {
  const day = date.slice(0, 10);
  return (!period.from || day >= period.from) && (!period.to || day <= period.to);
}

export function buildCumulativeTable(
  reports: readonly CumulativeReport[],
  period: CumulativePeriod = {},
): CumulativeTable {
  const sorted = reports.filter((report) => inPeriod(columnDate(report), period)).sort(newestFirst);
  const structured = sorted.filter((report) => report.results && report.results.length > 0);
  const columns: CumulativeColumn[] = structured.map((report) => ({
    reportId: report.id,
    befundId: report.befund_id,
    date: columnDate(report),
    corrected: report.result_status === 'corrected',
  }));

  const groups = new Map<string | null, CumulativeRow[]>();
  const rows = new Map<string, CumulativeRow>();
  structured.forEach((report, column) => {
    const inPrintOrder = [...(report.results ?? [])].sort((a, b) => a.position - b.position);
    for (const result of inPrintOrder) {
      const key = analyteKey(result);
      let row = rows.get(key);
      if (!row) {
        // The first (newest) report that carries the analyte gives its name, range and place.
        row = {
          key,
          code: result.code,
          loinc: result.loinc,
          name: result.name,
          unit: result.unit,
          range: result.range,
          numeric: false,
          cells: columns.map(() => null),
          rangeChanged: false,
        };
        rows.set(key, row);
        const group = groups.get(result.group) ?? [];
        group.push(row);
        groups.set(result.group, group);
      }
      // A report listing an analyte twice: its first value counts.
      if (row.cells[column]) continue;
      const rangeChanged = !sameRange(result.range, row.range);
      row.cells[column] = {
        result,
        reportId: report.id,
        rangeChanged,
        corrected: report.result_status === 'corrected',
      };
      row.rangeChanged ||= rangeChanged;
      row.numeric ||= result.kind === 'numeric' && result.numeric !== null;
    }
  });

  return {
    columns,
    groups: [...groups].map(([name, groupRows]) => ({ name, rows: groupRows })),
    unstructured: sorted
      .filter((report) => !report.results || report.results.length === 0)
      .map((report) => ({ reportId: report.id, befundId: report.befund_id, date: columnDate(report) })),
  };
}

/** Every row of the table in its order: the phone's analyte picker, the trend's choice. */
export const tableRows = (table: CumulativeTable): CumulativeRow[] =>
  table.groups.flatMap((group) => group.rows);

/** The values of one row, newest first, with their columns: the phone's list of one analyte. */
export function rowValues(
  table: CumulativeTable,
  row: CumulativeRow,
): { column: CumulativeColumn; cell: CumulativeCell }[] {
  return table.columns.flatMap((column, index) => {
    const cell = row.cells[index];
    return cell ? [{ column, cell }] : [];
  });
}
