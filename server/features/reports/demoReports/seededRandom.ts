/**
 * A seeded pseudo-random generator (mulberry32) for demo data. The same seed gives the same demo
 * on every machine and in every test run, which Math.random cannot. Not for anything secret.
 */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  uniform(min: number, max: number): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in the order they have in `items`. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new RangeError('cannot pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    uniform: (min, max) => min + next() * (max - min),
    int,
    chance: (probability) => next() < probability,
    pick,
    sample<T>(items: readonly T[], count: number): T[] {
      const indices = items.map((_, index) => index);
      // Partial Fisher-Yates: the first `count` slots end up a uniform sample.
      for (let i = 0; i < Math.min(count, indices.length); i++) {
        const j = int(i, indices.length - 1);
        [indices[i], indices[j]] = [indices[j] as number, indices[i] as number];
      }
      return indices
        .slice(0, count)
        .sort((a, b) => a - b)
        .map((index) => items[index] as T);
    },
  };
}
