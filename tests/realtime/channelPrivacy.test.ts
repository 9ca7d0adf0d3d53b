/**
 * Issue 26: what a socket hears must be what its user may see. The shared sync hints went to a
 * public channel (`Kundencenter.Sync`) that an anonymous socket could follow, hints of changes only
 * staff or one role may see reached everyone there, and the Backend.Messages presence channel,
 * shared by every signed-in user, named the ids of system messages addressed to other roles. Now:
 * - the hints of changes everyone signed in may see (scope `all`) go to `private-Kundencenter.Sync`,
 *   which /broadcasting/auth opens to fully signed-in users only;
 * - the hints of changes for a permission's holders or a role's members go to those users' own
 *   private channels, with their cursor;
 * - the presence channel carries events only of messages addressed to everyone.
 */
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission, RoleName } from '../../src/contract/permissions';
import { SyncEntity } from '../../src/contract/sync';
import { roleIdsByName } from '../../server/platform/auth/roleIds';
import { users } from '../../server/platform/db/schema';
import { PusherEvent } from '../../server/platform/realtime/pusherProtocol';
import { BACKEND_MESSAGES_CHANNEL, SYNC_CHANNEL, userChannel } from '../../server/platform/realtime/realtime';
import { SYNC_HINT_EVENT } from '../../server/platform/realtime/syncHints';
import { ALL_SCOPE, permissionScope, roleScope } from '../../server/platform/sync/scopes';
import { parseCursor } from '../../server/platform/sync/syncCursor';
import { writeWithChanges } from '../../server/platform/sync/writeWithChanges';
import { guest, signIn, type TestAgent } from '../../server/testing/session';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { oneTestDatabase } from '../../server/testing/testDatabases';
import { defined, listen, nextEvent, pause, pusherClient, rawClient } from './realtimeTestKit';

const testDatabase = oneTestDatabase();
/** Long enough for a hint that was going to come to have come. */
const QUIET_MS = 400;

/** Every event the channel hears, with its data. */
function everything(channel: Channel): { event: string; data: unknown }[] {
  const heard: { event: string; data: unknown }[] = [];
  channel.bind_global((event: string, data: unknown) => {
    if (!event.startsWith('pusher:')) heard.push({ event, data });
  });
  return heard;
}

