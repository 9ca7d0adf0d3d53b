/**
 * The chaos test's random numbers: mulberry32, a small seeded generator, so that a seed printed by
 * a failing run replays the very same steps (`CHAOS_SEEDS=<seed>`).
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** One of `items`. */
  pick<T>(items: readonly T[]): T;
  /** One of the keys, chosen by weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('nothing to pick from');
      return items[int(0, items.length - 1)] as T;
    },
    weighted: <K extends string>(weights: Readonly<Record<K, number>>): K => {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let point = next() * total;
      for (const [key, weight] of entries) {
        point -= weight;
        if (point < 0) return key;
      }
      return (entries.at(-1) as [K, number])[0];
    },
  };
}

/** `CHAOS_SEEDS=1,2,3` and `CHAOS_STEPS=300` (the suite's defaults: one seed, 40 steps). */
export function chaosSettings(env: NodeJS.ProcessEnv = process.env): { seeds: number[]; steps: number } {
  const seeds = (env['CHAOS_SEEDS'] ?? '20261124')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((seed) => Number.isInteger(seed));
  const steps = Number(env['CHAOS_STEPS'] ?? 40);
  return {
    seeds: seeds.length > 0 ? seeds : [20261124],
    steps: Number.isInteger(steps) && steps > 0 ? steps : 40,
  };
}
