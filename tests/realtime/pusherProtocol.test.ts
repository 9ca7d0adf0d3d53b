/**
 * Conformance of the Pusher protocol 7 server, driven by the real pusher-js client (reference
 * part A; checklists of Reverb's ServerTest and pusher-js's integration specs).
 */
import { eq } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/platform/db/schema';
import { channelSignature } from '../../server/platform/realtime/channelSignature';
import { presenceMemberId } from '../../server/platform/realtime/presenceMember';
import { PusherCloseCode, PusherEvent } from '../../server/platform/realtime/pusherProtocol';
import { BACKEND_MESSAGES_CHANNEL, SYNC_CHANNEL, userChannel } from '../../server/platform/realtime/realtime';
import { ALL_SCOPE, userScope } from '../../server/platform/sync/scopes';
import { parseCursor } from '../../server/platform/sync/syncCursor';
import { writeWithChanges } from '../../server/platform/sync/writeWithChanges';
import { BROADCAST_NOTIFICATION_EVENT, NotificationType } from '../../src/contract/activities';
import { SyncEntity } from '../../src/contract/sync';
import { notifyUser } from '../../server/features/activities';
import { signIn, type TestAgent } from '../../server/testing/session';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { oneTestDatabase } from '../../server/testing/testDatabases';
import {
  connected,
  defined,
  until,
  listen,
  nextEvent,
  pause,
  pusherClient,
  rawClient,
  recordEvents,
} from './realtimeTestKit';

const testDatabase = oneTestDatabase();
const MAX_CONNECTIONS_PER_IP = 12;
/** The protocol's public channels: the portal itself publishes on none (issue 26). */
const PUBLIC_CHANNEL = 'Test.Public';
const CLIENT_EVENT_CHANNELS = [/^private-App\.Models\.User\./, /^presence-Backend\.Messages$/];

