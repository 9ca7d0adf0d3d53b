/**
 * The permission strings and the three built-in roles of spec §6, ensured at every start.
 * Permissions are the code's gates and must always exist. Administrators may edit roles in the
 * system area, and a restart must not undo that: a role gets its default permissions when the role
 * is created, and later only the permissions that did not exist before (a gate added by an update).
 */
import { inArray } from 'drizzle-orm';
import { ALL_PERMISSIONS, ROLE_PERMISSIONS, type RoleName } from '../../src/contract/permissions';
import type { AppDb } from '../db/database';
import { permissions, rolePermissions, roles } from '../db/schema';

export async function seedAccessControl(db: AppDb): Promise<void> {
  const added = await db
    .insert(permissions)
    .values(ALL_PERMISSIONS.map((name) => ({ name })))
    .onConflictDoNothing({ target: permissions.name })
    .returning({ name: permissions.name });
  const addedNames = new Set(added.map((row) => row.name));

  for (const [roleName, defaults] of Object.entries(ROLE_PERMISSIONS) as [RoleName, readonly string[]][]) {
    const [createdRole] = await db
      .insert(roles)
      .values({ name: roleName, guard: 'web' })
      .onConflictDoNothing({ target: roles.name })
      .returning({ id: roles.id });
    const toGrant = createdRole ? defaults : defaults.filter((name) => addedNames.has(name));
    if (toGrant.length === 0) continue;

    const roleId = createdRole?.id ?? (await roleIdsByName(db)).get(roleName);
    if (roleId === undefined) continue;
    const granted = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [...toGrant]));
    await db
      .insert(rolePermissions)
      .values(granted.map((permission) => ({ roleId, permissionId: permission.id })))
      .onConflictDoNothing();
  }
}

export async function roleIdsByName(db: AppDb): Promise<Map<string, number>> {
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles);
  return new Map(rows.map((row) => [row.name, row.id]));
}
