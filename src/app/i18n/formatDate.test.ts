import { describe, expect, it } from 'vitest';
import { formatChartDays } from './formatDate';

const noon = (day: string) => Date.parse(`${day}T12:00:00`) / 1000;

describe('formatChartDays', () => {
  it('writes a chart’s days in German as day.month., not the American month/day', () => {
    const labels = formatChartDays([noon('2026-10-29'), noon('2026-10-30')], 'de');
    expect(labels).toEqual(['29.10.\n2026', '30.10.']);
    expect(labels.join(' ')).not.toContain('10/29');
  });

  it('writes them in English as month/day', () => {
    expect(formatChartDays([noon('2026-10-29'), noon('2026-10-30')], 'en')).toEqual(['10/29\n2026', '10/30']);
  });

  it('names the year again where the axis crosses New Year', () => {
    expect(formatChartDays([noon('2026-12-31'), noon('2027-01-01')], 'de')).toEqual([
      '31.12.\n2026',
      '01.01.\n2027',
    ]);
  });
});
