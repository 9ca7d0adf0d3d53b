import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SYSTEM_PERMISSIONS } from '../../../src/contract/accessControl';
import {
  ALL_PERMISSIONS,
  LAB_PERMISSIONS,
  Permission,
  ROLE_PERMISSIONS,
  RoleName,
} from '../../../src/contract/permissions';
import { SyncEntity } from '../../../src/contract/sync';
import { permissions } from '../../platform/db/schema';
import { roleIdsByName } from '../../platform/auth/roleIds';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pull, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('roles and permissions in the system area on $kind', (testDatabase) => {
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
  const permissionId = async (name: string) =>
    (await t.database.db.select().from(permissions).where(eq(permissions.name, name)))[0]?.id ?? 0;

  it('lists the roles with their permissions and the permissions of spec §6', async () => {
    const roles = await admin.get('/api/roles');
    expect(roles.statusCode).toBe(200);
    const admins = roles.json().data.find((role: { name: string }) => role.name === RoleName.admin);
    expect(admins.permissions).toEqual([...ROLE_PERMISSIONS[RoleName.admin]].sort());
    const list = await admin.get('/api/permissions');
    expect(list.json().data.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining([...ALL_PERMISSIONS]),
    );
  });

  it('creates, edits and deletes a role, with field messages for bad input in the caller’s language', async () => {
    const empty = await admin.post('/api/roles', { name: ' ', permissions: [] }, { 'accept-language': 'de' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['Bitte geben Sie einen Namen für die Rolle ein.']);
    const unknown = await admin.post(
      '/api/roles',
      { name: 'Empfang', permissions: ['fly'] },
      { 'accept-language': 'en' },
    );
    expect(unknown.json().errors.permissions).toEqual(['This permission does not exist.']);
    const taken = await admin.post('/api/roles', { name: RoleName.lab, permissions: [] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.name).toEqual(['Diese Rolle gibt es bereits.']);

    const created = await admin.post('/api/roles', {
      name: 'Empfang',
      description: 'Front desk',
      permissions: [Permission.listTickets],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ name: 'Empfang', permissions: [Permission.listTickets] });

    const edited = await admin.put(`/api/roles/${id}`, {
      name: 'Empfang Labor',
      description: null,
      permissions: [Permission.listTickets, Permission.accessForum],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toEqual({
      id,
      name: 'Empfang Labor',
      description: null,
      permissions: [Permission.accessForum, Permission.listTickets],
    });
    expect((await admin.delete(`/api/roles/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/roles/${id}`)).statusCode).toBe(404);
  });

  it('keeps the role Admin: not deleted, not renamed, never without the permissions of the system area', async () => {
    const id = roleId(RoleName.admin);
    const deleted = await admin.delete(`/api/roles/${id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      'Die Rolle Admin wird vom Portal selbst verwendet und kann nicht gelöscht werden.',
    );
    const renamed = await admin.put(`/api/roles/${id}`, { name: 'Chef', permissions: [...ALL_PERMISSIONS] });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors.name).toBeDefined();
    for (const withdrawn of ADMIN_SYSTEM_PERMISSIONS) {
      const response = await admin.put(
        `/api/roles/${id}`,
        { name: RoleName.admin, permissions: ALL_PERMISSIONS.filter((name) => name !== withdrawn) },
        { 'accept-language': 'en' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.permissions).toEqual([
        'The role Admin keeps the permissions "roles", "permissions" and "access system settings".',
      ]);
    }
    expect((await admin.delete(`/api/roles/${roleId(RoleName.doctor)}`)).statusCode).toBe(409);
    // Another permission may well go.
    const fewer = await admin.put(`/api/roles/${id}`, {
      name: RoleName.admin,
      permissions: ALL_PERMISSIONS.filter((name) => name !== Permission.accessForum),
    });
    expect(fewer.statusCode).toBe(200);
    await admin.put(`/api/roles/${id}`, { name: RoleName.admin, permissions: [...ALL_PERMISSIONS] });
  });

  it('a permission withdrawn from a role through the editor removes what it showed from its members’ next pull', async () => {
    const labor = await signIn(t, 'labor');
    const start = await bootstrap(labor);
    expect(start.rows.some((row) => row.entity === SyncEntity.office)).toBe(true);

    const kept = LAB_PERMISSIONS.filter((name) => name !== Permission.listOffices);
    const response = await admin.put(`/api/roles/${roleId(RoleName.lab)}`, {
      name: RoleName.lab,
      permissions: kept,
    });
    expect(response.statusCode).toBe(200);

    expect(await pull(labor, start.cursor)).toEqual({ reset: true });
    const rows = (await bootstrap(labor)).rows;
    expect(rows.filter((row) => row.entity === SyncEntity.office)).toEqual([]);
    // The mirrored profile carries the permissions the open pages read: it changed with them.
    const profile = rows.find((row) => row.entity === SyncEntity.user);
    expect(profile?.data['permissions']).not.toContain(Permission.listOffices);
    expect((await labor.get('/api/abilities')).json().data).not.toContain(Permission.listOffices);

    await admin.put(`/api/roles/${roleId(RoleName.lab)}`, {
      name: RoleName.lab,
      permissions: LAB_PERMISSIONS,
    });
  });

  it('deletes a role’s system messages with it, and every device that mirrored them hears a del', async () => {
    const role = (await admin.post('/api/roles', { name: 'Kurier', permissions: [] })).json().data;
    const message = await admin.post('/api/messages', {
      title: 'Abholung',
      text: 'Morgen früher',
      recipient_role_id: role.id,
      show_until: null,
      hidden: false,
    });
    expect(message.statusCode).toBe(201);
    const messageId = message.json().data.id;
    const { cursor } = await bootstrap(admin);

    expect((await admin.delete(`/api/roles/${role.id}`)).statusCode).toBe(204);

    const { changes } = await pullAll(admin, cursor);
    expect(changes).toContainEqual(
      expect.objectContaining({ entity: SyncEntity.backendMessage, id: String(messageId), op: 'del' }),
    );
    expect(changes).toContainEqual(
      expect.objectContaining({ entity: SyncEntity.role, id: String(role.id), op: 'del' }),
    );
    expect((await admin.get(`/api/messages/${messageId}`)).statusCode).toBe(404);
  });

  it('creates, renames and deletes a permission of its own, but keeps the gates of spec §6', async () => {
    const created = await admin.post('/api/permissions', { name: 'export statistics', description: null });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    const role = (
      await admin.post('/api/roles', { name: 'Statistik', permissions: ['export statistics'] })
    ).json().data;
    expect((await admin.put(`/api/permissions/${id}`, { name: 'export charts' })).statusCode).toBe(200);
    expect((await admin.get(`/api/roles/${role.id}`)).json().data.permissions).toEqual(['export charts']);
    expect((await admin.delete(`/api/permissions/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/roles/${role.id}`)).json().data.permissions).toEqual([]);

    const gate = await permissionId(Permission.listReports);
    const deleted = await admin.delete(`/api/permissions/${gate}`, { 'accept-language': 'en' });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(
      'The portal itself uses the permission list reports: it cannot be deleted.',
    );
    const renamed = await admin.put(`/api/permissions/${gate}`, { name: 'see reports' });
    expect(renamed.statusCode).toBe(422);
    const described = await admin.put(`/api/permissions/${gate}`, {
      name: Permission.listReports,
      description: 'Befundliste',
    });
    expect(described.json().data).toMatchObject({ name: Permission.listReports, description: 'Befundliste' });
  });

  it('refuses the role and permission editors to staff and doctors', async () => {
    for (const name of ['labor', 'dr.weber'] as const) {
      const agent = await signIn(t, name);
      expect((await agent.get('/api/roles')).statusCode).toBe(403);
      expect((await agent.post('/api/permissions', { name: 'x' })).statusCode).toBe(403);
    }
  });
});
