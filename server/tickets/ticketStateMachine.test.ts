/**
 * The ticket states and actions of spec §4 per role: the doctor who opened the ticket, a doctor it
 * is addressed to, laboratory staff, and a doctor it has nothing to do with. Each row says what
 * the server answers; the device shows a button exactly where the answer is a success (the same
 * rule, src/contract/ticketRules.ts). Doctors cannot change category, subject, recipient, priority
 * or status (spec §5): refused with 403, never silently ignored.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ticketRecordSchema, type TicketRecord } from '../../src/contract/tickets';
import { signIn, type TestAgent } from '../testing/session';
import { createTestApp, type TestApp } from '../testing/testApp';
import { testDatabases } from '../testing/testDatabases';
import { openTicket, uuidOf } from '../testing/tickets';

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

  // [role, status, request, expected status code]
  const OPEN = 1;
  const IN_PROGRESS = 2;
  const CLOSED = 4;
  const TABLE: [Role, number, keyof typeof REQUESTS, number][] = [
    // The doctor who opened it: answers and edits the text, nothing else (spec §5).
    ['creator', OPEN, 'answer', 201],
    ['creator', OPEN, 'edit content', 200],
    ['creator', OPEN, 'edit subject', 403],
    ['creator', OPEN, 'edit category', 403],
    ['creator', OPEN, 'edit priority', 403],
    ['creator', OPEN, 'accept', 403],
    ['creator', OPEN, 'needs reply', 403],
    ['creator', OPEN, 'forward', 403],
    ['creator', OPEN, 'close', 403],
    ['creator', OPEN, 'delete', 403],
    ['creator', IN_PROGRESS, 'answer', 201],
    ['creator', CLOSED, 'answer', 409],
    ['creator', CLOSED, 'edit content', 409],
    ['creator', CLOSED, 'reopen', 403],
    // A doctor the lab wrote to: answers only.
    ['doctorRecipient', OPEN, 'answer', 201],
    ['doctorRecipient', OPEN, 'edit content', 403],
    ['doctorRecipient', OPEN, 'accept', 403],
    ['doctorRecipient', OPEN, 'close', 403],
    ['doctorRecipient', CLOSED, 'answer', 409],
    // Staff work the queue: every action while it is open; reopen and delete when closed.
    ['staff', OPEN, 'answer', 201],
    ['staff', OPEN, 'edit content', 200],
    ['staff', OPEN, 'edit subject', 200],
    ['staff', OPEN, 'edit category', 200],
    ['staff', OPEN, 'edit priority', 200],
    ['staff', OPEN, 'accept', 200],
    ['staff', OPEN, 'needs reply', 200],
    ['staff', OPEN, 'forward', 200],
    ['staff', OPEN, 'close', 200],
    ['staff', OPEN, 'delete', 204],
    ['staff', IN_PROGRESS, 'accept', 200],
    ['staff', IN_PROGRESS, 'needs reply', 200],
    ['staff', IN_PROGRESS, 'close', 200],
    ['staff', CLOSED, 'reopen', 200],
    ['staff', CLOSED, 'delete', 204],
    ['staff', CLOSED, 'answer', 409],
    ['staff', CLOSED, 'edit subject', 409],
    ['staff', CLOSED, 'forward', 409],
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
