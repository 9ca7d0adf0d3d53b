import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMails, users } from '../../platform/db/schema';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { contactPersonFor } from '../reportDemands';

describe.each(testDatabases())('the laboratory’s settings on $kind', (testDatabase) => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await signIn(t, 'admin');
  }, 60_000);
  afterAll(() => t?.close());

  it('starts from the environment’s lab name and no support address or contact person', async () => {
    const response = await admin.get('/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      labName: t.config.labName,
      supportEmail: null,
      contactPersonUuid: null,
    });
    expect(response.json().meta.contactCandidates.length).toBeGreaterThan(0);
  });

  it('a new lab name is effective at once: in /api/config and in the next mail', async () => {
    const saved = await admin.put('/api/settings', {
      labName: 'Labor Nord GmbH',
      supportEmail: 'hilfe@labor-nord.example',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.labName).toBe('Labor Nord GmbH');

    const visitor = await guest(t.app);
    expect((await visitor.get('/api/config')).json().labName).toBe('Labor Nord GmbH');

    const [labor] = await t.database.db.select().from(users).where(eq(users.username, 'labor'));
    await visitor.post('/api/forgot-password', { username: 'labor' });
    await t.app.mailIntents.composeDue();
    const [mail] = await t.database.db
      .select()
      .from(devMails)
      .where(eq(devMails.to, labor?.email ?? ''))
      .orderBy(desc(devMails.id))
      .limit(1);
    expect(mail?.text).toContain('Labor Nord GmbH');
    expect(mail?.text).not.toContain(t.config.labName);
  });

  it('refuses bad values with field messages', async () => {
    const response = await admin.put(
      '/api/settings',
      { labName: '  ', supportEmail: 'no address', contactPersonUuid: 'x' },
      { 'accept-language': 'de' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      labName: ['Bitte geben Sie den Namen des Labors ein.'],
      supportEmail: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      contactPersonUuid: [
        'Bitte wählen Sie eine Mitarbeiterin oder einen Mitarbeiter des Labors, die Befunde hochladen.',
      ],
    });
    const [weber] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    const doctor = await admin.put('/api/settings', { contactPersonUuid: weber?.uuid });
    expect(doctor.statusCode).toBe(422);
    expect(doctor.json().errors.contactPersonUuid).toBeDefined();
  });

  it('sends new report demands to the configured contact person instead of the uploader', async () => {
    const { contactCandidates } = (await admin.get('/api/settings')).json().meta;
    const chosen = contactCandidates.at(-1);
    await admin.put('/api/settings', { contactPersonUuid: chosen.uuid });
    const [person] = await t.database.db.select().from(users).where(eq(users.uuid, chosen.uuid));
    const [weber] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    const id = await t.database.db.transaction((tx) => contactPersonFor(tx, weber?.id ?? null));
    expect(id).toBe(person?.id);
    await admin.put('/api/settings', { contactPersonUuid: null });
    expect(await t.database.db.transaction((tx) => contactPersonFor(tx, weber?.id ?? null))).toBe(weber?.id);
  });

  it('is for admins only', async () => {
    for (const name of ['labor', 'dr.weber'] as const) {
      const agent = await signIn(t, name);
      expect((await agent.get('/api/settings')).statusCode).toBe(403);
      expect((await agent.put('/api/settings', { labName: 'X' })).statusCode).toBe(403);
    }
    expect((await (await guest(t.app)).get('/api/settings')).statusCode).toBe(401);
  });
});
