/**
 * Fixed-window attempt counters (Laravel's RateLimiter): at most `limit` attempts per key within
 * `windowMs` of the first; the next is refused until the window ends. Kept in memory per app
 * instance; with REDIS_URL (scale-out, a later issue) the counters would move to Redis behind the
 * same interface.
 */
import type { Clock } from '../time/clock';

export interface RateLimiter {
  /** Counts an attempt; `allowed` false (and the seconds to wait) when the limit was already reached. */
  attempt(key: string): { allowed: true } | { allowed: false; retryAfterS: number };
  /** Forgets the key's attempts (after a successful sign-in). */
  clear(key: string): void;
}

/** Expired windows are dropped once the map grows past this, so it cannot grow without bound. */
const PRUNE_ABOVE = 10_000;

export function createRateLimiter({
  limit,
  windowMs,
  now,
}: {
  limit: number;
  windowMs: number;
  now: Clock;
}): RateLimiter {
  const windows = new Map<string, { startedAt: number; attempts: number }>();

  function prune(at: number): void {
    for (const [key, window] of windows) {
      if (at - window.startedAt >= windowMs) windows.delete(key);
    }
  }

  return {
    attempt(key) {
      const at = now().getTime();
      if (windows.size > PRUNE_ABOVE) prune(at);
      let window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs) {
        window = { startedAt: at, attempts: 0 };
        windows.set(key, window);
      }
      if (window.attempts >= limit) {
        return { allowed: false, retryAfterS: Math.ceil((window.startedAt + windowMs - at) / 1000) };
      }
      window.attempts += 1;
      return { allowed: true };
    },
    clear(key) {
      windows.delete(key);
    },
  };
}
