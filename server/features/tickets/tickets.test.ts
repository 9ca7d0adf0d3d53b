/**
 * Tickets through the HTTP API (spec §4, §5, §7, §9): opening one with its defaults and
 * validation, the lists with their filters and counts, the lookups and employees, answers, the
 * conflicts of actions queued offline, idempotent replays, and 404s for what the caller must not
 * reach. The state machine per role is ticketStateMachine.test.ts; the change feed
 * ticketFeed.test.ts; the mail ticketMail.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ticketListResponseSchema,
  ticketRecordSchema,
  type TicketRecord,
} from '../../../src/contract/tickets';
import { ticketAnswers } from '../../platform/db/schema';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { openTicket, ticketBody, uuidOf } from '../../testing/tickets';

describe.each(testDatabases())('tickets on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;
  let admin: TestAgent;
  const uuids = {} as Record<'dr.weber' | 'dr.klein' | 'labor' | 'admin', string>;

  const list = async (agent: TestAgent, query = '') => {
    const response = await agent.get(`/api/tickets${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ticketListResponseSchema.parse(response.json());
  };
  const notificationsOf = async (agent: TestAgent) =>
    (await agent.get('/api/notifications')).json<{
      data: { type: string; data: { message: string; ticket?: { uuid: string } } }[];
    }>().data;

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

  it('opens a ticket with the defaults of spec §9: category 1, priority 0, open, addressed to the chosen employee', async () => {
    const ticket = await openTicket(weber, uuids['labor']);
    expect(ticket).toMatchObject({
      subject: 'Frage zur Abrechnung',
      category: { id: 1 },
      sub_category: null,
      priority: { id: 0, name: 'Gering' },
      status: { id: 1, name: 'Offen' },
      recipient: { uuid: uuids['labor'] },
      created_by: { uuid: uuids['dr.weber'] },
      closed_at: null,
      unread: false,
      answers: [],
    });
    // The recipient has not read it; the notification names the ticket by number, not by subject.
    const [notification] = await notificationsOf(labor);
    expect(notification).toMatchObject({
      type: 'ticket.created',
      data: {
        params: { id: ticket.id, author: 'Dr. med. Katharina Weber' },
        ticket: { uuid: ticket.uuid },
      },
    });
    const seen = await labor.get(`/api/tickets/${ticket.uuid}`);
    expect(seen.json().data.unread).toBe(true);
  });

  it('gives category 2 (Befund) the sub category Allgemein by default and refuses one on other categories', async () => {
    const report = await openTicket(weber, uuids['labor'], { category: 2 });
    expect(report.sub_category).toBe('Allgemein');
    const invoice = await openTicket(weber, uuids['labor'], { category: 2, sub_category: 'Rechnung' });
    expect(invoice.sub_category).toBe('Rechnung');
    const wrong = await weber.post(
      '/api/tickets',
      ticketBody(uuids['labor'], { category: 1, sub_category: 'Rechnung' }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      sub_category: ['Eine Unterkategorie gibt es nur in der Kategorie Befund.'],
    });
    const unknown = await weber.post(
      '/api/tickets',
      ticketBody(uuids['labor'], { category: 5, priority: 9 }),
    );
    expect(unknown.statusCode).toBe(422);
  });

  it('validates as spec §5 says, in German and in English', async () => {
    const empty = await weber.post('/api/tickets', { subject: '', content: '' }, { 'accept-language': 'de' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      recipient: ['Pflichtfeld.'],
      subject: ['Pflichtfeld.'],
      content: ['Pflichtfeld.'],
    });
    const short = await weber.post(
      '/api/tickets',
      ticketBody(uuids['labor'], { subject: 'ab', content: 'kurz' }),
      {
        'accept-language': 'de',
      },
    );
    expect(short.json().errors).toEqual({ subject: ['Min. 3 Zeichen.'], content: ['Min. 6 Zeichen.'] });
    const long = await weber.post(
      '/api/tickets',
      ticketBody(uuids['labor'], { subject: 'x'.repeat(251), content: 'y'.repeat(1001) }),
      { 'accept-language': 'de' },
    );
    expect(long.json().errors).toEqual({ subject: ['Max. 250 Zeichen.'], content: ['Max. 1000 Zeichen.'] });
    const english = await weber.post('/api/tickets', ticketBody(uuids['labor'], { subject: 'ab' }), {
      'accept-language': 'en',
    });
    expect(english.json().errors).toEqual({ subject: ['Min. 3 characters.'] });
    const nothing = await weber.put('/api/tickets/1', {}, { 'accept-language': 'de' });
    expect(nothing.statusCode).toBe(422);
  });

  it('makes a doctor address a ticket to an employee, never to another doctor', async () => {
    const toDoctor = await weber.post('/api/tickets', ticketBody(uuids['dr.klein']));
    expect(toDoctor.statusCode).toBe(422);
    expect(toDoctor.json().errors).toEqual({
      recipient: ['Bitte wählen Sie eine Mitarbeiterin oder einen Mitarbeiter des Labors.'],
    });
    const nobody = await weber.post('/api/tickets', ticketBody(randomUUID()));
    expect(nobody.statusCode).toBe(422);
    // A doctor opens tickets as open; another status is not theirs to choose.
    expect((await weber.post('/api/tickets', ticketBody(uuids['labor'], { status: 2 }))).statusCode).toBe(
      403,
    );
    // Staff may write to a doctor.
    const toWeber = await openTicket(labor, uuids['dr.weber'], { subject: 'Rückfrage des Labors' });
    expect(toWeber.recipient?.uuid).toBe(uuids['dr.weber']);
  });

  it('lists open, finished and all tickets, newest first or by last change, with the sidebar counts', async () => {
    const first = await openTicket(klein, uuids['labor'], { subject: 'Erstes Ticket' });
    t.clock.advance(1_000);
    const second = await openTicket(klein, uuids['labor'], { subject: 'Zweites Ticket' });
    t.clock.advance(1_000);
    const before = await list(klein, '?status=all');
    expect(before.data.map((row) => row.uuid).slice(0, 2)).toEqual([second.uuid, first.uuid]);

    const closed = await labor.put(`/api/tickets/${first.uuid}`, {
      status: 4,
      closing_reason: 'Erledigt am Telefon.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const open = await list(klein, '?status=open');
    const finished = await list(klein, '?status=finished');
    expect(open.data.map((row) => row.uuid)).toContain(second.uuid);
    expect(open.data.map((row) => row.uuid)).not.toContain(first.uuid);
    expect(finished.data.map((row) => row.uuid)).toContain(first.uuid);
    expect(finished.meta).toMatchObject({ current_page: 1, from: 1, to: finished.data.length });
    expect(open.meta.counts).toEqual({
      open: open.meta.total,
      finished: finished.meta.total,
      all: open.meta.total + finished.meta.total,
    });
    const byUpdate = await list(klein, '?status=all&sortBy=updated_at');
    expect(byUpdate.data[0]?.uuid).toBe(first.uuid);
    // A doctor's list holds only their own tickets.
    expect((await list(weber, '?status=all')).data.map((row) => row.uuid)).not.toContain(first.uuid);
    expect((await klein.get('/api/tickets?status=closed')).statusCode).toBe(422);
    expect((await klein.get('/api/tickets?perPage=7')).statusCode).toBe(422);
  });

  it('answers the recent tickets for the dashboard: the caller’s, not closed, last changed first', async () => {
    const recent = await klein.post('/api/tickets/recent');
    expect(recent.statusCode, recent.body).toBe(200);
    const data = recent.json<{ data: TicketRecord[] }>().data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(5);
    expect(data.every((row) => row.status.id !== 4)).toBe(true);
    expect(
      data.every(
        (row) => row.created_by?.uuid === uuids['dr.klein'] || row.recipient?.uuid === uuids['dr.klein'],
      ),
    ).toBe(true);
  });

  it('lists categories with the sub categories of Befund, statuses and priorities with colours', async () => {
    const categories = (await weber.get('/api/tickets/categories')).json().data as {
      id: number;
      name: string;
      sub_categories: { name: string }[];
    }[];
    expect(categories.find((row) => row.id === 2)).toMatchObject({
      name: 'Befund',
      sub_categories: [{ name: 'Allgemein' }, { name: 'Rechnung' }],
    });
    const statuses = (await weber.get('/api/tickets/statuses')).json().data;
    expect(statuses).toEqual([
      { id: 1, name: 'Offen', color: expect.any(String) },
      { id: 2, name: 'Bearbeitung', color: expect.any(String) },
      { id: 3, name: 'Rückmeldung', color: expect.any(String) },
      { id: 4, name: 'Erledigt', color: expect.any(String) },
    ]);
    const priorities = (await weber.get('/api/tickets/priorities')).json().data as {
      id: number;
      name: string;
    }[];
    expect(priorities.map((row) => [row.id, row.name])).toEqual([
      [0, 'Gering'],
      [1, 'Normal'],
      [2, 'Kritisch'],
    ]);
  });

  it('lists the employees a ticket can go to: laboratory staff, not doctors', async () => {
    const response = await weber.get('/api/users/employees');
    expect(response.statusCode).toBe(200);
    const employees = response.json<{ data: { uuid: string; roles: string[] }[] }>().data;
    const listed = employees.map((row) => row.uuid);
    expect(listed).toEqual(expect.arrayContaining([uuids['labor'], uuids['admin']]));
    expect(listed).not.toContain(uuids['dr.weber']);
    expect(listed).not.toContain(uuids['dr.klein']);
  });

  it('answers 404 for an unknown or foreign ticket, by id and by uuid, and 4xx for bad ids', async () => {
    const kleins = await openTicket(klein, uuids['labor']);
    for (const key of [kleins.id, kleins.uuid, 99_999, randomUUID()]) {
      expect((await weber.get(`/api/tickets/${key}`)).statusCode).toBe(404);
      expect((await weber.put(`/api/tickets/${key}`, { content: 'Geänderter Text.' })).statusCode).toBe(404);
      expect((await weber.post(`/api/tickets/${key}/answer`, { content: 'Eine Antwort.' })).statusCode).toBe(
        404,
      );
      expect((await weber.delete(`/api/tickets/${key}/answer/1`)).statusCode).toBe(404);
    }
    for (const bad of ['abc', '-1', '0', '99999999999999999999', 'null']) {
      const response = await weber.get(`/api/tickets/${bad}`);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await labor.get(`/api/tickets/${kleins.uuid}`)).statusCode).toBe(200);
  });

  it('threads answers, lets authors edit and delete their own, and notifies the other participant', async () => {
    const ticket = await openTicket(weber, uuids['labor']);
    t.clock.advance(1_000);
    const answered = await labor.post(`/api/tickets/${ticket.uuid}/answer`, {
      content: 'Wir sehen es uns an.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const answer = answered.json().data as { id: number; uuid: string };
    const [notification] = await notificationsOf(weber);
    expect(notification).toMatchObject({
      type: 'ticket.comment',
      data: {
        params: { id: ticket.id, author: 'Markus Brandt' },
        ticket: { uuid: ticket.uuid },
      },
    });
    const unread = (await weber.get(`/api/tickets/${ticket.uuid}`)).json().data as TicketRecord;
    expect(unread.unread).toBe(true);
    expect((await weber.post(`/api/tickets/${ticket.uuid}/answer/read`)).statusCode).toBe(204);
    expect((await weber.get(`/api/tickets/${ticket.uuid}`)).json().data.unread).toBe(false);

    expect(
      (await weber.put(`/api/tickets/${ticket.uuid}/answer/${answer.id}`, { content: 'Nicht meine.' }))
        .statusCode,
    ).toBe(403);
    const edited = await labor.put(`/api/tickets/${ticket.uuid}/answer/${answer.uuid}`, {
      content: 'Wir prüfen es heute.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ uuid: answer.uuid, content: 'Wir prüfen es heute.' });
    expect((await labor.delete(`/api/tickets/${ticket.uuid}/answer/${answer.id}`)).statusCode).toBe(204);
    const after = ticketRecordSchema.parse((await weber.get(`/api/tickets/${ticket.uuid}`)).json().data);
    expect(after.answers).toEqual([]);
  });

  it('stores a replayed answer once and answers the replay with the same response', async () => {
    const ticket = await openTicket(weber, uuids['labor']);
    const key = randomUUID();
    const body = { uuid: randomUUID(), content: 'Offline geschriebene Antwort.' };
    const first = await weber.post(`/api/tickets/${ticket.uuid}/answer`, body, { 'idempotency-key': key });
    const second = await weber.post(`/api/tickets/${ticket.uuid}/answer`, body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    const stored = await t.database.db.select().from(ticketAnswers).where(eq(ticketAnswers.uuid, body.uuid));
    expect(stored).toHaveLength(1);
    // The same uuid under a new key is a different request: refused, not written twice.
    const again = await weber.post(`/api/tickets/${ticket.uuid}/answer`, body, {
      'idempotency-key': randomUUID(),
    });
    expect(again.statusCode).toBe(422);
  });

  it('refuses an answer queued offline to a ticket closed meanwhile with 409, and keeps nothing of it', async () => {
    const ticket = await openTicket(weber, uuids['labor']);
    await labor.put(`/api/tickets/${ticket.uuid}`, {
      status: 4,
      closing_reason: 'Bereits telefonisch geklärt.',
    });
    const late = await weber.post(
      `/api/tickets/${ticket.uuid}/answer`,
      { content: 'Noch eine Frage dazu.' },
      { 'accept-language': 'de' },
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      message: 'Das Ticket wurde inzwischen geschlossen. Ihre Antwort wurde nicht gesendet.',
    });
    const english = await weber.post(
      `/api/tickets/${ticket.uuid}/answer`,
      { content: 'Noch eine Frage dazu.' },
      { 'accept-language': 'en' },
    );
    expect(english.json().message).toBe('The ticket was closed meanwhile. Your answer was not sent.');
    const edit = await weber.put(`/api/tickets/${ticket.uuid}`, { content: 'Neuer Text des Tickets.' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'Das Ticket wurde inzwischen geschlossen. Ihre Änderung wurde nicht gespeichert.',
    );
  });

  it('answers 404 to an edit of an answer deleted meanwhile, and 204 to a second delete', async () => {
    const ticket = await openTicket(weber, uuids['labor']);
    const answer = (
      await weber.post(`/api/tickets/${ticket.uuid}/answer`, { content: 'Eine kurze Antwort.' })
    ).json().data as { uuid: string };
    expect((await weber.delete(`/api/tickets/${ticket.uuid}/answer/${answer.uuid}`)).statusCode).toBe(204);
    const edit = await weber.put(`/api/tickets/${ticket.uuid}/answer/${answer.uuid}`, {
      content: 'Zu spät geändert.',
    });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Die Antwort wurde inzwischen gelöscht.');
    expect((await weber.delete(`/api/tickets/${ticket.uuid}/answer/${answer.uuid}`)).statusCode).toBe(204);
  });

  it('refuses an accept of a ticket someone else accepted meanwhile, naming who', async () => {
    const ticket = await openTicket(weber, uuids['labor']);
    expect((await admin.put(`/api/tickets/${ticket.uuid}`, { status: 2 })).statusCode).toBe(200);
    const late = await labor.put(`/api/tickets/${ticket.uuid}`, { status: 2 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Das Ticket wurde inzwischen von Sabine Hoffmann angenommen.');
    // Accepting again what one accepted is harmless.
    expect((await admin.put(`/api/tickets/${ticket.uuid}`, { status: 2 })).statusCode).toBe(200);
  });

  it('marks tickets read in bulk and skips the ones the caller does not see', async () => {
    const mine = await openTicket(labor, uuids['dr.weber']);
    const foreign = await openTicket(klein, uuids['labor']);
    const read = await weber.post('/api/tickets/read', { tickets: [mine.uuid, foreign.id] });
    expect(read.statusCode).toBe(204);
    expect((await weber.get(`/api/tickets/${mine.uuid}`)).json().data.unread).toBe(false);
    expect((await labor.get(`/api/tickets/${foreign.uuid}`)).json().data.unread).toBe(true);
  });
});
