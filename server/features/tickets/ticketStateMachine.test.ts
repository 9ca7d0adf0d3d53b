/**
 * The ticket states and actions of spec §4 per role: the doctor who opened the ticket, a doctor it
 * is addressed to, laboratory staff, and a doctor it has nothing to do with: how the server
 * answers what it refuses, and what accept, forward, close and reopen do. Who may do what is
 * tests/listParity/ticketActionParity.test.ts (the server and the buttons, one table). Doctors
 * cannot change category, subject, recipient, priority or status (spec §5): refused with 403,
 * never silently ignored.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ticketRecordSchema, type TicketRecord } from '../../../src/contract/tickets';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { openTicket, uuidOf } from '../../testing/tickets';

type Role = 'creator' | 'doctorRecipient' | 'staff' | 'unrelated';
type Request = {
  name: string;
  send: (agent: TestAgent, ticket: TicketRecord) => ReturnType<TestAgent['get']>;
};

describe.each(testDatabases())('the ticket state machine on $kind', (testDatabase) => {
  let t: TestApp;
  const agents = {} as Record<'weber' | 'klein' | 'labor' | 'admin', TestAgent>;
  const uuids = {} as Record<'weber' | 'klein' | 'labor' | 'admin', string>;

  const put = (body: object) => (agent: TestAgent, ticket: TicketRecord) =>
    agent.put(`/api/tickets/${ticket.uuid}`, body);
  const REQUESTS = {
    'edit content': put({ content: 'Ein neuer Text für das Ticket.' }),
    'edit subject': put({ subject: 'Ein neuer Betreff' }),
    'edit category': put({ category: 3 }),
    'edit priority': put({ priority: 2 }),
    accept: put({ status: 2 }),
    'needs reply': put({ status: 3 }),
    forward: (agent, ticket) => agent.put(`/api/tickets/${ticket.uuid}`, { recipient: uuids.admin }),
    close: put({ status: 4, closing_reason: 'Telefonisch geklärt.' }),
    reopen: put({ status: 1 }),
    answer: (agent, ticket) =>
      agent.post(`/api/tickets/${ticket.uuid}/answer`, { content: 'Eine Antwort dazu.' }),
    delete: (agent, ticket) => agent.delete(`/api/tickets/${ticket.uuid}`),
  } satisfies Record<string, Request['send']>;

  /** A ticket in `status` whose participants are weber and labor; `role` says who acts. */
  async function ticketFor(role: Role, status: number): Promise<{ ticket: TicketRecord; agent: TestAgent }> {
    const ticket =
      role === 'doctorRecipient'
        ? await openTicket(agents.labor, uuids.weber, { subject: 'Rückfrage des Labors' })
        : await openTicket(agents.weber, uuids.labor);
    if (status !== 1) {
      const body = status === 4 ? { status, closing_reason: 'Erledigt.' } : { status };
      const moved = await agents.labor.put(`/api/tickets/${ticket.uuid}`, body);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const agent = {
      creator: agents.weber,
      doctorRecipient: agents.weber,
      staff: agents.labor,
      unrelated: agents.klein,
    }[role];
    return { ticket: (await agent.get(`/api/tickets/${ticket.uuid}`)).json().data ?? ticket, agent };
  }

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    agents.weber = await signIn(t, 'dr.weber');
    agents.klein = await signIn(t, 'dr.klein');
    agents.labor = await signIn(t, 'labor');
    agents.admin = await signIn(t, 'admin');
    for (const name of ['weber', 'klein', 'labor', 'admin'] as const) {
      uuids[name] = await uuidOf(t.database.db, name === 'weber' || name === 'klein' ? `dr.${name}` : name);
    }
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  // Which actions each role may take is one table run through the server and the device's
  // buttons (tests/listParity/ticketActionParity.test.ts). Here: what a refusal answers, so the
  // user reads why in 'Nicht gesendet', and the requests that are harmless though no button sends
  // them. [role, status, request, expected status code]
  const OPEN = 1;
  const IN_PROGRESS = 2;
  const CLOSED = 4;
  const TABLE: [Role, number, keyof typeof REQUESTS, number][] = [
    // A field a doctor may not change is refused, never ignored (spec §5).
    ['creator', OPEN, 'edit subject', 403],
    ['creator', OPEN, 'edit category', 403],
    ['creator', OPEN, 'edit priority', 403],
    ['creator', OPEN, 'accept', 403],
    ['creator', OPEN, 'needs reply', 403],
    ['creator', OPEN, 'forward', 403],
    ['creator', OPEN, 'close', 403],
    ['creator', OPEN, 'delete', 403],
    ['doctorRecipient', OPEN, 'edit content', 403],
    ['doctorRecipient', OPEN, 'accept', 403],
    // Queued offline, sent after someone closed it: 409, closed meanwhile.
    ['creator', CLOSED, 'answer', 409],
    ['creator', CLOSED, 'edit content', 409],
    ['creator', CLOSED, 'reopen', 403],
    ['doctorRecipient', CLOSED, 'answer', 409],
    ['staff', CLOSED, 'answer', 409],
    ['staff', CLOSED, 'edit subject', 409],
    ['staff', CLOSED, 'forward', 409],
    // Accepting again what one accepted changes nothing; on a closed ticket it reopens it in progress.
    ['staff', IN_PROGRESS, 'accept', 200],
    ['staff', CLOSED, 'accept', 200],
    // A doctor with nothing to do with it does not even learn that it exists.
    ['unrelated', OPEN, 'answer', 404],
    ['unrelated', OPEN, 'edit content', 404],
    ['unrelated', OPEN, 'close', 404],
    ['unrelated', CLOSED, 'reopen', 404],
    ['unrelated', OPEN, 'delete', 404],
  ];

  it.each(TABLE)('%s, status %i: %s -> %i', async (role, status, request, expected) => {
    const { ticket, agent } = await ticketFor(role, status);
    const response = await REQUESTS[request](agent, ticket);
    expect(response.statusCode, response.body).toBe(expected);
  });

  it('accepting puts the ticket in progress, addressed to the accepter, and records it in the thread', async () => {
    const ticket = await openTicket(agents.weber, uuids.labor);
    const accepted = await agents.admin.put(`/api/tickets/${ticket.uuid}`, { status: 2 });
    const record = ticketRecordSchema.parse(accepted.json().data);
    expect(record).toMatchObject({
      status: { id: 2, name: 'Bearbeitung' },
      recipient: { uuid: uuids.admin },
    });
    expect(record.answers.map((entry) => [entry.kind, entry.author?.uuid])).toEqual([
      ['accepted', uuids.admin],
    ]);
  });

  it('accepting a ticket the lab addressed to a doctor leaves it with the doctor', async () => {
    const ticket = await openTicket(agents.labor, uuids.weber, { subject: 'Rückfrage des Labors' });
    const accepted = await agents.admin.put(`/api/tickets/${ticket.uuid}`, { status: 2 });
    expect(accepted.json().data).toMatchObject({ status: { id: 2 }, recipient: { uuid: uuids.weber } });
    const seen = await agents.weber.get(`/api/tickets/${ticket.uuid}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.answers.map((entry: { kind: string }) => entry.kind)).toEqual(['accepted']);
  });

  it('forwarding readdresses the ticket and records to whom; closing needs a reason and records it; reopening clears it', async () => {
    const ticket = await openTicket(agents.weber, uuids.labor);
    const forwarded = await agents.labor.put(`/api/tickets/${ticket.uuid}`, { recipient: uuids.admin });
    expect(forwarded.json().data).toMatchObject({ recipient: { uuid: uuids.admin } });
    // Forwarding goes to staff only.
    const toDoctor = await agents.admin.put(`/api/tickets/${ticket.uuid}`, { recipient: uuids.klein });
    expect(toDoctor.statusCode).toBe(422);

    const noReason = await agents.admin.put(
      `/api/tickets/${ticket.uuid}`,
      { status: 4 },
      { 'accept-language': 'de' },
    );
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ closing_reason: ['Pflichtfeld.'] });
    const reasonOnly = await agents.admin.put(`/api/tickets/${ticket.uuid}`, {
      closing_reason: 'Warum auch immer.',
    });
    expect(reasonOnly.statusCode).toBe(422);

    const closed = await agents.admin.put(`/api/tickets/${ticket.uuid}`, {
      status: 4,
      closing_reason: 'Gutschrift erstellt.',
    });
    expect(closed.json().data).toMatchObject({
      status: { id: 4 },
      closing_reason: 'Gutschrift erstellt.',
      closed_at: expect.any(String),
    });
    // The same close replayed changes nothing.
    const replay = await agents.admin.put(`/api/tickets/${ticket.uuid}`, {
      status: 4,
      closing_reason: 'Gutschrift erstellt.',
    });
    expect(replay.statusCode).toBe(200);

    const reopened = await agents.admin.put(`/api/tickets/${ticket.uuid}`, { status: 1 });
    const record = ticketRecordSchema.parse(reopened.json().data);
    expect(record).toMatchObject({ status: { id: 1 }, closing_reason: null, closed_at: null });
    expect(record.answers.map((entry) => entry.kind)).toEqual(['forwarded', 'closed', 'reopened']);
    expect(record.answers[0]?.forwarded_to?.uuid).toBe(uuids.admin);
    expect(record.answers[1]?.content).toBe('Gutschrift erstellt.');
  });
});
