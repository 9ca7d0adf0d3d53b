import { isCriticalResult, type ReportResult } from '../../../contract/results';
import type { CumulativeRow, CumulativeTable } from './cumulativeTable';

/**
 * The trend of one or more analytes (issue 27) as the chart draws it: the sample times ascending
 * (epoch seconds), and per analyte its values, its reference limits at each time (the band, which
 * follows a range change), and its critical values apart (drawn as marks). Gaps are null where a
 * report did not measure an analyte. Only rows with numbers and one unit go together: values of
 * different units on one axis would mislead (`trendableWith`).
 */
export interface TrendPoint {
  value: number;
  /** The value as the lab sent it, for the tooltip's notation and flag. */
  result: ReportResult;
  reportId: string;
  befundId: string;
  date: string;
  critical: boolean;
}

export interface TrendLine {
  key: string;
  name: CumulativeRow['name'];
  unit: string;
  values: (number | null)[];
  low: (number | null)[];
  high: (number | null)[];
  critical: (number | null)[];
  /** By time index: the value's report, for the tooltip and the click. */
  points: (TrendPoint | null)[];
}

export interface TrendSeries {
  /** Epoch seconds, ascending. */
  times: number[];
  lines: TrendLine[];
}

/** Whether `row` may join a trend of `others`: numeric, and in the same unit as they are. */
export function trendableWith(row: CumulativeRow, others: readonly CumulativeRow[]): boolean {
  return row.numeric && others.every((other) => other.unit === row.unit);
}

export function trendSeries(table: CumulativeTable, rows: readonly CumulativeRow[]): TrendSeries {
  // The table's columns are newest first; the chart's time runs the other way.
  const order = table.columns
    .map((column, index) => ({ column, index, time: Date.parse(column.date) / 1000 }))
    .filter(({ index }) => rows.some((row) => row.cells[index]?.result.numeric != null))
    .sort((a, b) => a.time - b.time || a.index - b.index);
  const times = order.map(({ time }) => time);
  const lines = rows.map((row): TrendLine => {
    const points = order.map(({ column, index }): TrendPoint | null => {
      const cell = row.cells[index];
      const value = cell?.result.numeric;
      if (!cell || value == null) return null;
      return {
        value,
        result: cell.result,
        reportId: column.reportId,
        befundId: column.befundId,
        date: column.date,
        critical: isCriticalResult(cell.result),
      };
    });
    const cells = order.map(({ index }) => row.cells[index]);
    return {
      key: row.key,
      name: row.name,
      unit: row.unit,
      values: points.map((point) => point?.value ?? null),
      critical: points.map((point) => (point?.critical ? point.value : null)),
      // The band where the value was measured: its own range, else the row's.
      low: cells.map((cell) => (cell ? cell.result.range.low : row.range.low)),
      high: cells.map((cell) => (cell ? cell.result.range.high : row.range.high)),
      points,
    };
  });
  return { times, lines };
}
