import { describe, expect, it } from 'vitest';
import { potassium, result } from '../../../shared/testing/resultFixtures';
import { buildCumulativeTable, tableRows } from './cumulativeTable';
import { trendableWith, trendSeries } from './trendSeries';

const report = (id: string, date: string, results: ReturnType<typeof potassium>[]) => ({
  id,
  befund_id: `2026-${id}`,
  created_at: `${date}T10:00:00.000Z`,
  sampled_at: `${date}T07:00:00.000Z`,
  results,
});

const sodium = (value: string) =>
  result({ code: 'NA', value, numeric: Number(value), range: { low: 135, high: 145, text: null } });

describe('the trend of an analyte', () => {
  const table = buildCumulativeTable([
    report('3', '2026-03-01', [potassium('7.1', { flag: 'HH' }), sodium('139')]),
    report('1', '2026-01-01', [potassium('4.1', { range: { low: 3.6, high: 5.0, text: null } })]),
    report('2', '2026-02-01', [sodium('140')]),
  ]);
  const [k, na] = tableRows(table);

  it('runs forward in time, with a gap where a report did not measure it', () => {
    const series = trendSeries(table, k ? [k] : []);
    expect(series.times).toEqual([
      Date.parse('2026-01-01T07:00:00.000Z') / 1000,
      Date.parse('2026-03-01T07:00:00.000Z') / 1000,
    ]);
    expect(series.lines[0]?.values).toEqual([4.1, 7.1]);
    const both = trendSeries(table, k && na ? [k, na] : []);
    expect(both.times).toHaveLength(3);
    expect(both.lines[0]?.values).toEqual([4.1, null, 7.1]);
  });

  it('draws the range each value was measured against as the band', () => {
    const line = trendSeries(table, k ? [k] : []).lines[0];
    expect(line?.low).toEqual([3.6, 3.5]);
    expect(line?.high).toEqual([5.0, 5.1]);
  });

  it('marks the critical values and knows each value’s report', () => {
    const line = trendSeries(table, k ? [k] : []).lines[0];
    expect(line?.critical).toEqual([null, 7.1]);
    expect(line?.points[1]).toMatchObject({ reportId: '3', befundId: '2026-3', critical: true });
  });

  it('puts together only numeric analytes of one unit', () => {
    const text = buildCumulativeTable([
      report('4', '2026-04-01', [
        result({ code: 'HBS', kind: 'text', value: 'negativ', numeric: null, unit: '' }),
      ]),
    ]);
    const [hbs] = tableRows(text);
    expect(k && na && trendableWith(na, [k])).toBe(true);
    expect(hbs && trendableWith(hbs, [])).toBe(false);
    const glucose = tableRows(
      buildCumulativeTable([report('5', '2026-04-01', [result({ code: 'GLU', unit: 'mg/dl' })])]),
    )[0];
    expect(glucose && k && trendableWith(glucose, [k])).toBe(false);
  });
});
