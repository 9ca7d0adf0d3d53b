/**
 * The real-time server as deployed (default settings): doctors of different practices share
 * `presence-Backend.Messages`, so its member list must not say who they are, and no member may
 * send client events to the others (no feature needs them).
 */
import { eq } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/platform/db/schema';
import { PusherEvent } from '../../server/platform/realtime/pusherProtocol';
import { BACKEND_MESSAGES_CHANNEL, userChannel } from '../../server/platform/realtime/realtime';
import { signIn, type TestAgent } from '../../server/testing/session';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { oneTestDatabase } from '../../server/testing/testDatabases';
import { defined, listen, nextEvent, pause, pusherClient, rawClient, recordEvents } from './realtimeTestKit';

const testDatabase = oneTestDatabase();

describe('presence and client events with the default settings', () => {
  let t: TestApp;
  let port: number;
  let key: string;
  let weber: TestAgent;
  let klein: TestAgent;
  let weberId: number;
  const clients: Pusher[] = [];
  const client = (agent: TestAgent) => {
    const pusher = pusherClient(port, key, agent);
    clients.push(pusher);
    return pusher;
  };

  /** Subscribes `agent` on a raw socket; answers the socket and what subscription_succeeded said. */
  async function rawMember(agent: TestAgent, channel: string) {
    const raw = rawClient(port, key);
    const established = await raw.next(PusherEvent.connectionEstablished);
    const { socket_id } = JSON.parse(established.data as string) as { socket_id: string };
    const auth = await agent.post('/broadcasting/auth', { socket_id, channel_name: channel });
    raw.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...auth.json<object>() } }));
    const succeeded = await raw.next(PusherEvent.subscriptionSucceeded);
    return { raw, succeeded: String(succeeded.data) };
  }

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    port = await listen(t);
    key = (await t.app.inject('/api/config')).json<{ pusher: { key: string } }>().pusher.key;
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    weberId = defined(row, 'dr.weber').id;
  });
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await t?.close();
  });

  it("shows a doctor the other practices' members as opaque ids, without names or user ids", async () => {
    const weberSide = client(weber).subscribe(BACKEND_MESSAGES_CHANNEL) as PresenceChannel;
    await nextEvent(weberSide, 'pusher:subscription_succeeded');
    const { raw, succeeded } = await rawMember(klein, BACKEND_MESSAGES_CHANNEL);
    const presence = (JSON.parse(succeeded) as { presence: { ids: string[]; hash: object } }).presence;
    expect(presence.ids).toHaveLength(2);
    for (const id of presence.ids) expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(presence.ids).not.toContain(String(weberId));
    expect(Object.values(presence.hash)).toEqual([null, null]);
    expect(succeeded).not.toMatch(/Weber|Klein|Katharina|dr\./);
    raw.ws.close();
  });

  it('refuses client events on the presence channel and on the private channel with pusher:error 4009', async () => {
    const listener = client(weber).subscribe(BACKEND_MESSAGES_CHANNEL);
    await nextEvent(listener, 'pusher:subscription_succeeded');
    const heard = recordEvents(listener, 'client-typing');
    for (const channel of [BACKEND_MESSAGES_CHANNEL, userChannel(weberId)]) {
      const { raw } = await rawMember(channel === userChannel(weberId) ? weber : klein, channel);
      raw.ws.send(JSON.stringify({ event: 'client-typing', channel, data: { typing: true } }));
      const error = await raw.next(PusherEvent.error);
      expect(error.data).toMatchObject({ code: 4009 });
      raw.ws.close();
    }
    await pause(100);
    expect(heard).toEqual([]);
  });
});
