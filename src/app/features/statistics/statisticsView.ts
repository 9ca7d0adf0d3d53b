/**
 * What the statistics card draws, decided without a DOM: one kind's counts over the laboratory's
 * last 30 days (days the mirror holds no row for count 0; rows older than the window, left from
 * earlier pulls, are ignored), and their total.
 */
import { STATISTICS_DAYS } from '../../../contract/constants';
import { lastLabDays, type StatisticKind } from '../../../contract/statistics';
import type { DailyStatisticRow } from '../../../db/rows';

export interface DailySeries {
  days: string[];
  counts: number[];
  total: number;
}

export function dailySeries(
  rows: readonly DailyStatisticRow[],
  kind: StatisticKind,
  now: Date,
  days: number = STATISTICS_DAYS,
): DailySeries {
  const window = lastLabDays(now, days);
  const byDay = new Map(rows.filter((row) => row.kind === kind).map((row) => [row.date, row.count]));
  const counts = window.map((day) => byDay.get(day) ?? 0);
  return { days: window, counts, total: counts.reduce((sum, n) => sum + n, 0) };
}
