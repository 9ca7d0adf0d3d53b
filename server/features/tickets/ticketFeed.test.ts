/**
 * Tickets in the change feed (design brief 'The sync protocol'): who mirrors a ticket is who sees
 * it (`seesTicket`): its creator, its recipient and the ticket staff. A ticket forwarded away from
 * a doctor who neither created it nor works the queue leaves that doctor's mirror through a `del`
 * in their next pull, while the new recipient's pull brings it; a deleted ticket leaves every
 * mirror. Real-time events go to the participants' private channels.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ticketRecordSchema } from '../../../src/contract/tickets';
import { userChannel } from '../../platform/realtime/realtime';
import { userIdOf } from '../../testing/reports';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { openTicket, uuidOf } from '../../testing/tickets';

describe.each(testDatabases())('tickets in the change feed on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;
  let admin: TestAgent;
  const uuids = {} as Record<'dr.weber' | 'dr.klein' | 'labor' | 'admin', string>;

  const ticketChanges = async (agent: TestAgent, cursor: string, uuid: string) =>
    (await pullAll(agent, cursor)).changes.filter(
      (change) => change.entity === 'ticket' && change.id === uuid,
    );
  const ticketRows = async (agent: TestAgent) =>
    (await bootstrap(agent)).rows.filter((row) => row.entity === 'ticket').map((row) => row.id);

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    labor = await signIn(t, 'labor');
    admin = await signIn(t, 'admin');
    for (const name of ['dr.weber', 'dr.klein', 'labor', 'admin'] as const)
      uuids[name] = await uuidOf(t.database.db, name);
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  it('mirrors a new ticket to its creator, its recipient and the staff, with the thread and the viewer’s unread', async () => {
    const cursors = {
      weber: (await bootstrap(weber)).cursor,
      klein: (await bootstrap(klein)).cursor,
      admin: (await bootstrap(admin)).cursor,
    };
    const ticket = await openTicket(weber, uuids['labor']);
    const [forWeber] = await ticketChanges(weber, cursors.weber, ticket.uuid);
    expect(forWeber).toMatchObject({ op: 'put', data: { uuid: ticket.uuid, unread: false } });
    ticketRecordSchema.strict().parse(forWeber?.data);
    const [forAdmin] = await ticketChanges(admin, cursors.admin, ticket.uuid);
    expect(forAdmin).toMatchObject({ op: 'put', data: { unread: true } });
    expect(await ticketChanges(klein, cursors.klein, ticket.uuid)).toEqual([]);
    expect(await ticketRows(labor)).toContain(ticket.uuid);
    expect(await ticketRows(klein)).not.toContain(ticket.uuid);
  });

  it('takes a forwarded ticket out of the old recipient’s list and mirror (del) and brings it to the new one (put)', async () => {
    const ticket = await openTicket(labor, uuids['dr.weber'], { subject: 'Rückfrage des Labors' });
    const weberCursor = (await bootstrap(weber)).cursor;
    const adminCursor = (await bootstrap(admin)).cursor;
    expect((await weber.get(`/api/tickets/${ticket.uuid}`)).statusCode).toBe(200);

    const publish = vi.spyOn(t.app.realtime, 'publish');
    const forwarded = await labor.put(`/api/tickets/${ticket.uuid}`, { recipient: uuids['admin'] });
    expect(forwarded.statusCode, forwarded.body).toBe(200);

    expect(await ticketChanges(weber, weberCursor, ticket.uuid)).toEqual([
      { entity: 'ticket', id: ticket.uuid, op: 'del', data: null },
    ]);
    const [forAdmin] = await ticketChanges(admin, adminCursor, ticket.uuid);
    expect(forAdmin).toMatchObject({ op: 'put', data: { recipient: { uuid: uuids['admin'] } } });
    const list = (await weber.get('/api/tickets?status=all')).json<{ data: { uuid: string }[] }>().data;
    expect(list.map((row) => row.uuid)).not.toContain(ticket.uuid);
    expect((await weber.get(`/api/tickets/${ticket.uuid}`)).statusCode).toBe(404);
    expect(
      (await weber.post(`/api/tickets/${ticket.uuid}/answer`, { content: 'Zu spät geantwortet.' }))
        .statusCode,
    ).toBe(404);
    expect(await ticketRows(weber)).not.toContain(ticket.uuid);

    // The old recipient's open page hears of it; so do the participants.
    const channel = (name: string) => userIdOf(t.database.db, name).then(userChannel);
    await vi.waitFor(async () => {
      for (const name of ['dr.weber', 'admin', 'labor']) {
        expect(publish).toHaveBeenCalledWith(
          expect.objectContaining({
            channels: [await channel(name)],
            event: 'TicketUpdated',
            data: expect.objectContaining({ uuid: ticket.uuid }) as unknown,
          }),
        );
      }
    });
    publish.mockRestore();
  });

  it('keeps a forwarded ticket in the creator’s mirror: the creator still sees it', async () => {
    const ticket = await openTicket(weber, uuids['labor']);
    const cursor = (await bootstrap(weber)).cursor;
    await labor.put(`/api/tickets/${ticket.uuid}`, { recipient: uuids['admin'] });
    const [change] = await ticketChanges(weber, cursor, ticket.uuid);
    expect(change).toMatchObject({ op: 'put', data: { recipient: { uuid: uuids['admin'] } } });
  });

  it('announces a read only to the reader, with TicketRead on their channel', async () => {
    const ticket = await openTicket(weber, uuids['labor']);
    t.clock.advance(1_000);
    await labor.post(`/api/tickets/${ticket.uuid}/answer`, { content: 'Wir kümmern uns darum.' });
    const weberCursor = (await bootstrap(weber)).cursor;
    const laborCursor = (await bootstrap(labor)).cursor;
    const publish = vi.spyOn(t.app.realtime, 'publish');
    expect((await weber.post('/api/tickets/read', { tickets: [ticket.uuid] })).statusCode).toBe(204);
    const [change] = await ticketChanges(weber, weberCursor, ticket.uuid);
    expect(change).toMatchObject({ op: 'put', data: { unread: false } });
    expect(await ticketChanges(labor, laborCursor, ticket.uuid)).toEqual([]);
    const weberChannel = userChannel(await userIdOf(t.database.db, 'dr.weber'));
    await vi.waitFor(() =>
      expect(publish).toHaveBeenCalledWith(
        expect.objectContaining({ channels: [weberChannel], event: 'TicketRead' }),
      ),
    );
    publish.mockRestore();
  });

  it('takes a deleted ticket out of every mirror', async () => {
    const ticket = await openTicket(weber, uuids['labor']);
    const cursors = { weber: (await bootstrap(weber)).cursor, admin: (await bootstrap(admin)).cursor };
    expect((await labor.delete(`/api/tickets/${ticket.uuid}`)).statusCode).toBe(204);
    for (const [agent, cursor] of [
      [weber, cursors.weber],
      [admin, cursors.admin],
    ] as const) {
      expect(await ticketChanges(agent, cursor, ticket.uuid)).toEqual([
        { entity: 'ticket', id: ticket.uuid, op: 'del', data: null },
      ]);
    }
    expect((await weber.get(`/api/tickets/${ticket.uuid}`)).statusCode).toBe(404);
  });

  it('mirrors staff the tickets they work on: not the closed ones of others', async () => {
    const ticket = await openTicket(weber, uuids['labor']);
    await labor.put(`/api/tickets/${ticket.uuid}`, { status: 4, closing_reason: 'Erledigt.' });
    expect(await ticketRows(admin)).not.toContain(ticket.uuid);
    expect(await ticketRows(labor)).toContain(ticket.uuid);
    expect(await ticketRows(weber)).toContain(ticket.uuid);
    // Online, staff still reach it.
    expect((await admin.get(`/api/tickets/${ticket.uuid}`)).statusCode).toBe(200);
  });
});
