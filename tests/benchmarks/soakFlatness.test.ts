import { describe, expect, it } from 'vitest';
import { flatness, soakWindows, type SoakMinute } from './soakFlatness';

const steady = (minutes: number, rssMb = 400, p99Ms = 20): SoakMinute[] =>
  Array.from({ length: minutes }, (_, index) => ({ minute: index + 1, rssMb, p99Ms }));

describe('the soak: flat', () => {
  it('puts the baseline after the warm-up and the end at the end, at most five minutes each', () => {
    expect(soakWindows(30)).toEqual({ warmup: 5, baseline: { from: 6, to: 10 }, end: { from: 26, to: 30 } });
    expect(soakWindows(3)).toEqual({ warmup: 1, baseline: { from: 2, to: 2 }, end: { from: 3, to: 3 } });
    expect(soakWindows(10)).toEqual({ warmup: 2, baseline: { from: 3, to: 6 }, end: { from: 7, to: 10 } });
  });

  it('is flat for steady figures, and for a warm-up that grew', () => {
    const series = steady(30).map((entry) =>
      entry.minute <= 5 ? { ...entry, rssMb: 200, p99Ms: 300 } : entry,
    );
    expect(flatness(series, 30)).toMatchObject({ flat: true, reasons: [] });
  });

  it('allows RSS to grow by 30 MB or 10 %, whichever is more, not beyond', () => {
    const grown = (by: number) =>
      steady(30).map((entry) => (entry.minute > 25 ? { ...entry, rssMb: entry.rssMb + by } : entry));
    expect(flatness(grown(40), 30).flat).toBe(true);
    const failed = flatness(grown(41), 30);
    expect(failed.flat).toBe(false);
    expect(failed.reasons[0]).toMatch(/RSS grew from 400 to 441 MB/);
    const small = steady(30, 100).map((entry) => (entry.minute > 25 ? { ...entry, rssMb: 130 } : entry));
    expect(flatness(small, 30).flat).toBe(true);
  });

  it('allows the event-loop p99 to rise to 1.5x, or by 10 ms at a low baseline', () => {
    const risen = (p99Ms: number, base = 20) =>
      steady(30, 400, base).map((entry) => (entry.minute > 25 ? { ...entry, p99Ms } : entry));
    expect(flatness(risen(30), 30).flat).toBe(true);
    expect(flatness(risen(31), 30).reasons[0]).toMatch(/p99 rose from 20.0 to 31.0 ms/);
    expect(flatness(risen(14, 4), 30).flat).toBe(true);
    expect(flatness(risen(15, 4), 30).flat).toBe(false);
  });

  it('takes the median of a window, so one noisy minute does not decide', () => {
    const series = steady(30).map((entry) => (entry.minute === 28 ? { ...entry, p99Ms: 500 } : entry));
    expect(flatness(series, 30).flat).toBe(true);
  });

  it('is not flat without figures for a window', () => {
    expect(flatness(steady(3), 30).flat).toBe(false);
  });
});
