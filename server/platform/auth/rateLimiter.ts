/**
 * Fixed-window attempt counters (Laravel's RateLimiter): at most `limit` attempts per key within
 * `windowMs` of the first; the next is refused until the window ends. In memory per app instance,
 * or, with REDIS_URL, in Redis (redisRateLimiter.ts), so that N instances behind a proxy share
 * one count: five wrong passwords are five, whichever instance each reached.
 */
import type { Clock } from '../time/clock';

export type Attempt = { allowed: true } | { allowed: false; retryAfterS: number };

export interface RateLimiter {
  /** Counts an attempt; `allowed` false (and the seconds to wait) when the limit was already reached. */
  attempt(key: string): Promise<Attempt>;
  /** The seconds to wait when the key's limit is reached, 0 when not; counts nothing. */
  retryAfterS(key: string): Promise<number>;
  /** Counts an attempt without asking (a failure found after the check). */
  hit(key: string): Promise<void>;
  /** Forgets the key's attempts (after a successful sign-in). */
  clear(key: string): Promise<void>;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
  now: Clock;
}

/** Expired windows are dropped once the map grows past this, so it cannot grow without bound. */
const PRUNE_ABOVE = 10_000;

export function createMemoryRateLimiter({ limit, windowMs, now }: RateLimitRule): RateLimiter {
  const windows = new Map<string, { startedAt: number; attempts: number }>();

  function prune(at: number): void {
    for (const [key, window] of windows) {
      if (at - window.startedAt >= windowMs) windows.delete(key);
    }
  }

  /** The key's current window, a new one when there is none or it ended. */
  function currentWindow(key: string, at: number) {
    if (windows.size > PRUNE_ABOVE) prune(at);
    let window = windows.get(key);
    if (!window || at - window.startedAt >= windowMs) {
      window = { startedAt: at, attempts: 0 };
      windows.set(key, window);
    }
    return window;
  }

  const waitS = (window: { startedAt: number }, at: number) =>
    Math.ceil((window.startedAt + windowMs - at) / 1000);

  return {
    async attempt(key) {
      const at = now().getTime();
      const window = currentWindow(key, at);
      if (window.attempts >= limit) return { allowed: false, retryAfterS: waitS(window, at) };
      window.attempts += 1;
      return { allowed: true };
    },
    async retryAfterS(key) {
      const at = now().getTime();
      const window = windows.get(key);
      if (!window || at - window.startedAt >= windowMs || window.attempts < limit) return 0;
      return waitS(window, at);
    },
    async hit(key) {
      currentWindow(key, now().getTime()).attempts += 1;
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}
