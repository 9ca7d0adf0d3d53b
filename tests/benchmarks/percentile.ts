/**
 * The nearest-rank percentile of values sorted ascending: the smallest value with at least `share`
 * of all values at or below it (share 1 is the maximum); NaN for none. Of 20 samples the p95 is the
 * 19th, not the largest: one stall among twenty does not make the figure.
 */
export function percentile(sorted: ArrayLike<number>, share: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(share * sorted.length)));
  return sorted[rank - 1] ?? NaN;
}
