/**
 * The rate limits of every instance in one Redis (REDIS_URL): one hash per key with the window's
 * start and its attempts, read and changed by one Lua script, so concurrent attempts on several
 * instances count exactly. The window is judged by the app's clock (passed in, as the memory
 * limiter does, so tests move time instead of waiting); Redis's own expiry only removes keys whose
 * window has long ended.
 */
import type { Redis } from 'ioredis';
import type { Attempt, RateLimiter, RateLimitRule } from './rateLimiter';

/**
 * KEYS[1] the key; ARGV: now (ms), window (ms), limit, mode. Modes: 'attempt' counts unless the
 * limit is reached, 'hit' counts always, 'peek' counts nothing. Answers the seconds to wait (0: allowed).
 */
const WINDOW_SCRIPT = `
local now, window, limit, mode = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), ARGV[4]
local started = tonumber(redis.call('HGET', KEYS[1], 's') or '-1')
local attempts = tonumber(redis.call('HGET', KEYS[1], 'a') or '0')
if started < 0 or now - started >= window then
  started = now
  attempts = 0
end
local wait = 0
if attempts >= limit then wait = math.ceil((started + window - now) / 1000) end
if mode == 'peek' or (mode == 'attempt' and wait > 0) then return wait end
redis.call('HSET', KEYS[1], 's', started, 'a', attempts + 1)
redis.call('PEXPIRE', KEYS[1], window * 2)
return 0`;

type Mode = 'attempt' | 'hit' | 'peek';

export function createRedisRateLimiter(
  redis: Redis,
  prefix: string,
  { limit, windowMs, now }: RateLimitRule,
): RateLimiter {
  const run = async (key: string, mode: Mode) =>
    Number(await redis.eval(WINDOW_SCRIPT, 1, prefix + key, now().getTime(), windowMs, limit, mode));

  return {
    async attempt(key): Promise<Attempt> {
      const wait = await run(key, 'attempt');
      return wait > 0 ? { allowed: false, retryAfterS: wait } : { allowed: true };
    },
    retryAfterS: (key) => run(key, 'peek'),
    async hit(key) {
      await run(key, 'hit');
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
