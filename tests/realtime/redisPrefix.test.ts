/**
 * REDIS_PREFIX: two portals (or two test runs) on one Redis keep apart. The real-time bus and the
 * rate limits (server/app.ts) live under the configured prefix: an event of one portal never
 * reaches the other.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRealtime, type Realtime } from '../../server/platform/realtime/realtime';
import { redisAnswers, redisExpected, TEST_REDIS_URL } from '../../server/testing/redisAvailability';
import { until } from './realtimeTestKit';

const redisReachable = await redisAnswers();
const silent = { warn: () => {} };

describe.runIf(redisExpected)('Redis where REDIS_URL expects it', () => {
  it(`answers at ${TEST_REDIS_URL}`, () => {
    expect(redisReachable, `REDIS_URL is set but no Redis answers at ${TEST_REDIS_URL}`).toBe(true);
  });
});

describe.skipIf(!redisReachable)('REDIS_PREFIX', () => {
  const redis = new Redis(TEST_REDIS_URL);
  const opened: Realtime[] = [];
  afterAll(async () => {
    await Promise.all(opened.map((realtime) => realtime.close()));
    redis.disconnect();
  });

  const realtimeWith = (redisPrefix: string) => {
    const realtime = createRealtime({
      config: { appKey: 'k'.repeat(32), appUrl: 'http://127.0.0.1', redisUrl: TEST_REDIS_URL, redisPrefix },
      log: silent,
    });
    opened.push(realtime);
    return realtime;
  };

  it("publishes on the prefix's own channel only", async () => {
    const [mine, theirs] = [
      `kc-test-${randomBytes(4).toString('hex')}:`,
      `kc-test-${randomBytes(4).toString('hex')}:`,
    ];
    const subscriber = new Redis(TEST_REDIS_URL);
    const heard: string[] = [];
    subscriber.on('message', (channel: string) => heard.push(channel));
    // Another portal's prefix: it hears nothing of this one.
    await subscriber.subscribe(`${mine}realtime:events`, `${theirs}realtime:events`);
    try {
      await realtimeWith(mine).publish({
        channels: ['Test.Public'],
        event: 'SyncHint',
        data: { version: 1 },
      });
      await until(() => heard.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard).toEqual([`${mine}realtime:events`]);
    } finally {
      subscriber.disconnect();
    }
  });
});
