import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEWSLETTER_LIST_EN } from '../../../src/contract/constants';
import { LAB_PERMISSIONS, Permission, RoleName } from '../../../src/contract/permissions';
import { SyncEntity, syncedOfficeSchema } from '../../../src/contract/sync';
import { setRolePermissions } from '../../features/system';
import { officeDoctors, offices, users } from '../db/schema';
import { roleIdsByName } from '../auth/roleIds';
import {
  ORDER_STATUS_LOOKUP,
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '../../features/lookups';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, keysOf, pull, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('sync scopes on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;
  let ids: Record<'weber' | 'klein', number>;
  let officeIdsOf: (username: string) => Promise<string[]>;
  let allOfficeIds: string[];

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    [weber, klein, labor] = [
      await signIn(t, 'dr.weber'),
      await signIn(t, 'dr.klein'),
      await signIn(t, 'labor'),
    ];
    const db = t.database.db;
    const idOf = async (username: string) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]?.id ?? 0;
    ids = { weber: await idOf('dr.weber'), klein: await idOf('dr.klein') };
    officeIdsOf = async (username) =>
      (
        await db
          .select({ id: officeDoctors.officeId })
          .from(officeDoctors)
          .innerJoin(users, eq(users.id, officeDoctors.userId))
          .where(eq(users.username, username))
      )
        .map((row) => String(row.id))
        .sort();
    allOfficeIds = (await db.select({ id: offices.id }).from(offices)).map((row) => String(row.id)).sort();
  });
  afterAll(() => t?.close());

  const idsOf = (rows: readonly { entity: string; id: string }[], entity: SyncEntity) =>
    rows
      .filter((row) => row.entity === entity)
      .map((row) => row.id)
      .sort();

  it("never gives a doctor another doctor's profile, subscriptions or offices", async () => {
    const weberStart = (await bootstrap(weber)).cursor;
    const created = await klein.post('/api/newsletter/recipients', {
      recipientlist_id: NEWSLETTER_LIST_EN,
      email: 's.klein@example.org',
    });
    expect(created.statusCode).toBe(201);
    const kleinProfile = (await klein.get('/api/auth/user')).json().data;
    expect((await klein.put(`/api/users/${ids.klein}/update-language`, { language: 'en' })).statusCode).toBe(
      200,
    );
    expect(
      (await klein.put('/api/user/profile-information', { ...kleinProfile, titel: 'Prof. Dr. med.' }))
        .statusCode,
    ).toBe(200);

    const pulled = await pullAll(weber, weberStart);
    expect(pulled.changes).toEqual([]);

    const weberRows = (await bootstrap(weber)).rows;
    expect(idsOf(weberRows, SyncEntity.user)).toEqual([String(ids.weber)]);
    expect(idsOf(weberRows, SyncEntity.newsletterRecipient)).toEqual([]);
    expect(idsOf(weberRows, SyncEntity.office)).toEqual(await officeIdsOf('dr.weber'));

    const kleinRows = (await bootstrap(klein)).rows;
    expect(idsOf(kleinRows, SyncEntity.user)).toEqual([String(ids.klein)]);
    expect(idsOf(kleinRows, SyncEntity.newsletterRecipient)).toEqual([String(created.json().data.id)]);
    expect(idsOf(kleinRows, SyncEntity.office)).toEqual(await officeIdsOf('dr.klein'));
  });

  it("gives staff with 'list offices' every office with its doctors, and the lookups to everyone", async () => {
    const laborRows = (await bootstrap(labor)).rows;
    expect(idsOf(laborRows, SyncEntity.office)).toEqual(allOfficeIds);
    const offices = laborRows
      .filter((row) => row.entity === SyncEntity.office)
      .map((row) => syncedOfficeSchema.parse(row.data));
    expect(offices.filter((office) => office.doctor_ids.includes(ids.weber))).toHaveLength(2);
    expect(idsOf(laborRows, SyncEntity.role)).toEqual([]);

    for (const rows of [laborRows, (await bootstrap(weber)).rows]) {
      expect(idsOf(rows, SyncEntity.ticketCategory)).toHaveLength(TICKET_CATEGORIES.length);
      expect(idsOf(rows, SyncEntity.ticketStatus)).toHaveLength(TICKET_STATUSES.length);
      expect(idsOf(rows, SyncEntity.ticketPriority)).toHaveLength(TICKET_PRIORITIES.length);
      expect(idsOf(rows, SyncEntity.orderStatus)).toHaveLength(ORDER_STATUS_LOOKUP.length);
      expect(rows).toContainEqual({
        entity: SyncEntity.ticketStatus,
        id: '4',
        data: { id: 4, name: 'Erledigt', color: expect.any(String), sort: 4 },
      });
      expect(rows).toContainEqual({
        entity: SyncEntity.ticketCategory,
        id: '21',
        data: { id: 21, name: 'Allgemein', parent_id: 2, sort: 1 },
      });
    }
  });

  it('a withdrawn permission resets the mirror, and the bootstrap that follows lacks what it showed', async () => {
    const laborStart = (await bootstrap(labor)).cursor;
    const admin = await signIn(t, 'admin');
    const adminStart = (await bootstrap(admin)).cursor;
    const labRole = (await roleIdsByName(t.database.db)).get(RoleName.lab) ?? 0;
    const kept = LAB_PERMISSIONS.filter((name) => name !== Permission.listOffices);

    await setRolePermissions(t.database.db, labRole, kept);

    expect(await pull(labor, laborStart)).toEqual({ reset: true });
    const rows = (await bootstrap(labor)).rows;
    expect(idsOf(rows, SyncEntity.office)).toEqual([]);
    const laborUser = rows.find((row) => row.entity === SyncEntity.user);
    expect(laborUser?.data['permissions']).not.toContain(Permission.listOffices);

    // Whoever mirrors the roles hears of the change; the administrator's own scopes did not change.
    const { changes } = await pullAll(admin, adminStart);
    expect(keysOf(changes)).toEqual([`role:${labRole}`]);
    expect(changes[0]?.data).toMatchObject({ name: RoleName.lab, permissions: [...kept].sort() });
  });
});
