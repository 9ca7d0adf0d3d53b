/**
 * Staff write tickets to doctors (issue 26): a ticket from the laboratory to an active doctor is
 * addressed, mirrored and announced to that doctor; a doctor still writes to laboratory staff only,
 * staff write to staff or active doctors, nobody to an inactive account. Staff whose device does
 * not mirror the doctors find them online by name, practice or e-mail.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { doctorRecipientListSchema } from '../../../src/contract/ticketRecipients';
import { users } from '../../platform/db/schema';
import { signIn, type TestAgent } from '../../testing/session';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtpInbox';
import { bootstrap } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { openTicket, ticketBody, uuidOf } from '../../testing/tickets';

describe.each(testDatabases())('tickets from staff to doctors on $kind', (testDatabase) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let weber: TestAgent;
  let labor: TestAgent;
  const uuids = {} as Record<'dr.weber' | 'dr.klein' | 'dr.neu' | 'labor', string>;

  const search = async (agent: TestAgent, query: string) => {
    const response = await agent.get(`/api/tickets/recipients/doctors?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return doctorRecipientListSchema.parse(response.json());
  };

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(testDatabase, { config: { smtpUrl: inbox.url } });
    weber = await signIn(t, 'dr.weber');
    labor = await signIn(t, 'labor');
    for (const name of ['dr.weber', 'dr.klein', 'dr.neu', 'labor'] as const)
      uuids[name] = await uuidOf(t.database.db, name);
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });
  beforeEach(() => t.clock.advance(1_000));

  it('lets staff open a ticket to an active doctor, who sees it in the list, the mirror and the bell', async () => {
    const weberCursor = (await bootstrap(weber)).cursor;
    const ticket = await openTicket(labor, uuids['dr.weber'], { subject: 'Rückfrage des Labors' });
    expect(ticket.recipient?.uuid).toBe(uuids['dr.weber']);

    const list = (await weber.get('/api/tickets?status=open')).json<{ data: { uuid: string }[] }>();
    expect(list.data.map((row) => row.uuid)).toContain(ticket.uuid);
    expect((await weber.get(`/api/tickets/${ticket.uuid}`)).statusCode).toBe(200);
    const pulled = await weber.get(`/api/sync?cursor=${encodeURIComponent(weberCursor)}`);
    expect(pulled.json<{ changes: { entity: string; id: string; op: string }[] }>().changes).toContainEqual(
      expect.objectContaining({ entity: 'ticket', id: ticket.uuid, op: 'put' }),
    );
    const notifications = (await weber.get('/api/notifications')).json<{
      data: { data: { ticket?: { uuid: string } } }[];
    }>().data;
    expect(notifications.some((row) => row.data.ticket?.uuid === ticket.uuid)).toBe(true);
    const [doctor] = await t.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.username, 'dr.weber'));
    const mail = await inbox.waitFor(doctor?.email ?? 'dr.weber has no e-mail');
    expect(mail.text).toContain(`/#/backend/tickets/show/${ticket.uuid}`);
  });

  it('refuses a doctor’s ticket to another doctor with 422', async () => {
    const toDoctor = await weber.post('/api/tickets', ticketBody(uuids['dr.klein']), {
      'accept-language': 'de',
    });
    expect(toDoctor.statusCode).toBe(422);
    expect(toDoctor.json().errors).toEqual({
      recipient: ['Bitte wählen Sie eine Mitarbeiterin oder einen Mitarbeiter des Labors.'],
    });
  });

  it('refuses a ticket to an inactive doctor, and to an account that is neither staff nor doctor', async () => {
    await t.database.db.update(users).set({ active: false }).where(eq(users.username, 'dr.neu'));
    const inactive = await labor.post('/api/tickets', ticketBody(uuids['dr.neu']), {
      'accept-language': 'de',
    });
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json().errors).toHaveProperty('recipient');

    const [outsider] = await t.database.db
      .insert(users)
      .values({ vorname: 'Olaf', nachname: 'Außen', email: 'olaf@example.org' })
      .returning({ uuid: users.uuid });
    if (!outsider) throw new Error('outsider not inserted');
    const toOutsider = await labor.post('/api/tickets', ticketBody(outsider.uuid), {
      'accept-language': 'en',
    });
    expect(toOutsider.statusCode).toBe(422);
    expect(toOutsider.json().errors).toEqual({
      recipient: ['Please choose a member of the laboratory staff or an active doctor.'],
    });
    await t.database.db.update(users).set({ active: true }).where(eq(users.username, 'dr.neu'));
  });

  it('finds active doctors by name, practice and e-mail, in the list envelope, for staff only', async () => {
    const byName = await search(labor, 'search=weber');
    expect(byName.data.map((row) => row.uuid)).toEqual([uuids['dr.weber']]);
    expect(byName.meta).toMatchObject({ current_page: 1, total: 1 });
    expect(byName.data[0]?.practices).toEqual(['Hausarztpraxis am Rathenauplatz', 'Zweigpraxis Bonn-Beuel']);

    const byPractice = await search(labor, 'search=beuel');
    expect(byPractice.data.map((row) => row.uuid)).toEqual([uuids['dr.weber']]);

    const byMail = await search(labor, 'search=allgemeinmedizin-eppendorf');
    expect(byMail.data.map((row) => row.uuid)).toEqual([uuids['dr.neu']]);

    const all = await search(labor, 'perPage=10');
    expect(all.data.map((row) => row.uuid)).not.toContain(uuids['labor']);
    expect(all.data.length).toBeGreaterThanOrEqual(3);

    await t.database.db.update(users).set({ active: false }).where(eq(users.username, 'dr.neu'));
    expect((await search(labor, 'search=neumann')).data).toEqual([]);
    await t.database.db.update(users).set({ active: true }).where(eq(users.username, 'dr.neu'));

    expect((await weber.get('/api/tickets/recipients/doctors')).statusCode).toBe(403);
    expect((await labor.get(`/api/tickets/recipients/doctors?search=${'x'.repeat(101)}`)).statusCode).toBe(
      422,
    );
  });
});
