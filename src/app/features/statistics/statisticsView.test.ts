import { describe, expect, it } from 'vitest';
import { StatisticKind } from '../../../contract/statistics';
import type { DailyStatisticRow } from '../../../db/rows';
import { dailySeries } from './statisticsView';

const row = (kind: StatisticKind, date: string, count: number): DailyStatisticRow => ({
  id: `${kind}:${date}`,
  kind,
  date,
  count,
});

describe('the statistics chart of the staff dashboard', () => {
  const now = new Date('2026-11-23T10:00:00Z');

  it('shows one kind per day over the last 30 days, oldest first, ending today', () => {
    const series = dailySeries([], StatisticKind.logins, now);
    expect(series.days).toHaveLength(30);
    expect(series.days[0]).toBe('2026-10-25');
    expect(series.days[29]).toBe('2026-11-23');
    expect(series.counts.every((count) => count === 0)).toBe(true);
    expect(series.total).toBe(0);
  });

  it('totals the chosen kind only, and leaves out days older than 30 days', () => {
    const rows = [
      row(StatisticKind.logins, '2026-11-23', 4),
      row(StatisticKind.logins, '2026-11-01', 2),
      row(StatisticKind.logins, '2026-10-01', 99),
      row(StatisticKind.demands, '2026-11-23', 7),
    ];
    const logins = dailySeries(rows, StatisticKind.logins, now);
    expect(logins.total).toBe(6);
    expect(logins.counts[29]).toBe(4);
    expect(dailySeries(rows, StatisticKind.demands, now).total).toBe(7);
    expect(dailySeries(rows, StatisticKind.reportViews, now).total).toBe(0);
  });

  it("counts by the laboratory's day: 23:30 UTC on 23 November is already the 24th in Heidelberg", () => {
    const series = dailySeries([], StatisticKind.logins, new Date('2026-11-23T23:30:00Z'));
    expect(series.days[29]).toBe('2026-11-24');
  });
});
