/**
 * Sets the permissions of a role (the system area's role editor, server/features/system/roleService.ts).
 * Holders of the role get new scopes: their next pull answers a reset, and the bootstrap that
 * follows no longer contains what a withdrawn permission showed.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Permission } from '../../../src/contract/permissions';
import type { AppDb, AppTx } from '../../platform/db/database';
import { permissions, rolePermissions, roles } from '../../platform/db/schema';
import { writeWithChanges, type Emit, type WriteOutcome } from '../../platform/sync/writeWithChanges';
import { rolesChanged } from './roleChanges';

/** `result`: whether anything changed. */
export async function setRolePermissions(
  db: AppDb,
  roleId: number,
  names: readonly Permission[],
): Promise<WriteOutcome<boolean>> {
  return writeWithChanges(db, async (tx, emit) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId)).for('update');
    if (!role) throw new Error(`role ${roleId} does not exist`);
    return applyRolePermissions(tx, emit, roleId, names);
  });
}

/**
 * Within a write: gives the role exactly the named permissions (which must exist) and tells its
 * holders' devices when anything changed. Returns whether it did.
 */
export async function applyRolePermissions(
  tx: AppTx,
  emit: Emit,
  roleId: number,
  names: readonly string[],
): Promise<boolean> {
  const wanted = new Set(names);
  const known =
    wanted.size === 0
      ? []
      : await tx
          .select()
          .from(permissions)
          .where(inArray(permissions.name, [...wanted]));
  if (known.length !== wanted.size) throw new Error(`unknown permission among ${[...wanted].join(', ')}`);

  const current = await tx
    .select({ permissionId: rolePermissions.permissionId })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  const currentIds = new Set(current.map((row) => row.permissionId));
  const wantedIds = new Set(known.map((permission) => permission.id));
  const removed = [...currentIds].filter((id) => !wantedIds.has(id));
  const added = [...wantedIds].filter((id) => !currentIds.has(id));
  if (removed.length === 0 && added.length === 0) return false;

  if (removed.length > 0) {
    await tx
      .delete(rolePermissions)
      .where(and(eq(rolePermissions.roleId, roleId), inArray(rolePermissions.permissionId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(rolePermissions).values(added.map((permissionId) => ({ roleId, permissionId })));
  }
  await rolesChanged(tx, emit, [roleId]);
  return true;
}
