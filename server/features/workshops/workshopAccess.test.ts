/**
 * Every workshop route for every role (issue 15, spec §6): 401 for anonymous callers, 403 without
 * the gate 'list workshops', the staff-only writes (create, update, delete) refused to doctors, and
 * allowed to the holders of 'manage workshops' (Admin, Labor).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission, RoleName } from '../../../src/contract/permissions';
import { permissions, rolePermissions, roles } from '../../platform/db/schema';
import { DEMO_FULL_WORKSHOP_TITLE, demoWorkshopId } from './demoWorkshops';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const body = {
  title: 'Rollen',
  description: 'Wer darf was.',
  max_participants: 3,
  topics: [],
  events: [
    { starts_at: '2026-12-10T09:00:00Z', ends_at: '2026-12-10T10:00:00Z', place: 'Labor', online_url: null },
  ],
};

type Call = (agent: TestAgent, id: number) => ReturnType<TestAgent['get']>;
const READS: [string, Call][] = [
  ['GET /api/workshops', (a) => a.get('/api/workshops')],
  ['GET /api/workshops/topics', (a) => a.get('/api/workshops/topics')],
  ['GET /api/workshops/{id}', (a, id) => a.get(`/api/workshops/${id}`)],
  ['GET /api/workshops/{id}/attachments', (a, id) => a.get(`/api/workshops/${id}/attachments`)],
];
const BOOKING: [string, Call][] = [
  [
    'POST /api/workshops/registrations',
    (a, id) => a.post('/api/workshops/registrations', { workshop_id: id }),
  ],
  [
    'DELETE /api/workshops/registrations/{id}',
    (a) => a.delete(`/api/workshops/registrations/${randomUUID()}`),
  ],
  [
    'DELETE /api/workshops/registrations/waiting/{id}',
    (a) => a.delete(`/api/workshops/registrations/waiting/${randomUUID()}`),
  ],
];
const STAFF: [string, Call][] = [
  ['POST /api/workshops', (a) => a.post('/api/workshops', body)],
  ['POST /api/workshops/{id}', (a, id) => a.post(`/api/workshops/${id}`, body)],
  ['DELETE /api/workshops/{id}', (a, id) => a.delete(`/api/workshops/${id}`)],
];
const ALL = [...READS, ...BOOKING, ...STAFF];

describe.each(testDatabases())('workshop routes per role on $kind', (testDatabase) => {
  let t: TestApp;
  let id: number;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    id = await demoWorkshopId(t.database.db, DEMO_FULL_WORKSHOP_TITLE);
  });
  afterAll(() => t?.close());

  it.each(ALL)('%s: 401 for an anonymous caller', async (_, call) => {
    expect((await call(await guest(t.app), id)).statusCode).toBe(401);
  });

  it.each(STAFF)('%s: 403 for a doctor (staff only)', async (_, call) => {
    expect((await call(await signIn(t, 'dr.weber'), id)).statusCode).toBe(403);
  });

  it.each([...READS, ...BOOKING])('%s: open to a doctor (not 401/403)', async (_, call) => {
    expect([401, 403]).not.toContain((await call(await signIn(t, 'dr.klein'), id)).statusCode);
  });

  it('lets Labor and Admin create, update and delete workshops', async () => {
    for (const username of ['labor', 'admin'] as const) {
      const agent = await signIn(t, username);
      const created = await agent.post('/api/workshops', body);
      expect(created.statusCode, created.body).toBe(201);
      const newId = created.json<{ data: { id: number } }>().data.id;
      expect((await agent.post(`/api/workshops/${newId}`, { ...body, title: 'Geändert' })).statusCode).toBe(
        200,
      );
      expect((await agent.delete(`/api/workshops/${newId}`)).statusCode).toBe(204);
    }
  });

  it('refuses every route with 403 to a doctor whose role lost the gate', async () => {
    const [doctorRole] = await t.database.db.select().from(roles).where(eq(roles.name, RoleName.doctor));
    const [gate] = await t.database.db
      .select()
      .from(permissions)
      .where(eq(permissions.name, Permission.listWorkshops));
    if (!doctorRole || !gate) throw new Error('seed incomplete');
    await t.database.db
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, doctorRole.id), eq(rolePermissions.permissionId, gate.id)));
    const weber = await signIn(t, 'dr.weber');
    for (const [name, call] of ALL) expect((await call(weber, id)).statusCode, name).toBe(403);
    // Nor does the feed mirror workshops to them.
    const snapshot = await weber.get('/api/sync/bootstrap');
    expect(
      snapshot.json<{ rows: { entity: string }[] }>().rows.some((row) => row.entity === 'workshop'),
    ).toBe(false);
  });
});
