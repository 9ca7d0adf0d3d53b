import { describe, expect, it } from 'vitest';
import { TestClock } from '../testing/testClock';
import { createRateLimiter } from './rateLimiter';

describe('createRateLimiter', () => {
  it('allows the limit within the window, then says how long to wait', () => {
    const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
    const limiter = createRateLimiter({ limit: 5, windowMs: 60_000, now: clock.now });
    for (let attempt = 0; attempt < 5; attempt++) expect(limiter.attempt('k').allowed).toBe(true);
    clock.advance(20_000);
    expect(limiter.attempt('k')).toEqual({ allowed: false, retryAfterS: 40 });
    expect(limiter.attempt('other').allowed).toBe(true);
    clock.advance(40_000);
    expect(limiter.attempt('k').allowed).toBe(true);
  });

  it('starts afresh for a cleared key', () => {
    const clock = new TestClock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: clock.now });
    limiter.attempt('k');
    expect(limiter.attempt('k').allowed).toBe(false);
    limiter.clear('k');
    expect(limiter.attempt('k').allowed).toBe(true);
  });

  it('checks without counting, and counts without checking', () => {
    const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: clock.now });
    expect(limiter.retryAfterS('k')).toBe(0);
    limiter.hit('k');
    expect(limiter.retryAfterS('k')).toBe(0);
    limiter.hit('k');
    clock.advance(15_000);
    expect(limiter.retryAfterS('k')).toBe(45);
    expect(limiter.attempt('k').allowed).toBe(false);
    clock.advance(45_000);
    expect(limiter.retryAfterS('k')).toBe(0);
  });
});
