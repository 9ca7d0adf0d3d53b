/**
 * Two instances sharing the local Redis (REDIS_URL): events published on one reach subscribers
 * of the other, the excluded socket is honoured across instances, and presence members and counts
 * are the same on both, member_added/member_removed firing once per user cluster-wide.
 * Where Redis is expected (REDIS_URL set, as CI does in .ci/run) a Redis that does not answer fails
 * the run; only without REDIS_URL (a developer machine without Redis) is the suite skipped.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/platform/db/schema';
import { BACKEND_MESSAGES_CHANNEL } from '../../server/platform/realtime/realtime';
import { guest, signIn, type TestAgent } from '../../server/testing/session';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { oneTestDatabase } from '../../server/testing/testDatabases';
import {
  connected,
  defined,
  listen,
  nextEvent,
  pause,
  pusherClient,
  recordEvents,
  until,
} from './realtimeTestKit';
import { presenceMemberId } from '../../server/platform/realtime/presenceMember';
import { redisAnswers, redisExpected, TEST_REDIS_URL } from '../../server/testing/redisAvailability';

const redisReachable = await redisAnswers();
const REDIS_URL = TEST_REDIS_URL;

describe.runIf(redisExpected)('Redis where REDIS_URL expects it', () => {
  it(`answers at ${REDIS_URL}`, () => {
    expect(redisReachable, `REDIS_URL is set but no Redis answers at ${REDIS_URL}`).toBe(true);
  });
});

describe.skipIf(!redisReachable)('two instances sharing Redis', () => {
  const prefix = `kundencenter:test:${randomBytes(6).toString('hex')}:`;
  const instances: { t: TestApp; port: number; weber: TestAgent; klein: TestAgent }[] = [];
  const clients: Pusher[] = [];
  let weberId: number;

  /** The same on every instance: one deployment shares the Pusher secret. */
  const weberMemberId = () =>
    presenceMemberId(
      defined(instances[0], 'instance 0').t.app.realtime.credentials.secret,
      BACKEND_MESSAGES_CHANNEL,
      weberId,
    );

  const client = (index: number, agent: 'weber' | 'klein') => {
    const instance = defined(instances[index], `instance ${index}`);
    const pusher = pusherClient(instance.port, instance.t.app.realtime.credentials.key, instance[agent]);
    clients.push(pusher);
    return pusher;
  };

  beforeAll(async () => {
    const testDatabase = oneTestDatabase();
    for (let i = 0; i < 2; i++) {
      const t = await createTestApp(testDatabase, {
        config: { redisUrl: REDIS_URL },
        realtime: { redisPrefix: prefix },
        rateLimitPrefix: `${prefix}ratelimit:`,
      });
      const port = await listen(t);
      instances.push({ t, port, weber: await signIn(t, 'dr.weber'), klein: await signIn(t, 'dr.klein') });
    }
    const [row] = await defined(instances[0], 'instance 0')
      .t.database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'dr.weber'));
    weberId = defined(row, 'dr.weber').id;
  });
  afterEach(async () => {
    for (const pusher of clients.splice(0)) pusher.disconnect();
    await pause(100);
  });
  afterAll(async () => {
    for (const { t } of instances) await t.close();
  });

  it('counts sign-in attempts across instances: five wrong passwords on A, the sixth try on B is refused', async () => {
    const [a, b] = [defined(instances[0], 'instance 0'), defined(instances[1], 'instance 1')];
    const onA = await guest(a.t.app);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await onA.post('/login', { username: 'dr.klein', password: 'wrong' })).statusCode).toBe(422);
    }
    const onB = await guest(b.t.app);
    const refused = await onB.post('/login', { username: 'dr.klein', password: 'wrong' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('delivers an event published on one instance to subscribers of both, except the excluded socket', async () => {
    const [onA, onB, excluded] = [client(0, 'klein'), client(1, 'klein'), client(1, 'weber')];
    const excludedId = await connected(excluded);
    const channels = [onA, onB, excluded].map((pusher) => pusher.subscribe('Test.Public'));
    await Promise.all(channels.map((channel) => nextEvent(channel, 'pusher:subscription_succeeded')));
    const missed = recordEvents(defined(channels[2], 'the excluded channel'), 'SyncHint');
    const arrivals = channels.slice(0, 2).map((channel) => nextEvent(channel, 'SyncHint'));
    await defined(instances[0], 'instance 0').t.app.realtime.publish({
      channels: ['Test.Public'],
      event: 'SyncHint',
      data: { version: 42 },
      exceptSocketId: excludedId,
    });
    expect(await Promise.all(arrivals)).toEqual([{ version: 42 }, { version: 42 }]);
    await pause(200);
    expect(missed).toEqual([]);
  });

  it('shares presence members: one member_added and member_removed per user across instances', async () => {
    const observer = client(0, 'klein');
    const watched = observer.subscribe(BACKEND_MESSAGES_CHANNEL) as PresenceChannel;
    await nextEvent(watched, 'pusher:subscription_succeeded');
    const added = recordEvents<{ id: string }>(watched, 'pusher:member_added');
    const removed = recordEvents<{ id: string }>(watched, 'pusher:member_removed');

    const onA = client(0, 'weber');
    const onB = client(1, 'weber');
    const channelA = onA.subscribe(BACKEND_MESSAGES_CHANNEL) as PresenceChannel;
    await nextEvent(channelA, 'pusher:subscription_succeeded');
    const channelB = onB.subscribe(BACKEND_MESSAGES_CHANNEL) as PresenceChannel;
    await nextEvent(channelB, 'pusher:subscription_succeeded');
    expect(channelB.members.count).toBe(2);
    expect(Object.keys(channelB.members.members as object).sort()).toEqual(
      [weberMemberId(), String(watched.members.me.id)].sort(),
    );
    await until(() => added.length > 0);
    await pause(100);
    expect(added.map((member) => member.id)).toEqual([weberMemberId()]);

    onA.disconnect();
    await pause(300);
    expect(removed).toEqual([]);
    onB.disconnect();
    await until(() => removed.length > 0);
    await pause(100);
    expect(removed.map((member) => member.id)).toEqual([weberMemberId()]);
    expect(watched.members.count).toBe(1);
  });
});
