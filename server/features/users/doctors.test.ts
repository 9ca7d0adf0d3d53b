import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMails, users } from '../../platform/db/schema';
import { loadAuthenticatedUser } from '../../platform/auth/authenticatedUser';
import { DEMO_PASSWORDS } from '../../seed/demoCredentials';
import { insertReport } from '../../testing/reports';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const NEW_DOCTOR = {
  anrede: 'Frau',
  titel: 'Dr. med.',
  vorname: 'Clara',
  nachname: 'Berg',
  email: 'c.berg@praxis-berg.example.org',
  ort: 'Köln',
  lis_id: 'A-200001',
  office_ids: [] as number[],
};

describe.each(testDatabases())('doctors and offices on $kind', (testDatabase) => {
  let t: TestApp;
  let admin: TestAgent;
  let labor: TestAgent;
  let weber: TestAgent;

  /** The mails to `address` once every mail asked for so far is composed. */
  const mailsTo = async (address: string) => {
    await t.app.mailIntents.composeDue();
    return (await t.database.db.select().from(devMails)).filter((mail) => mail.to.includes(address));
  };
  const userNamed = async (username: string) =>
    (await t.database.db.select().from(users).where(eq(users.username, username)))[0];

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await signIn(t, 'admin');
    labor = await signIn(t, 'labor');
    weber = await signIn(t, 'dr.weber');
    await insertReport(t.database.db, { doctor: 'dr.weber', befundId: 'B-900001' });
  }, 60_000);
  afterAll(() => t?.close());

  it('lists the doctors with the columns of spec §2, 50 a page by default, with meta.total', async () => {
    const response = await labor.get('/api/users?sortBy=name');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toMatchObject({
      current_page: 1,
      per_page: 50,
      from: 1,
      to: 3,
      last_page: 1,
      total: 3,
    });
    expect(body.meta.path).toMatch(/^https?:\/\/[^/]+\/api\/users$/);
    expect(body.meta.links.map((link: { label: string }) => link.label)).toEqual([
      '&laquo; Previous',
      '1',
      'Next &raquo;',
    ]);
    expect(body.data.map((doctor: { nachname: string }) => doctor.nachname)).toEqual([
      'Klein',
      'Neumann',
      'Weber',
    ]);
    const weberRow = body.data.find((doctor: { nachname: string }) => doctor.nachname === 'Weber');
    expect(weberRow).toMatchObject({ invited: true, status: 'active', locked: false, lis_id: 'A-100483' });
    expect(weberRow.results).toBe(1);
    expect(weberRow.office_ids).toHaveLength(2);
    const descending = (await labor.get('/api/users?sortBy=name&sortDesc=true')).json();
    expect(descending.data[0].nachname).toBe('Weber');
  });

  it('refuses doctors the list and staff the writes; a bad page size is a 422 with a field message', async () => {
    expect((await weber.get('/api/users')).statusCode).toBe(403);
    expect((await labor.post('/api/users', NEW_DOCTOR)).statusCode).toBe(403);
    expect((await labor.post('/api/users/invite-all')).statusCode).toBe(403);
    expect((await (await guest(t.app)).get('/api/users')).statusCode).toBe(401);
    const bad = await labor.get('/api/users?perPage=7');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.perPage).toBeDefined();
  });

  it('validates a new doctor with field messages in the interface language', async () => {
    const response = await admin.post(
      '/api/users',
      { vorname: '', email: 'nope' },
      { 'accept-language': 'de' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      vorname: ['Dies ist ein Pflichtfeld.'],
      nachname: ['Dies ist ein Pflichtfeld.'],
    });
    expect(response.json().errors.email).toBeDefined();
    const taken = await admin.post('/api/users', { ...NEW_DOCTOR, lis_id: 'A-100483' });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['lis_id']);
  });

  it('creates a doctor in an office, shows them by uuid, and puts them into the feed of list doctors', async () => {
    const { cursor } = await bootstrap(labor);
    const [office] = (await labor.get('/api/praxen')).json().data;
    const created = await admin.post('/api/users', { ...NEW_DOCTOR, office_ids: [office.id] });
    expect(created.statusCode).toBe(201);
    const doctor = created.json().data;
    expect(doctor).toMatchObject({ nachname: 'Berg', invited: false, office_ids: [office.id], results: 0 });
    expect((await labor.get(`/api/users/${doctor.uuid}`)).json().data.id).toBe(doctor.id);
    expect((await labor.get(`/api/praxen/${office.id}`)).json().data.doctor_ids).toContain(doctor.id);
    const changes = await pullAll(labor, cursor);
    expect(changes.changes.map((change) => `${change.entity}:${change.id}`)).toContain(`doctor:${doctor.id}`);
    const weberChanges = await pullAll(weber, (await bootstrap(weber)).cursor);
    expect(weberChanges.changes.some((change) => change.entity === 'doctor')).toBe(false);
  });

  it('invites every doctor not yet invited and answers how many; the mail is the wizard’s verification mail', async () => {
    const first = await admin.post('/api/users/invite-all');
    expect(first.json()).toEqual({ data: { invited: 1 } });
    expect(await mailsTo(NEW_DOCTOR.email)).toHaveLength(1);
    expect((await admin.post('/api/users/invite-all')).json()).toEqual({ data: { invited: 0 } });
    const mail = (await mailsTo(NEW_DOCTOR.email))[0];
    expect(mail?.text).toMatch(/#\/verify-email\?verification_url=/);
  });

  it('locks a doctor: their sessions end at once and sign-in answers as a wrong password does', async () => {
    const doctor = await userNamed('dr.klein');
    const klein = await signIn(t, 'dr.klein');
    expect((await klein.get('/api/auth/user')).statusCode).toBe(200);
    const locked = await admin.put(`/api/users/${doctor?.uuid}/update-lock`, { locked: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().data.locked).toBe(true);
    expect((await klein.get('/api/befunde')).statusCode).toBe(401);
    const again = await (
      await guest(t.app)
    ).post('/login', { username: 'dr.klein', password: DEMO_PASSWORDS['dr.klein'] });
    const wrong = await (
      await guest(t.app)
    ).post('/login', { username: 'dr.klein', password: 'Falsch#2026x' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual(wrong.json());
    await admin.put(`/api/users/${doctor?.id}/update-lock`, { locked: false });
    expect(
      (
        await (
          await guest(t.app)
        ).post('/login', { username: 'dr.klein', password: DEMO_PASSWORDS['dr.klein'] })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses an administrator locking or deleting their own account, and a doctor with reports is not deleted', async () => {
    const own = await userNamed('admin');
    expect((await admin.put(`/api/users/${own?.id}/update-lock`, { locked: true })).statusCode).toBe(404);
    const doctor = await userNamed('dr.weber');
    const refused = await admin.delete(`/api/users/${doctor?.id}`);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['id']);
  });

  it('resets a doctor: credentials and two-factor are cleared, the sessions end, a new invitation goes out', async () => {
    const doctor = await userNamed('dr.klein');
    const klein = await signIn(t, 'dr.klein');
    const before = (await mailsTo(doctor?.email ?? '')).length;
    const reset = await admin.post(`/api/users/${doctor?.uuid}/reset`);
    expect(reset.statusCode).toBe(200);
    expect((await klein.get('/api/auth/user')).statusCode).toBe(401);
    const fresh = await loadAuthenticatedUser(t.database.db, doctor?.id ?? 0);
    expect(fresh).toMatchObject({
      username: null,
      passwordHash: null,
      loginCredentialsSetAt: null,
      emailVerifiedAt: null,
      twoFactorConfirmedAt: null,
      twoFactorSecret: null,
    });
    expect((await mailsTo(doctor?.email ?? '')).length).toBe(before + 1);
  });

  it('deletes a doctor without reports', async () => {
    const [berg] = await t.database.db.select().from(users).where(eq(users.lisId, NEW_DOCTOR.lis_id));
    expect((await admin.delete(`/api/users/${berg?.uuid}`)).statusCode).toBe(204);
    expect((await labor.get(`/api/users/${berg?.uuid}`)).statusCode).toBe(404);
  });

  it('lists offices with BSNR and doctors, creates and edits them behind their gates', async () => {
    const list = (await labor.get('/api/praxen')).json();
    // Spec §9: 20 a page by default (the users list's 50 is the dashboard's).
    expect(list.meta).toMatchObject({ per_page: 20, from: 1, to: 4, total: 4 });
    expect(list.meta.path).toMatch(/\/api\/praxen$/);
    const weberRow = await userNamed('dr.weber');
    const body = { name: 'Praxis Nord', bsnr: '123456789', doctor_ids: [weberRow?.id] };
    expect((await labor.post('/api/praxen', body)).statusCode).toBe(403);
    const created = await admin.post('/api/praxen', body);
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ bsnr: '123456789', doctor_ids: [weberRow?.id] });
    const badBsnr = await admin.post('/api/praxen', { name: 'X', bsnr: '12' });
    expect(badBsnr.statusCode).toBe(422);
    expect(Object.keys(badBsnr.json().errors)).toEqual(['bsnr']);
    const taken = await admin.post('/api/praxen', body);
    expect(taken.statusCode).toBe(422);
    const id = created.json().data.uuid;
    const edited = await admin.put(`/api/praxen/${id}`, { ...body, active: false, doctor_ids: [] });
    expect(edited.json().data).toMatchObject({ active: false, doctor_ids: [] });
    const inactive = (await labor.get('/api/praxen?inactive=1')).json();
    expect(inactive.data.map((office: { name: string }) => office.name)).toEqual(['Praxis Nord']);
    expect((await weber.get('/api/praxen')).statusCode).toBe(403);
  });
});
