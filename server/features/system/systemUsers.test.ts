import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RoleName } from '../../../src/contract/permissions';
import { devMails, users } from '../../platform/db/schema';
import { roleIdsByName } from '../../platform/auth/roleIds';
import { signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('system users on $kind', (testDatabase) => {
  let t: TestApp;
  let admin: TestAgent;
  let roleIds: Map<string, number>;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await signIn(t, 'admin');
    roleIds = await roleIdsByName(t.database.db);
  }, 60_000);
  afterAll(() => t?.close());

  const roleId = (name: string) => roleIds.get(name) ?? 0;

  it('lists the laboratory’s own accounts and no doctor', async () => {
    const response = await admin.get('/api/system-users');
    expect(response.statusCode).toBe(200);
    const names = response.json().data.map((user: { username: string | null }) => user.username);
    expect(names).toEqual(expect.arrayContaining(['admin', 'labor']));
    expect(names).not.toContain('dr.weber');
    const [weber] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    expect((await admin.get(`/api/system-users/${weber?.id}`)).statusCode).toBe(404);
  });

  it('creates a staff account and sends it the first-run wizard’s verification mail', async () => {
    const created = await admin.post('/api/system-users', {
      anrede: 'Frau',
      vorname: 'Jana',
      nachname: 'Krüger',
      email: 'jana.krueger@labor.example',
      language: 'de',
      role_ids: [roleId(RoleName.lab)],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      vorname: 'Jana',
      username: null,
      roles: [{ name: RoleName.lab }],
      email_verified_at: null,
    });
    expect(created.json().data.invited_at).not.toBeNull();
    await t.app.mailIntents.composeDue();
    const [mail] = await t.database.db
      .select()
      .from(devMails)
      .where(eq(devMails.to, 'jana.krueger@labor.example'))
      .orderBy(desc(devMails.id));
    expect(mail?.subject).toContain('Bitte bestätigen Sie Ihre E-Mail-Adresse');

    const edited = await admin.put(`/api/system-users/${created.json().data.id}`, {
      anrede: 'Frau',
      vorname: 'Jana',
      nachname: 'Krüger-Sommer',
      email: 'jana.krueger@labor.example',
      language: 'en',
      role_ids: [roleId(RoleName.lab), roleId(RoleName.admin)],
    });
    expect(edited.statusCode).toBe(200);
    expect(
      edited
        .json()
        .data.roles.map((role: { name: string }) => role.name)
        .sort(),
    ).toEqual([RoleName.admin, RoleName.lab].sort());
  });

  it('lets the admin allow single sign-on to link a staff account, and keeps it when not sent', async () => {
    const [labor] = await t.database.db.select().from(users).where(eq(users.username, 'labor'));
    if (!labor) throw new Error('no labor');
    // The demo shows both states: labor's link allowed, admin's not.
    expect((await admin.get(`/api/system-users/${labor.id}`)).json().data.sso_link_allowed).toBe(true);
    const fields = {
      anrede: labor.anrede,
      vorname: labor.vorname,
      nachname: labor.nachname,
      email: labor.email,
      language: labor.language,
      role_ids: [roleId(RoleName.lab)],
    };
    const off = await admin.put(`/api/system-users/${labor.id}`, { ...fields, sso_link_allowed: false });
    expect(off.json().data.sso_link_allowed).toBe(false);
    const unchanged = await admin.put(`/api/system-users/${labor.id}`, fields);
    expect(unchanged.json().data.sso_link_allowed).toBe(false);
    const on = await admin.put(`/api/system-users/${labor.id}`, { ...fields, sso_link_allowed: true });
    expect(on.json().data.sso_link_allowed).toBe(true);
    const bad = await admin.put(`/api/system-users/${labor.id}`, { ...fields, sso_link_allowed: 'ja' });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses bad input with field messages in both languages', async () => {
    const german = await admin.post(
      '/api/system-users',
      { vorname: '', nachname: 'X', email: 'kein', role_ids: [] },
      { 'accept-language': 'de' },
    );
    expect(german.statusCode).toBe(422);
    expect(german.json().errors).toMatchObject({
      vorname: ['Dies ist ein Pflichtfeld.'],
      email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      role_ids: ['Bitte wählen Sie mindestens eine Rolle.'],
    });
    const doctorRole = await admin.post(
      '/api/system-users',
      { vorname: 'A', nachname: 'B', email: 'a@b.example', role_ids: [roleId(RoleName.doctor)] },
      { 'accept-language': 'en' },
    );
    expect(doctorRole.json().errors.role_ids).toEqual([
      'System users are not doctors: the role Arzt cannot be given here.',
    ]);
  });

  it('never takes the role Admin from the last administrator', async () => {
    // Jana (above) holds Admin too: first take it from her, then admin is the last one.
    const list = (await admin.get('/api/system-users')).json().data as {
      id: number;
      username: string | null;
      vorname: string;
      roles: { name: string }[];
    }[];
    for (const other of list.filter(
      (user) => user.username !== 'admin' && user.roles.some((role) => role.name === RoleName.admin),
    )) {
      const response = await admin.put(`/api/system-users/${other.id}`, {
        vorname: other.vorname,
        nachname: 'X',
        email: 'x@labor.example',
        role_ids: [roleId(RoleName.lab)],
      });
      expect(response.statusCode).toBe(200);
    }
    const self = list.find((user) => user.username === 'admin');
    const response = await admin.put(
      `/api/system-users/${self?.id}`,
      { vorname: 'A', nachname: 'D', email: 'admin@labor.example', role_ids: [roleId(RoleName.lab)] },
      { 'accept-language': 'de' },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.role_ids).toEqual([
      'Dies ist der letzte Administrator: die Rolle Admin kann ihm nicht genommen werden.',
    ]);
  });

  it('is for admins only', async () => {
    for (const name of ['labor', 'dr.weber'] as const) {
      const agent = await signIn(t, name);
      expect((await agent.get('/api/system-users')).statusCode).toBe(403);
    }
  });
});
