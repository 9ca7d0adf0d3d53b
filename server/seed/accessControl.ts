/**
 * The permission strings and the three built-in roles of spec §6, ensured at every start.
 * Permissions are the code's gates and must always exist. Administrators may edit roles in the
 * system area, and a restart must not undo that: a role gets its default permissions when the role
 * is created, and later only the permissions that did not exist before (a gate added by an update).
 * What it adds reaches the mirrors: new permissions (perm:permissions), new or extended roles
 * (perm:roles), and the holders of an extended role get new scopes (a sync epoch bump).
 */
import { inArray } from 'drizzle-orm';
import { roleIdsByName } from '../platform/auth/roleIds';
import { ALL_PERMISSIONS, Permission, ROLE_PERMISSIONS, type RoleName } from '../../src/contract/permissions';
import { SyncEntity } from '../../src/contract/sync';
import { rolesChanged } from '../features/system';
import type { AppDb } from '../platform/db/database';
import { permissions, rolePermissions, roles } from '../platform/db/schema';
import { permissionScope } from '../platform/sync/scopes';
import { writeWithChanges } from '../platform/sync/writeWithChanges';

export async function seedAccessControl(db: AppDb): Promise<void> {
  await writeWithChanges(db, async (tx, emit) => {
    const added = await tx
      .insert(permissions)
      .values(ALL_PERMISSIONS.map((name) => ({ name })))
      .onConflictDoNothing({ target: permissions.name })
      .returning({ id: permissions.id, name: permissions.name });
    const addedNames = new Set(added.map((row) => row.name));
    for (const row of added) emit(SyncEntity.permission, row.id, [permissionScope(Permission.permissions)]);

    const extended: number[] = [];
    for (const [roleName, defaults] of Object.entries(ROLE_PERMISSIONS) as [RoleName, readonly string[]][]) {
      const [createdRole] = await tx
        .insert(roles)
        .values({ name: roleName, guard: 'web' })
        .onConflictDoNothing({ target: roles.name })
        .returning({ id: roles.id });
      const toGrant = createdRole ? defaults : defaults.filter((name) => addedNames.has(name));
      if (createdRole) emit(SyncEntity.role, createdRole.id, [permissionScope(Permission.roles)]);
      if (toGrant.length === 0) continue;

      const roleId = createdRole?.id ?? (await roleIdsByName(tx)).get(roleName);
      if (roleId === undefined) continue;
      const granted = await tx
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.name, [...toGrant]));
      await tx
        .insert(rolePermissions)
        .values(granted.map((permission) => ({ roleId, permissionId: permission.id })))
        .onConflictDoNothing();
      if (!createdRole) extended.push(roleId);
    }
    await rolesChanged(tx, emit, extended);
  });
}