describe('who hears what on the socket', () => {
  let t: TestApp;
  let port: number;
  let key: string;
  let weber: TestAgent;
  let labor: TestAgent;
  let admin: TestAgent;
  let labRole: number;
  const clients: Pusher[] = [];
  const ids = new Map<string, number>();

  async function subscribed(agent: TestAgent, channelName: string): Promise<Channel> {
    const pusher = pusherClient(port, key, agent);
    clients.push(pusher);
    const channel = pusher.subscribe(channelName);
    await nextEvent(channel, 'pusher:subscription_succeeded');
    return channel;
  }

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    port = await listen(t);
    key = (await t.app.inject('/api/config')).json<{ pusher: { key: string } }>().pusher.key;
    weber = await signIn(t, 'dr.weber');
    labor = await signIn(t, 'labor');
    admin = await signIn(t, 'admin');
    for (const row of await t.database.db.select().from(users))
      if (row.username) ids.set(row.username, row.id);
    labRole = defined((await roleIdsByName(t.database.db)).get(RoleName.lab), 'the role Labor');
  }, 120_000);
  afterAll(async () => {
    for (const pusher of clients) pusher.disconnect();
    await t?.close();
  });

  it('refuses an anonymous socket the sync channel', async () => {
    const raw = rawClient(port, key);
    const established = await raw.next(PusherEvent.connectionEstablished);
    const { socket_id } = JSON.parse(established.data as string) as { socket_id: string };
    raw.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: SYNC_CHANNEL } }));
    const refused = await raw.next(PusherEvent.subscriptionError);
    expect(refused.channel).toBe(SYNC_CHANNEL);
    const anonymous = await guest(t.app);
    const auth = await anonymous.post('/broadcasting/auth', {
      socket_id,
      channel_name: SYNC_CHANNEL,
    });
    expect(auth.statusCode).toBe(401);
    raw.ws.close();
  });

  it('sends the hints of changes everyone may see only to signed-in sockets: the old public channel hears nothing', async () => {
    const raw = rawClient(port, key);
    await raw.next(PusherEvent.connectionEstablished);
    raw.ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: 'Kundencenter.Sync' } }));
    await raw.next(PusherEvent.subscriptionSucceeded);
    const shared = await subscribed(weber, SYNC_CHANNEL);
    const hint = nextEvent<{ version: number }>(shared, SYNC_HINT_EVENT);
    const { version } = await writeWithChanges(t.database.db, async (_tx, emit) => {
      emit(SyncEntity.ticketCategory, 990_001, [ALL_SCOPE]);
    });
    expect(await hint).toEqual({ version });
    await pause(QUIET_MS);
    expect(raw.frames.filter((frame) => frame.event === SYNC_HINT_EVENT)).toEqual([]);
    raw.ws.close();
  });

  it('hints a change for a permission’s holders or a role’s members on their own channels only, with their cursor', async () => {
    const weberHeard = [
      ...everything(await subscribed(weber, SYNC_CHANNEL)),
      ...everything(await subscribed(weber, userChannel(defined(ids.get('dr.weber'), 'dr.weber')))),
    ];
    const laborChannel = await subscribed(labor, userChannel(defined(ids.get('labor'), 'labor')));
    for (const scope of [permissionScope(Permission.uploadReports), roleScope(labRole)]) {
      const laborHint = nextEvent<{ cursor: string }>(laborChannel, SYNC_HINT_EVENT);
      const { version } = await writeWithChanges(t.database.db, async (_tx, emit) => {
        emit(SyncEntity.ticketCategory, 990_002, [scope]);
      });
      expect(parseCursor((await laborHint).cursor)?.version, scope).toBe(version);
    }
    await pause(QUIET_MS);
    expect(weberHeard).toEqual([]);
  });

  it('never names to a doctor on the presence channel a system message addressed to another role', async () => {
    const weberHeard = everything(await subscribed(weber, BACKEND_MESSAGES_CHANNEL));
    const laborHint = nextEvent(
      await subscribed(labor, userChannel(defined(ids.get('labor'), 'labor'))),
      SYNC_HINT_EVENT,
    );
    const fields = {
      title: 'Nur für das Labor',
      text: 'Neue Zentrifuge im Raum 2.',
      recipient_role_id: labRole,
      show_until: null,
      hidden: false,
    };
    const created = await admin.post('/api/messages', fields);
    expect(created.statusCode, created.body).toBe(201);
    const labOnly = created.json<{ data: { id: number } }>().data.id;
    await laborHint;
    expect((await labor.post(`/api/users/messages/${labOnly}/read`)).statusCode).toBe(204);
    expect((await admin.post(`/api/messages/${labOnly}`, { ...fields, hidden: true })).statusCode).toBe(200);
    expect((await admin.delete(`/api/messages/${labOnly}`)).statusCode).toBe(204);

    // A message to everyone is announced to everyone: the channel works, and it is the only one heard.
    const announced = nextEvent<{ id: number }>(
      await subscribed(weber, BACKEND_MESSAGES_CHANNEL),
      'NewBackendMessage',
    );
    const forAll = await admin.post('/api/messages', {
      ...fields,
      title: 'Für alle',
      recipient_role_id: null,
    });
    expect(forAll.statusCode, forAll.body).toBe(201);
    const forAllId = forAll.json<{ data: { id: number } }>().data.id;
    expect((await announced).id).toBe(forAllId);
    await pause(QUIET_MS);
    expect(weberHeard.map((heard) => (heard.data as { id?: number }).id)).toEqual([forAllId]);
  });
});
