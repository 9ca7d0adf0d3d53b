import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Permission, RoleName } from '../../../src/contract/permissions';
import { roleIdsByName } from '../auth/roleIds';
import { usersHoldingPermission } from '../auth/permissionHolders';
import { users } from '../db/schema';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { permissionScope, roleScope, userScope, type SyncScope } from './scopes';
import { scopeMembers, scopesByKind } from './scopeMembers';

describe.each(testDatabases())('the users a change’s scopes reach, on $kind', (testDatabase) => {
  let t: TestApp;
  let byName: Map<string, { id: number; uuid: string }>;
  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    const rows = await t.database.db.select().from(users);
    byName = new Map(rows.flatMap((row) => (row.username ? [[row.username, row]] : [])));
  }, 120_000);
  afterAll(() => t?.close());

  const namesOf = async (scopes: SyncScope[]) => {
    const members = await scopeMembers(t.database.db, scopesByKind(scopes));
    const names = new Map([...byName].map(([name, row]) => [row.id, name]));
    return members.map((member) => names.get(member.id) ?? `#${member.id}`).sort();
  };

  it('reaches the owner of a user scope, every holder of a permission and every member of a role', async () => {
    const weber = byName.get('dr.weber');
    expect(await namesOf([userScope(weber?.uuid ?? '')])).toEqual(['dr.weber']);

    const holders = await usersHoldingPermission(t.database.db, Permission.uploadReports);
    const holderIds = holders.map((holder) => holder.id);
    const reached = await scopeMembers(
      t.database.db,
      scopesByKind([permissionScope(Permission.uploadReports)]),
    );
    expect(reached.map((member) => member.id).sort()).toEqual([...holderIds].sort());
    expect(await namesOf([permissionScope(Permission.uploadReports)])).not.toContain('dr.weber');

    const labRole = (await roleIdsByName(t.database.db)).get(RoleName.lab) ?? 0;
    const lab = await namesOf([roleScope(labRole)]);
    expect(lab).toContain('labor');
    expect(lab).not.toContain('dr.weber');
  });

  it('gives each reached user once, with the epoch of their cursor, and nobody for `all` alone', async () => {
    const labRole = (await roleIdsByName(t.database.db)).get(RoleName.lab) ?? 0;
    const scopes = [
      roleScope(labRole),
      permissionScope(Permission.uploadReports),
      userScope(byName.get('labor')?.uuid ?? ''),
    ];
    const members = await scopeMembers(t.database.db, scopesByKind(scopes));
    expect(new Set(members.map((member) => member.id)).size).toBe(members.length);
    for (const member of members) expect(member.epoch).toEqual(expect.any(Number));
    expect(await scopeMembers(t.database.db, scopesByKind(['all']))).toEqual([]);
  });
});