describe('the Pusher protocol 7 server', () => {
  let t: TestApp;
  let port: number;
  let key: string;
  let weber: TestAgent;
  let klein: TestAgent;
  let weberId: number;
  const clients: Pusher[] = [];

  const client = (agent?: TestAgent) => {
    const pusher = pusherClient(port, key, agent);
    clients.push(pusher);
    return pusher;
  };

  const weberMemberId = () =>
    presenceMemberId(t.app.realtime.credentials.secret, BACKEND_MESSAGES_CHANNEL, weberId);

  const userId = async (username: string) => {
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    return defined(row, username).id;
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabase, {
      realtime: {
        serverPingAfterMs: 300,
        pongTimeoutMs: 300,
        maxConnectionsPerIp: MAX_CONNECTIONS_PER_IP,
        // Off by default (no feature needs them); the conformance checks enable them on these.
        clientEventChannels: CLIENT_EVENT_CHANNELS,
      },
    });
    port = await listen(t);
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    key = config.json<{ pusher: { key: string } }>().pusher.key;
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    weberId = await userId('dr.weber');
  });
  afterEach(async () => {
    for (const pusher of clients.splice(0)) pusher.disconnect();
    await pause(50);
  });
  afterAll(() => t?.close());

  it('publishes the socket address in GET /api/config', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({ pusher: { key, host: '127.0.0.1', port: 8080, scheme: 'http' } });
  });

  it('establishes a connection with a socket id and the activity timeout', async () => {
    const raw = rawClient(port, key);
    const established = await raw.next(PusherEvent.connectionEstablished);
    const data = JSON.parse(established.data as string) as { socket_id: string; activity_timeout: number };
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(30);
    raw.ws.close();
    expect(await connected(client())).toMatch(/^\d+\.\d+$/);
  });

  it('refuses an unknown app key with 4001', async () => {
    const raw = rawClient(port, 'not-our-key');
    const error = await raw.next(PusherEvent.error);
    expect(error.data).toEqual({ code: 4001, message: 'Application does not exist' });
    expect((await raw.closed).code).toBe(PusherCloseCode.applicationDoesNotExist);
  });

  it('refuses a foreign Origin at the upgrade and accepts the portal’s own', async () => {
    const foreign = rawClient(port, key, { Origin: 'https://evil.example' });
    const status = await new Promise<number | undefined>((resolve) =>
      foreign.ws.on('unexpected-response', (_request, response) => resolve(response.statusCode)),
    );
    expect(status).toBe(403);
    const own = rawClient(port, key, { Origin: 'http://127.0.0.1:8080' });
    await own.next(PusherEvent.connectionEstablished);
    own.ws.close();
  });

  it('accepts the page a loopback APP_URL serves at localhost (passkeys need that name), on its port only', async () => {
    const localhost = rawClient(port, key, { Origin: 'http://localhost:8080' });
    await localhost.next(PusherEvent.connectionEstablished);
    localhost.ws.close();
    const otherPort = rawClient(port, key, { Origin: 'http://localhost:9090' });
    const status = await new Promise<number | undefined>((resolve) =>
      otherPort.ws.on('unexpected-response', (_request, response) => resolve(response.statusCode)),
    );
    expect(status).toBe(403);
  });

  it('answers pusher:ping with pusher:pong, and a bad JSON frame with pusher:error 4200', async () => {
    const raw = rawClient(port, key);
    await raw.next(PusherEvent.connectionEstablished);
    raw.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    expect(await raw.next(PusherEvent.pong)).toEqual({ event: 'pusher:pong', data: {} });
    raw.ws.send('{not json');
    expect((await raw.next(PusherEvent.error)).data).toMatchObject({ code: 4200 });
    raw.ws.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
    await raw.next(PusherEvent.pong);
    raw.ws.close();
  });

  it('closes a connection over the message size limit with 4200', async () => {
    const raw = rawClient(port, key);
    await raw.next(PusherEvent.connectionEstablished);
    raw.ws.send(JSON.stringify({ event: 'client-big', channel: 'private-x', data: 'x'.repeat(11 * 1024) }));
    expect((await raw.closed).code).toBe(PusherCloseCode.generic);
  });

  it('pings a silent client and closes with 4201 when no pong comes', async () => {
    const raw = rawClient(port, key);
    await raw.next(PusherEvent.connectionEstablished);
    await raw.next(PusherEvent.ping, 2000);
    expect((await raw.closed).code).toBe(PusherCloseCode.pongNotReceived);
  });

  it('keeps a pusher-js client connected: it answers the server’s pings', async () => {
    const pusher = client();
    await connected(pusher);
    await pause(1000);
    expect(pusher.connection.state).toBe('connected');
  });

  it('refuses connections beyond the per-IP limit with 4004', async () => {
    const sockets = Array.from({ length: MAX_CONNECTIONS_PER_IP }, () => rawClient(port, key));
    await Promise.all(sockets.map((raw) => raw.next(PusherEvent.connectionEstablished)));
    const extra = rawClient(port, key);
    expect((await extra.closed).code).toBe(PusherCloseCode.overConnectionQuota);
    for (const raw of sockets) raw.ws.close();
    await Promise.all(sockets.map((raw) => raw.closed));
  });

  it('subscribes to a public channel and delivers published events as JSON objects', async () => {
    const pusher = client();
    const channel = pusher.subscribe(PUBLIC_CHANNEL);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    const received = nextEvent(channel, 'SyncHint');
    await t.app.realtime.publish({
      channels: [PUBLIC_CHANNEL],
      event: 'SyncHint',
      data: { version: 7 },
    });
    expect(await received).toEqual({ version: 7 });
  });

  it('sends a broadcast to every subscriber as a text frame of the same JSON', async () => {
    const raws = [rawClient(port, key), rawClient(port, key), rawClient(port, key)];
    const texts = raws.map(
      (raw) =>
        new Promise<{ text: string; isBinary: boolean }>((resolve) =>
          raw.ws.on('message', (data, isBinary) => {
            const text = String(data);
            if (text.includes('"BroadcastCheck"')) resolve({ text, isBinary });
          }),
        ),
    );
    for (const raw of raws) {
      await raw.next(PusherEvent.connectionEstablished);
      raw.ws.send(JSON.stringify({ event: PusherEvent.subscribe, data: { channel: PUBLIC_CHANNEL } }));
      await raw.next(PusherEvent.subscriptionSucceeded);
    }
    await t.app.realtime.publish({ channels: [PUBLIC_CHANNEL], event: 'BroadcastCheck', data: { n: 'ü' } });
    for (const received of await Promise.all(texts)) {
      expect(received.isBinary).toBe(false);
      expect(JSON.parse(received.text)).toEqual({
        event: 'BroadcastCheck',
        channel: PUBLIC_CHANNEL,
        data: '{"n":"ü"}',
      });
    }
    for (const raw of raws) raw.ws.close();
    await Promise.all(raws.map((raw) => raw.closed));
  });

  it('ends every subscriber of a channel on disconnect: the event, then close 4009', async () => {
    const raws = [rawClient(port, key), rawClient(port, key), rawClient(port, key)];
    for (const raw of raws) {
      await raw.next(PusherEvent.connectionEstablished);
      raw.ws.send(JSON.stringify({ event: PusherEvent.subscribe, data: { channel: PUBLIC_CHANNEL } }));
      await raw.next(PusherEvent.subscriptionSucceeded);
    }
    await t.app.realtime.disconnect([PUBLIC_CHANNEL], 'SessionEnded');
    for (const raw of raws) {
      expect(await raw.next('SessionEnded')).toMatchObject({ channel: PUBLIC_CHANNEL, data: '{}' });
      expect((await raw.closed).code).toBe(PusherCloseCode.unauthorized);
    }
  });

  it('authorizes the user’s own private channel and refuses another’s (subscription_error reaches the client)', async () => {
    const pusher = client(weber);
    const own = pusher.subscribe(userChannel(weberId));
    await nextEvent(own, 'pusher:subscription_succeeded');
    const other = pusher.subscribe(userChannel(weberId + 1000));
    const error = await nextEvent<{ type: string; error: string }>(other, 'pusher:subscription_error');
    expect(error).toMatchObject({ type: 'AuthError', error: expect.stringContaining('403') as string });
  });

  it('refuses a private subscription with a forged signature (soketi’s AuthError, 401)', async () => {
    const raw = rawClient(port, key);
    const established = await raw.next(PusherEvent.connectionEstablished);
    const { socket_id } = JSON.parse(established.data as string) as { socket_id: string };
    const channel = userChannel(weberId);
    raw.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel, auth: `${key}:${channelSignature('wrong-secret', socket_id, channel)}` },
      }),
    );
    const error = await raw.next(PusherEvent.subscriptionError);
    expect(error).toEqual({
      event: 'pusher:subscription_error',
      channel,
      data: { type: 'AuthError', error: 'Invalid signature', status: 401 },
    });
    raw.ws.close();
  });

  it('answers /broadcasting/auth form-encoded, and 403 for unknown channels or signed-out callers', async () => {
    const form = await weber.request({
      method: 'POST',
      url: '/broadcasting/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `socket_id=1234.1234&channel_name=${encodeURIComponent(BACKEND_MESSAGES_CHANNEL)}`,
    });
    expect(form.statusCode).toBe(200);
    const body = form.json<{ auth: string; channel_data: string }>();
    // An opaque member id, no user_info: other practices learn nothing about who is online.
    expect(JSON.parse(body.channel_data)).toEqual({ user_id: weberMemberId() });
    expect(body.channel_data).not.toMatch(/Weber|Katharina|"user_info"/);
    expect(weberMemberId()).not.toContain(String(weberId));
    expect(body.auth).toMatch(new RegExp(`^${key}:[0-9a-f]{64}$`));
    const other = await weber.post('/broadcasting/auth', {
      socket_id: '1.2',
      channel_name: 'private-secret',
    });
    expect(other.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/broadcasting/auth',
      payload: { socket_id: '1.2', channel_name: userChannel(weberId) },
    });
    expect([401, 419]).toContain(anonymous.statusCode);
  });

  it('adds and removes a presence member once per user across two connections of that user', async () => {
    const observer = client(klein);
    const watched = observer.subscribe(BACKEND_MESSAGES_CHANNEL) as PresenceChannel;
    await nextEvent(watched, 'pusher:subscription_succeeded');
    const added = recordEvents<{ id: string }>(watched, 'pusher:member_added');
    const removed = recordEvents<{ id: string }>(watched, 'pusher:member_removed');

    const first = client(weber);
    const second = client(weber);
    const firstChannel = first.subscribe(BACKEND_MESSAGES_CHANNEL) as PresenceChannel;
    await nextEvent(firstChannel, 'pusher:subscription_succeeded');
    const secondChannel = second.subscribe(BACKEND_MESSAGES_CHANNEL) as PresenceChannel;
    await nextEvent(secondChannel, 'pusher:subscription_succeeded');
    expect(secondChannel.members.count).toBe(2);
    await until(() => added.length > 0);
    await pause(100);
    expect(added.map((member) => member.id)).toEqual([weberMemberId()]);
    expect(watched.members.count).toBe(2);

    first.disconnect();
    await pause(200);
    expect(removed).toEqual([]);
    second.disconnect();
    await until(() => removed.length > 0);
    await pause(100);
    expect(removed.map((member) => member.id)).toEqual([weberMemberId()]);
    expect(watched.members.count).toBe(1);
  });

  it('relays client events to the others on the channel, not to the sender, with user_id on presence', async () => {
    const sender = client(weber);
    const receiver = client(klein);
    const sent = sender.subscribe(BACKEND_MESSAGES_CHANNEL);
    const received = receiver.subscribe(BACKEND_MESSAGES_CHANNEL);
    await Promise.all([
      nextEvent(sent, 'pusher:subscription_succeeded'),
      nextEvent(received, 'pusher:subscription_succeeded'),
    ]);
    const echoes = recordEvents(sent, 'client-typing');
    const arrival = new Promise<{ data: unknown; userId: string | undefined }>((resolve) =>
      received.bind('client-typing', (data: unknown, metadata?: { user_id?: string }) =>
        resolve({ data, userId: metadata?.user_id }),
      ),
    );
    expect(sent.trigger('client-typing', { typing: true })).toBe(true);
    expect(await arrival).toEqual({ data: { typing: true }, userId: weberMemberId() });
    await pause(100);
    expect(echoes).toEqual([]);
  });

  it('closes a connection sending more than 10 client events a second with 4301', async () => {
    const raw = rawClient(port, key);
    const established = await raw.next(PusherEvent.connectionEstablished);
    const { socket_id } = JSON.parse(established.data as string) as { socket_id: string };
    const auth = await weber.post('/broadcasting/auth', { socket_id, channel_name: userChannel(weberId) });
    raw.ws.send(
      JSON.stringify({
        event: 'pusher:subscribe',
        data: { channel: userChannel(weberId), ...auth.json<object>() },
      }),
    );
    await raw.next(PusherEvent.subscriptionSucceeded);
    for (let i = 0; i < 11; i++) {
      raw.ws.send(JSON.stringify({ event: 'client-burst', channel: userChannel(weberId), data: { i } }));
    }
    expect((await raw.closed).code).toBe(PusherCloseCode.clientEventRateLimited);
  });

  it('refuses client events on public channels', async () => {
    const raw = rawClient(port, key);
    await raw.next(PusherEvent.connectionEstablished);
    raw.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: PUBLIC_CHANNEL } }));
    await raw.next(PusherEvent.subscriptionSucceeded);
    raw.ws.send(JSON.stringify({ event: 'client-x', channel: PUBLIC_CHANNEL, data: {} }));
    expect((await raw.next(PusherEvent.error)).data).toMatchObject({ code: 4009 });
    raw.ws.close();
  });

  it('sends a SyncHint after a committed write: {cursor} on the user’s channel, {version} on the shared private one', async () => {
    const pusher = client(weber);
    const own = pusher.subscribe(userChannel(weberId));
    const shared = pusher.subscribe(SYNC_CHANNEL);
    await Promise.all([
      nextEvent(own, 'pusher:subscription_succeeded'),
      nextEvent(shared, 'pusher:subscription_succeeded'),
    ]);
    const [row] = await t.database.db.select({ uuid: users.uuid }).from(users).where(eq(users.id, weberId));
    const hints = [
      nextEvent<{ cursor: string }>(own, 'SyncHint'),
      nextEvent<{ version: number }>(shared, 'SyncHint'),
    ];
    const { version } = await writeWithChanges(t.database.db, async (_tx, emit) => {
      emit(SyncEntity.user, weberId, [userScope(defined(row, 'dr.weber').uuid), ALL_SCOPE]);
    });
    const [personal, general] = await Promise.all(hints);
    expect(parseCursor((personal as { cursor: string }).cursor)?.version).toBe(version);
    expect(general).toEqual({ version });
  });

  it('announces a notification as BroadcastNotificationCreated on the recipient’s channel, with the cursor and no text', async () => {
    const pusher = client(weber);
    const own = pusher.subscribe(userChannel(weberId));
    await nextEvent(own, 'pusher:subscription_succeeded');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, weberId));
    const weberRow = defined(row, 'dr.weber');
    const announced = nextEvent<Record<string, unknown>>(own, BROADCAST_NOTIFICATION_EVENT);
    const { result, version } = await writeWithChanges(t.database.db, (tx, emit) =>
      notifyUser(tx, emit, weberRow, {
        type: NotificationType.reportUploaded,
        params: { befundId: '10000001' },
        now: new Date(),
      }),
    );
    const event = await announced;
    expect(event).toEqual({ id: result.id, type: 'report.uploaded', cursor: expect.any(String) as string });
    expect(parseCursor(event['cursor'] as string)?.version).toBe(version);
  });

  it('leaves the socket named in X-Socket-Id out of the hints its request causes; the user’s other socket hears them', async () => {
    const writer = client(weber);
    const other = client(weber);
    const writerChannel = writer.subscribe(userChannel(weberId));
    const otherChannel = other.subscribe(userChannel(weberId));
    await Promise.all([
      nextEvent(writerChannel, 'pusher:subscription_succeeded'),
      nextEvent(otherChannel, 'pusher:subscription_succeeded'),
    ]);
    const writerHints = recordEvents(writerChannel, 'SyncHint');
    const otherHint = nextEvent(otherChannel, 'SyncHint');
    const response = await weber.put(
      '/api/user/profile-information',
      {
        anrede: 'Frau',
        titel: 'Dr. med.',
        vorname: 'Katharina',
        nachname: 'Weber',
        email: 'k.weber@hausarzt-rathenauplatz.example.org',
        strasse: 'Rathenauplatz 16',
        plz: '50674',
        ort: 'Köln',
      },
      { 'x-socket-id': defined(writer.connection.socket_id, 'socket id') },
    );
    expect(response.statusCode).toBe(200);
    await otherHint;
    await pause(200);
    expect(writerHints).toEqual([]);
  });
});
