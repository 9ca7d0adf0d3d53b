/**
 * Workshops through the HTTP API (spec §3, §4 'Workshop booking', §7, §8; issue 15): the list with
 * free slots, a full workshop putting the booking on the waiting list, the second booking refused
 * with spec §8's text, a cancellation moving exactly the first waiting up (notification and a real
 * mail through smtp-server), conflicts of actions queued offline, the staff's form and its
 * attachments, and the change feed. The capacity under concurrency is workshopCapacity.test.ts;
 * every route for every role workshopAccess.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WorkshopRecord, WorkshopRegistrationRecord } from '../../../src/contract/workshops';
import { users } from '../../platform/db/schema';
import { DEMO_FULL_WORKSHOP_TITLE, demoWorkshopId } from './demoWorkshops';
import { multipartBody } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { signIn, type TestAgent } from '../../testing/session';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtpInbox';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const event = {
  starts_at: '2026-12-10T09:00:00Z',
  ends_at: '2026-12-10T12:00:00Z',
  place: 'Labor',
  online_url: null,
};
const workshopBody = (fields: Record<string, unknown> = {}) => ({
  title: 'Hygiene in der Praxis',
  description: 'Was die Praxis bei der Probenhygiene beachten muss.',
  max_participants: 1,
  topics: ['Hygiene'],
  events: [event],
  ...fields,
});

describe.each(testDatabases())('workshops on $kind', (testDatabase) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;
  let fullId: number;

  const emailOf = async (username: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.username, username));
    if (!user) throw new Error(`no user ${username}`);
    return user.email;
  };
  const book = async (agent: TestAgent, workshopId: number, headers?: Record<string, string>) =>
    agent.post('/api/workshops/registrations', { workshop_id: workshopId, uuid: randomUUID() }, headers);
  const booked = async (agent: TestAgent, workshopId: number) => {
    const response = await book(agent, workshopId);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: WorkshopRegistrationRecord }>().data;
  };
  const detail = async (agent: TestAgent, id: number) => {
    const response = await agent.get(`/api/workshops/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: WorkshopRecord & { registrations: WorkshopRegistrationRecord[] } }>().data;
  };
  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await labor.post('/api/workshops', workshopBody(fields));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: WorkshopRecord }>().data;
  };
  const notificationsOf = async (agent: TestAgent) =>
    (await agent.get('/api/notifications')).json<{ data: { type: string; data: { message: string } }[] }>()
      .data;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(testDatabase, { config: { smtpUrl: inbox.url } });
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    labor = await signIn(t, 'labor');
    fullId = await demoWorkshopId(t.database.db, DEMO_FULL_WORKSHOP_TITLE);
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });
  beforeEach(() => t.clock.advance(1_000));

  it('lists the workshops with their free slots, events and topics', async () => {
    const response = await weber.get('/api/workshops');
    expect(response.statusCode).toBe(200);
    const list = response.json<{ data: WorkshopRecord[] }>().data;
    const full = list.find((workshop) => workshop.id === fullId);
    expect(full).toMatchObject({ max_participants: 2, free_slots: 0, waiting: 0, topics: ['Präanalytik'] });
    expect(full?.events[0]).toMatchObject({ place: 'Labor, Seminarraum 1', online_url: null });
    expect(list.some((workshop) => workshop.events.some((e) => e.online_url?.startsWith('https://')))).toBe(
      true,
    );
  });

  it('puts a booking of a full workshop on the waiting list and refuses a second booking with the spec text', async () => {
    const registration = await booked(weber, fullId);
    expect(registration).toMatchObject({ workshop_id: fullId, status: 'waiting', position: 1 });
    const again = await book(weber, fullId, { 'accept-language': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already registered for this workshop.');
    const againDe = await book(weber, fullId, { 'accept-language': 'de' });
    expect(againDe.json().message).toBe('Sie haben sich bereits für diese Schulung angemeldet.');
    // A doctor sees only their own registration; the staff see the participants and the waiting list.
    expect((await detail(weber, fullId)).registrations.map((r) => r.uuid)).toEqual([registration.uuid]);
    const staffView = await detail(labor, fullId);
    expect(staffView.registrations.map((r) => [r.status, r.position])).toEqual([
      ['booked', null],
      ['booked', null],
      ['waiting', 1],
    ]);
    expect(staffView.waiting).toBe(1);
  });

  it('moves exactly the first waiting up when staff cancel a participant, with a notification and a mail', async () => {
    const workshop = await create({ max_participants: 1 });
    const participant = await booked(klein, workshop.id);
    expect(participant.status).toBe('booked');
    const first = await booked(weber, workshop.id);
    const admin = await signIn(t, 'admin');
    const second = await booked(admin, workshop.id);
    expect([first.position, second.position]).toEqual([1, 2]);

    const cancelled = await labor.delete(`/api/workshops/registrations/${participant.uuid}`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);

    const after = await detail(labor, workshop.id);
    expect(after.free_slots).toBe(0);
    expect(after.registrations.map((r) => [r.uuid, r.status, r.position])).toEqual([
      [first.uuid, 'booked', null],
      [second.uuid, 'waiting', 1],
    ]);
    const [notification] = await notificationsOf(weber);
    expect(notification).toMatchObject({
      type: 'workshop.promoted',
      data: { params: { title: 'Hygiene in der Praxis' } },
    });
    expect((await notificationsOf(admin)).some((n) => n.type === 'workshop.promoted')).toBe(false);
    const mail = await inbox.waitFor(await emailOf('dr.weber'));
    expect(mail.subject).toBe('Ihr Platz in der Schulung – Kundencenter');
    expect(mail.text).toContain(`${t.config.appUrl}/#/backend/workshops/${workshop.id}`);
  });

  it('lets a doctor cancel only their own registration, and leave the waiting list by its own route', async () => {
    const workshop = await create({ max_participants: 1 });
    const kleins = await booked(klein, workshop.id);
    const webers = await booked(weber, workshop.id);
    expect((await weber.delete(`/api/workshops/registrations/${kleins.uuid}`)).statusCode).toBe(404);
    // The booked route does not take a waiting registration, nor the other way round (409).
    expect((await weber.delete(`/api/workshops/registrations/${webers.uuid}`)).statusCode).toBe(409);
    expect((await klein.delete(`/api/workshops/registrations/waiting/${kleins.id}`)).statusCode).toBe(409);
    expect((await weber.delete(`/api/workshops/registrations/waiting/${webers.id}`)).statusCode).toBe(204);
    expect((await detail(labor, workshop.id)).registrations.map((r) => r.uuid)).toEqual([kleins.uuid]);
  });

  it('answers a leave-the-waiting-list queued offline after its user moved up with a 409 that says so', async () => {
    const workshop = await create({ max_participants: 1 });
    const kleins = await booked(klein, workshop.id);
    const webers = await booked(weber, workshop.id);
    expect((await klein.delete(`/api/workshops/registrations/${kleins.uuid}`)).statusCode).toBe(204);
    const late = await weber.delete(`/api/workshops/registrations/waiting/${webers.uuid}`, {
      'accept-language': 'de',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('von der Warteliste nachgerückt');
  });

  it('answers a booking of a workshop deleted meanwhile with a 404', async () => {
    const workshop = await create();
    expect((await labor.delete(`/api/workshops/${workshop.id}`)).statusCode).toBe(204);
    const late = await book(weber, workshop.id, { 'accept-language': 'de' });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe('Diese Schulung gibt es nicht mehr. Ihre Buchung wurde nicht gesendet.');
  });

  it('validates the staff form with the field texts, keeps the maximum above the booked places, and moves the waiting up when it rises', async () => {
    const bad = await labor.post(
      '/api/workshops',
      workshopBody({
        title: '',
        max_participants: 0,
        events: [{ ...event, ends_at: event.starts_at, place: null }],
      }),
      { 'accept-language': 'de' },
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      title: ['Bitte geben Sie einen Titel mit höchstens 200 Zeichen ein.'],
      max_participants: ['Bitte geben Sie eine Teilnehmerzahl zwischen 1 und 500 an.'],
      'events.0.ends_at': ['Das Ende muss nach dem Beginn liegen.'],
      'events.0.place': ['Bitte geben Sie einen Ort oder einen Online-Link an (max. 300 Zeichen).'],
    });
    const workshop = await create({ max_participants: 2 });
    await booked(klein, workshop.id);
    await booked(weber, workshop.id);
    const lower = await labor.post(`/api/workshops/${workshop.id}`, workshopBody({ max_participants: 1 }));
    expect(lower.statusCode).toBe(422);
    const admin = await signIn(t, 'admin');
    const waiting = await booked(admin, workshop.id);
    expect(waiting.status).toBe('waiting');
    const raised = await labor.post(
      `/api/workshops/${workshop.id}`,
      workshopBody({ max_participants: 3, title: 'Neu' }),
    );
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().data).toMatchObject({
      title: 'Neu',
      max_participants: 3,
      free_slots: 0,
      waiting: 0,
    });
  });

  it('stores attachments encrypted and hands them to everyone who sees workshops through a signed URL', async () => {
    const { payload, headers } = multipartBody(
      [{ field: 'files', filename: 'Programm.pdf', bytes: pdfBytes('Programm') }],
      {
        payload: JSON.stringify(workshopBody()),
      },
    );
    const created = await labor.request({ method: 'POST', url: '/api/workshops', payload, headers });
    expect(created.statusCode, created.body).toBe(201);
    const workshop = created.json<{ data: WorkshopRecord }>().data;
    const attachments = await weber.get(`/api/workshops/${workshop.id}/attachments`);
    expect(attachments.json().data).toMatchObject([
      { original_name: 'Programm.pdf', mime: 'application/pdf' },
    ]);
    const [file] = workshop.files;
    const signed = await weber.get(`/api/files/${file?.id}`);
    expect(signed.statusCode).toBe(200);
    const download = await weber.get(signed.json<{ url: string }>().url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('mirrors the workshops to everyone and each registration to its user and the staff', async () => {
    const [weberStart, kleinStart, staffStart] = await Promise.all([
      bootstrap(weber),
      bootstrap(klein),
      bootstrap(labor),
    ]);
    // The snapshot holds the demo workshops, and only the viewer's own registrations.
    expect(weberStart.rows.some((row) => row.entity === 'workshop' && row.id === String(fullId))).toBe(true);
    const workshop = await create();
    const kleins = await booked(klein, workshop.id);
    const weberFeed = await pullAll(weber, weberStart.cursor);
    const kleinFeed = await pullAll(klein, kleinStart.cursor);
    const staffFeed = await pullAll(labor, staffStart.cursor);
    const ids = (feed: { entity: string; id: string }[], entity: string) =>
      feed.filter((change) => change.entity === entity).map((change) => change.id);
    expect(ids(weberFeed.changes, 'workshop')).toContain(String(workshop.id));
    expect(ids(kleinFeed.changes, 'workshopRegistration')).toContain(kleins.uuid);
    expect(ids(staffFeed.changes, 'workshopRegistration')).toContain(kleins.uuid);
    expect(ids(weberFeed.changes, 'workshopRegistration')).not.toContain(kleins.uuid);
    const put = weberFeed.changes.find((c) => c.entity === 'workshop' && c.id === String(workshop.id));
    expect(put?.data).toMatchObject({ free_slots: 0 });
  });
});
