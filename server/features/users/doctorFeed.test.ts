import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Permission } from '../../../src/contract/permissions';
import { doctorEntity } from './doctorEntity';
import { reportUploadResponseSchema } from '../../../src/contract/reports';
import { SyncEntity } from '../../../src/contract/sync';
import { users } from '../../platform/db/schema';
import { multipartBody } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

/** The administration's mirror hears of what changes a doctor's row elsewhere (issue 14 feed gaps). */
describe.each(testDatabases())('the doctor feed on $kind', (testDatabase) => {
  let t: TestApp;
  let admin: TestAgent;
  let labor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    admin = await signIn(t, 'admin');
    labor = await signIn(t, 'labor');
  }, 60_000);
  afterAll(() => t?.close());

  it('mirrors a doctor without reading the password hash or the second factor’s secrets', async () => {
    const [weber] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    if (!weber) throw new Error('no dr.weber');
    const viewer = {
      id: weber.id,
      uuid: weber.uuid,
      epoch: 0,
      permissions: new Set<string>([Permission.listDoctors]),
      roleIds: new Set<number>(),
    };
    // Both drivers send a statement through their client's query (PGlite: text; pg's pool: a config).
    const client = t.database.client as unknown as { query: (...args: unknown[]) => unknown };
    const spy = vi.spyOn(client, 'query');
    let texts: string[];
    try {
      const pulled = await doctorEntity.load(t.database.db, [String(weber.id)], viewer);
      const page = await doctorEntity.snapshot(t.database.db, viewer, null, 5);
      expect(pulled.get(String(weber.id))).toMatchObject({ uuid: weber.uuid });
      expect(page.length).toBeGreaterThan(0);
    } finally {
      texts = spy.mock.calls.map(([first]) =>
        typeof first === 'string' ? first : (first as { text: string }).text,
      );
      spy.mockRestore();
    }
    expect(texts.some((text) => text.includes('"users"'))).toBe(true);
    for (const secret of [
      'password_hash',
      'two_factor_secret',
      'two_factor_recovery_codes',
      'remember_token',
    ])
      expect(texts.filter((text) => text.includes(secret))).toEqual([]);
  });

  it('takes a deleted doctor out of the staff dashboard’s recent registrations (del)', async () => {
    const created = await admin.post('/api/users', {
      vorname: 'Ida',
      nachname: 'Kurz',
      email: 'i.kurz@praxis-kurz.example.org',
      lis_id: 'A-300001',
    });
    expect(created.statusCode, created.body).toBe(201);
    const doctor = created.json().data as { id: number; uuid: string };
    await t.database.db.update(users).set({ emailVerifiedAt: t.clock.now() }).where(eq(users.id, doctor.id));
    const snapshot = await bootstrap(labor);
    const registered = snapshot.rows.filter((row) => row.entity === SyncEntity.registration);
    expect(registered.map((row) => row.id)).toContain(String(doctor.id));

    expect((await admin.delete(`/api/users/${doctor.uuid}`)).statusCode).toBe(204);
    const { changes } = await pullAll(labor, snapshot.cursor);
    expect(changes).toContainEqual(
      expect.objectContaining({ entity: SyncEntity.registration, id: String(doctor.id), op: 'del' }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ entity: SyncEntity.doctor, id: String(doctor.id), op: 'del' }),
    );
  });

  it('refreshes the mirrored doctor.results on each report upload and deletion', async () => {
    const [weber] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    if (!weber) throw new Error('no dr.weber');
    const { cursor } = await bootstrap(admin);
    const filename = 'A-100483_20264001_Berger_Lena.pdf';
    const { payload, headers } = multipartBody([{ field: 'files', filename, bytes: pdfBytes(filename) }]);
    const uploaded = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const after = await pullAll(admin, cursor);
    const doctorChange = after.changes.find(
      (change) => change.entity === SyncEntity.doctor && change.id === String(weber.id),
    );
    expect(doctorChange?.data).toMatchObject({ uuid: weber.uuid, results: 1 });

    const [stored] = reportUploadResponseSchema.parse(uploaded.json()).data;
    expect((await labor.delete(`/api/befunde/${stored?.report.id}`)).statusCode).toBe(204);
    const deleted = await pullAll(admin, after.cursor);
    const again = deleted.changes.find(
      (change) => change.entity === SyncEntity.doctor && change.id === String(weber.id),
    );
    expect(again?.data).toMatchObject({ results: 0 });
  });

  it('shows a doctor’s sign-in and second factor in the administration’s mirror (another user’s account page)', async () => {
    const { cursor } = await bootstrap(admin);
    await signIn(t, 'dr.weber');
    const [weber] = await t.database.db.select().from(users).where(eq(users.username, 'dr.weber'));
    const { changes } = await pullAll(admin, cursor);
    const change = changes.find((c) => c.entity === SyncEntity.doctor && c.id === String(weber?.id));
    expect(change?.data).toMatchObject({
      two_factor_type: weber?.twoFactorType,
      two_factor_confirmed: weber?.twoFactorConfirmedAt !== null,
      last_login_at: weber?.letzterLogin?.toISOString(),
      previous_login_at: weber?.vorletzterLogin?.toISOString() ?? null,
    });
    expect(typeof change?.data?.last_login_at).toBe('string');
  });
});
