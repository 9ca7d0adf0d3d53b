import { describe, expect, it } from 'vitest';
import { localInputToIso, preferredDatesOf } from './preferredDates';

describe('preferred dates from datetime-local inputs', () => {
  it('keeps the chosen wall-clock time and adds the offset of that day', () => {
    const iso = localInputToIso('2026-12-01T09:30');
    expect(iso).toMatch(/^2026-12-01T09:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso as string).getTime()).toBe(new Date(2026, 11, 1, 9, 30).getTime());
  });

  it('refuses what is not a date-time, or a day that does not exist', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('01.12.2026 09:30')).toBeNull();
    expect(localInputToIso('2026-02-30T09:30')).toBeNull();
  });

  it('leaves out empty inputs and keeps the order of the filled ones', () => {
    const dates = preferredDatesOf(['', '2026-12-02T10:00', '2026-12-01T08:00']);
    expect(dates).toHaveLength(2);
    expect(dates[0]).toMatch(/^2026-12-02T10:00:00/);
    expect(dates[1]).toMatch(/^2026-12-01T08:00:00/);
  });
});
