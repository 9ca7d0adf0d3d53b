/**
 * One effect, one description (src/contract/ticketUpdateEffect.ts): what an update does to a
 * ticket, applied by the server to the stored ticket and by the device to its optimistic row
 * (ticketOptimistic.ts). For each update the server's answer and the row the device showed while
 * it was queued must agree: category and sub category decided together (spec §9: the sub category
 * belongs to 'Befund' only, Allgemein by default), priority, status, whom it is addressed to after
 * an accept or a forward, the closing reason, the records in the thread. Updates the server
 * refuses name the field. And the dashboard's tickets, the server's and the device's, alike.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TICKET_RECENT_LIMIT } from '../../src/contract/constants';
import {
  recentTicketsSchema,
  ticketListResponseSchema,
  ticketRecordSchema,
  type TicketPerson,
  type TicketRecord,
} from '../../src/contract/tickets';
import { recentOpenTickets } from '../../src/app/features/tickets/ticketListView';
import { applyTicketUpdate } from '../../src/app/features/tickets/ticketOptimistic';
import { signIn, type TestAgent } from '../../server/testing/session';
import { createTestApp, type TestApp } from '../../server/testing/testApp';
import { testDatabases } from '../../server/testing/testDatabases';
import { openTicket, uuidOf } from '../../server/testing/tickets';

type Person = 'weber' | 'labor' | 'admin';
/** report: 'Befund' with sub category Rechnung; general: 'Allgemein'; toDoctor: the lab wrote to weber. */
type Start = 'report' | 'general' | 'toDoctor' | 'closed';
type Update = Record<string, unknown>;

// [the ticket, who updates it, the update, the status code, the field refused]
const CASES: [Start, Person, Update, number, string?][] = [
  // Category and sub category, with and without the priority (spec §9).
  ['report', 'labor', { category: 1 }, 200],
  ['report', 'labor', { category: 1, sub_category: null }, 200],
  ['report', 'labor', { category: 1, sub_category: null, priority: 2 }, 200],
  ['report', 'labor', { category: 3, priority: 1 }, 200],
  ['report', 'labor', { category: 1, sub_category: 'Rechnung' }, 422, 'sub_category'],
  ['report', 'labor', { priority: 2 }, 200],
  ['report', 'labor', { sub_category: 'Allgemein' }, 200],
  ['report', 'labor', { sub_category: null }, 200],
  ['report', 'labor', { category: 2, priority: 2 }, 200],
  ['report', 'labor', { status: 3, priority: 2 }, 200],
  ['general', 'labor', { category: 2 }, 200],
  ['general', 'labor', { category: 2, sub_category: null }, 200],
  ['general', 'labor', { category: 2, sub_category: 'Rechnung', priority: 2 }, 200],
  ['general', 'labor', { sub_category: 'Rechnung' }, 422, 'sub_category'],
  ['general', 'labor', { category: 99 }, 422, 'category'],
  ['general', 'labor', { category: 21 }, 422, 'category'],
  ['general', 'labor', { priority: 99 }, 422, 'priority'],
  ['general', 'labor', { status: 9 }, 422, 'status'],
  // The doctor who wrote it changes the text only.
  ['general', 'weber', { content: 'Ein ganz neuer Text.' }, 200],
  // Accept: re-addressed to the accepter when it was addressed to staff, not when to a doctor.
  ['general', 'admin', { status: 2 }, 200],
  ['toDoctor', 'admin', { status: 2 }, 200],
  ['general', 'admin', { status: 2, priority: 2 }, 200],
  // Forward, also together with a status; close and reopen.
  ['general', 'labor', { recipient: 'admin' }, 200],
  ['general', 'labor', { status: 2, recipient: 'admin' }, 200],
  ['general', 'labor', { status: 4, closing_reason: 'Telefonisch geklärt.' }, 200],
  ['closed', 'labor', { status: 1 }, 200],
  ['closed', 'admin', { status: 2 }, 200],
];

describe.each(testDatabases())('a ticket update on the server and on the device, $kind', (testDatabase) => {
  let t: TestApp;
  const agents = {} as Record<Person, TestAgent>;
  const people = {} as Record<Person, TicketPerson>;

  async function ticketFor(start: Start): Promise<TicketRecord> {
    const ticket =
      start === 'toDoctor'
        ? await openTicket(agents.labor, people.weber.uuid, { subject: 'Rückfrage des Labors' })
        : await openTicket(
            agents.weber,
            people.labor.uuid,
            start === 'report' ? { category: 2, sub_category: 'Rechnung' } : {},
          );
    if (start === 'closed') {
      const closed = await agents.labor.put(`/api/tickets/${ticket.uuid}`, {
        status: 4,
        closing_reason: 'Erledigt.',
      });
      expect(closed.statusCode, closed.body).toBe(200);
    }
    return ticketRecordSchema.parse((await agents.labor.get(`/api/tickets/${ticket.uuid}`)).json().data);
  }

  /** What both sides must agree on (ids, not the lookups' names, which the device reads from its mirror). */
  const effectOf = (record: TicketRecord) => ({
    subject: record.subject,
    content: record.content,
    category: record.category.id,
    sub_category: record.sub_category,
    priority: record.priority.id,
    status: record.status.id,
    recipient: record.recipient?.uuid,
    recipient_is_staff: record.recipient_is_staff,
    closed: record.closed_at !== null,
    closing_reason: record.closing_reason,
    last_edited_by: record.last_edited_by?.uuid,
    thread: record.answers.map((entry) => [
      entry.kind,
      entry.author?.uuid,
      entry.content,
      entry.forwarded_to?.uuid ?? null,
    ]),
  });

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    for (const name of ['weber', 'labor', 'admin'] as const) {
      const username = name === 'weber' ? ('dr.weber' as const) : name;
      agents[name] = await signIn(t, username);
      const { id, uuid, titel, vorname, nachname } = (await agents[name].get('/api/auth/user')).json().data;
      people[name] = { id, uuid, titel, vorname, nachname };
      expect(people[name].uuid).toBe(await uuidOf(t.database.db, username));
    }
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  it.each(CASES)('%s ticket, %s sends %j: %i %s', async (start, actor, update, expected, field) => {
    const before = await ticketFor(start);
    const input = update.recipient ? { ...update, recipient: people.admin.uuid } : update;
    const response = await agents[actor].put(`/api/tickets/${before.uuid}`, input);
    expect(response.statusCode, response.body).toBe(expected);
    if (expected !== 200) {
      expect(Object.keys(response.json().errors)).toEqual([field]);
      return;
    }
    const onServer = ticketRecordSchema.parse(response.json().data);
    const onDevice = applyTicketUpdate(before, input, {
      actor: people[actor],
      recipient: update.recipient ? people.admin : undefined,
      now: new Date().toISOString(),
    });
    expect(effectOf(onDevice)).toEqual(effectOf(onServer));
  });

  // After the updates above, with their different times: the dashboard's tickets alike.
  it.each(['labor', 'weber'] as const)(
    'lists the same dashboard tickets for %s on both sides',
    async (name) => {
      const all = await agents[name].get('/api/tickets?status=all&perPage=100');
      const mirror = ticketListResponseSchema.parse(all.json()).data.map((row) => ({ ...row, id: row.uuid }));
      const recent = await agents[name].post('/api/tickets/recent');
      const onServer = recentTicketsSchema.parse(recent.json()).data.map((row) => row.uuid);
      expect(onServer).toHaveLength(TICKET_RECENT_LIMIT);
      expect(recentOpenTickets(mirror).map((row) => row.uuid)).toEqual(onServer);
    },
  );
});
