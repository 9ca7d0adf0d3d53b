import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { redisAnswers, redisExpected, TEST_REDIS_URL } from '../../testing/redisAvailability';
import { TestClock } from '../../testing/testClock';
import { createMemoryRateLimiter, type RateLimiter, type RateLimitRule } from './rateLimiter';
import { createRedisRateLimiter } from './redisRateLimiter';

const redisReachable = await redisAnswers();
const redis = redisReachable ? new Redis(TEST_REDIS_URL) : undefined;
afterAll(async () => {
  await redis?.quit();
});

describe.runIf(redisExpected)('Redis where REDIS_URL expects it', () => {
  it(`answers at ${TEST_REDIS_URL}`, () => {
    expect(redisReachable, `REDIS_URL is set but no Redis answers at ${TEST_REDIS_URL}`).toBe(true);
  });
});

type Make = (rule: RateLimitRule) => RateLimiter;
const kinds: { kind: string; make: Make }[] = [{ kind: 'memory', make: createMemoryRateLimiter }];
if (redis) {
  kinds.push({
    kind: 'Redis',
    make: (rule) =>
      createRedisRateLimiter(redis, `kundencenter:test:${randomBytes(6).toString('hex')}:`, rule),
  });
}

describe.each(kinds)('the rate limiter in $kind', ({ make }) => {
  it('allows the limit within the window, then says how long to wait', async () => {
    const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
    const limiter = make({ limit: 5, windowMs: 60_000, now: clock.now });
    for (let attempt = 0; attempt < 5; attempt++) expect((await limiter.attempt('k')).allowed).toBe(true);
    clock.advance(20_000);
    expect(await limiter.attempt('k')).toEqual({ allowed: false, retryAfterS: 40 });
    expect((await limiter.attempt('other')).allowed).toBe(true);
    clock.advance(40_000);
    expect((await limiter.attempt('k')).allowed).toBe(true);
  });

  it('starts afresh for a cleared key', async () => {
    const clock = new TestClock();
    const limiter = make({ limit: 1, windowMs: 60_000, now: clock.now });
    await limiter.attempt('k');
    expect((await limiter.attempt('k')).allowed).toBe(false);
    await limiter.clear('k');
    expect((await limiter.attempt('k')).allowed).toBe(true);
  });

  it('checks without counting, and counts without checking', async () => {
    const clock = new TestClock(new Date('2026-03-02T09:00:00Z'));
    const limiter = make({ limit: 2, windowMs: 60_000, now: clock.now });
    expect(await limiter.retryAfterS('k')).toBe(0);
    await limiter.hit('k');
    expect(await limiter.retryAfterS('k')).toBe(0);
    await limiter.hit('k');
    clock.advance(15_000);
    expect(await limiter.retryAfterS('k')).toBe(45);
    expect((await limiter.attempt('k')).allowed).toBe(false);
    clock.advance(45_000);
    expect(await limiter.retryAfterS('k')).toBe(0);
  });

  it('allows exactly the limit of many concurrent attempts', async () => {
    const clock = new TestClock();
    const limiter = make({ limit: 5, windowMs: 60_000, now: clock.now });
    const answers = await Promise.all(Array.from({ length: 40 }, () => limiter.attempt('k')));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });
});

describe.skipIf(!redis)('one Redis, two limiters (two instances)', () => {
  it('counts the attempts of both against one limit', async () => {
    if (!redis) throw new Error('the suite runs only with Redis');
    const clock = new TestClock();
    const prefix = `kundencenter:test:${randomBytes(6).toString('hex')}:`;
    const rule = { limit: 5, windowMs: 60_000, now: clock.now };
    const [a, b] = [createRedisRateLimiter(redis, prefix, rule), createRedisRateLimiter(redis, prefix, rule)];
    for (const limiter of [a, b, a, b, a]) expect((await limiter.attempt('user:7')).allowed).toBe(true);
    expect((await b.attempt('user:7')).allowed).toBe(false);
    await a.clear('user:7');
    expect((await b.attempt('user:7')).allowed).toBe(true);
  });
});
