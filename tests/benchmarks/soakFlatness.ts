/**
 * What "flat" means for `npm run bench:soak` (docs/decisions.md §33): per portal instance, the
 * minutes right after the warm-up are the baseline, the last minutes the end, each a window of up
 * to FLAT.windowMinutes; of each window the median of its minutes' figures is taken (one noisy
 * minute of a shared machine does not decide). The instance is flat when
 *
 * - RSS: the end's median RSS is at most the baseline's plus the larger of FLAT.rssGrowthShare (10 %)
 *   and FLAT.rssGrowthMb (30 MB): memory that keeps growing over the soak fails;
 * - event loop: the end's median of the minutes' p99 delay is at most the larger of
 *   FLAT.p99Factor (1.5) times the baseline's and the baseline's plus FLAT.p99SlackMs (10 ms; at a
 *   baseline of a few ms, 1.5x is within the monitor's 10 ms resolution).
 *
 * Warm-up: a sixth of the soak, at least one and at most FLAT.warmupMaxMinutes (5) minutes; the
 * window: half of what is left, at least one and at most 5 minutes. 30 minutes: warm-up 1-5,
 * baseline 6-10, end 26-30; 3 minutes: warm-up 1, baseline 2, end 3.
 */
export const FLAT = {
  warmupMaxMinutes: 5,
  windowMinutes: 5,
  rssGrowthShare: 0.1,
  rssGrowthMb: 30,
  p99Factor: 1.5,
  p99SlackMs: 10,
} as const;

/** One instance's figures of one minute of the soak (1-based). */
export interface SoakMinute {
  minute: number;
  rssMb: number;
  p99Ms: number;
}

export interface Flatness {
  flat: boolean;
  baseline: { from: number; to: number; rssMb: number; p99Ms: number };
  end: { from: number; to: number; rssMb: number; p99Ms: number };
  /** Why it is not flat (empty when it is). */
  reasons: string[];
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function soakWindows(minutes: number) {
  const warmup = clamp(Math.round(minutes / 6), 1, FLAT.warmupMaxMinutes);
  const window = clamp(Math.floor((minutes - warmup) / 2), 1, FLAT.windowMinutes);
  return {
    warmup,
    baseline: { from: warmup + 1, to: warmup + window },
    end: { from: minutes - window + 1, to: minutes },
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

export function flatness(series: readonly SoakMinute[], minutes: number): Flatness {
  const windows = soakWindows(minutes);
  const summary = (range: { from: number; to: number }) => {
    const inRange = series.filter((entry) => entry.minute >= range.from && entry.minute <= range.to);
    return {
      ...range,
      count: inRange.length,
      rssMb: median(inRange.map((entry) => entry.rssMb)),
      p99Ms: median(inRange.map((entry) => entry.p99Ms)),
    };
  };
  const { count: baselineCount, ...baseline } = summary(windows.baseline);
  const { count: endCount, ...end } = summary(windows.end);
  const reasons: string[] = [];
  if (baselineCount === 0 || endCount === 0) reasons.push('no figures for the baseline or the end');
  const rssLimit = baseline.rssMb + Math.max(baseline.rssMb * FLAT.rssGrowthShare, FLAT.rssGrowthMb);
  if (end.rssMb > rssLimit)
    reasons.push(
      `RSS grew from ${baseline.rssMb.toFixed(0)} to ${end.rssMb.toFixed(0)} MB (limit ${rssLimit.toFixed(0)})`,
    );
  const p99Limit = Math.max(baseline.p99Ms * FLAT.p99Factor, baseline.p99Ms + FLAT.p99SlackMs);
  if (end.p99Ms > p99Limit)
    reasons.push(
      `event-loop p99 rose from ${baseline.p99Ms.toFixed(1)} to ${end.p99Ms.toFixed(1)} ms (limit ${p99Limit.toFixed(1)})`,
    );
  return { flat: reasons.length === 0, baseline, end, reasons };
}
