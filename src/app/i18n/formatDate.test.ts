import { describe, expect, it } from 'vitest';
import { formatChartDays, formatDate, formatDateTime, formatTimeOfDay } from './formatDate';

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

describe('formatDate, formatDateTime, formatTimeOfDay', () => {
  const moment = '2026-03-01T09:05:00Z';

  it('write what toLocaleDateString wrote, in both languages', () => {
    for (const language of ['de', 'en']) {
      const options = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
      expect(formatDate(moment, language)).toBe(new Date(moment).toLocaleDateString(language, options));
      expect(formatDate('2026-03-01', language)).toBe(
        new Date('2026-03-01').toLocaleDateString(language, { ...options, timeZone: 'UTC' }),
      );
      expect(formatDateTime(moment, language)).toBe(
        new Date(moment).toLocaleString(language, { ...options, hour: '2-digit', minute: '2-digit' }),
      );
      expect(formatTimeOfDay(Date.parse(moment), language)).toBe(
        new Date(moment).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' }),
      );
    }
    expect(formatDate('2026-03-01', 'de')).toBe('01.03.2026');
  });

  it('answer an invalid date as toLocaleDateString did, without throwing', () => {
    expect(formatDate('not a date', 'de')).toBe('Invalid Date');
  });

  it('make one formatter per shape and language, not one per date of a list', () => {
    const Original = Intl.DateTimeFormat;
    let made = 0;
    const Counted = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    };
    const intl = Intl as { DateTimeFormat: typeof Original };
    intl.DateTimeFormat = Counted as typeof Original;
    try {
      for (let day = 1; day <= 28; day++)
        formatDate(`2026-02-${String(day).padStart(2, '0')}T08:00:00Z`, 'fr');
      expect(formatDate('2026-02-03T08:00:00Z', 'fr')).toBe('03/02/2026');
      expect(made).toBe(1);
    } finally {
      intl.DateTimeFormat = Original;
    }
  });
});
