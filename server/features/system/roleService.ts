/**
 * Creating, editing and deleting roles (spec §6, issue 14), with the rules of
 * src/contract/accessControl.ts: Admin and Arzt keep their names and stay, Admin keeps the
 * permissions that open the system area. What follows a change for the devices:
 * - the `role` entity is mirrored anew to holders of 'roles' (roleChanges.ts);
 * - a change of permissions moves the sync epoch of every member (their next pull resets, and the
 *   withdrawn entities are gone from the bootstrap that follows);
 * - a deleted role takes its system messages with it (the foreign key cascades): they are deleted
 *   here first, like an admin's delete, so that every device that showed them hears a `del`.
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { isBuiltInRole, requiredPermissionsOf, type RoleRecord } from '../../../src/contract/accessControl';
import { Permission } from '../../../src/contract/permissions';
import { SyncEntity } from '../../../src/contract/sync';
import { deleteMessage } from '../backendMessages';
import type { AppDb, AppTx } from '../../platform/db/database';
import { backendMessages, permissions, rolePermissions, roles, userRoles } from '../../platform/db/schema';
import { FieldValidationError, HttpError, notFound } from '../../platform/http/httpErrors';
import { permissionScope } from '../../platform/sync/scopes';
import { scopesChanged } from '../../platform/sync/syncEpoch';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { rolesChanged } from './roleChanges';
import { applyRolePermissions } from './setRolePermissions';
import type { roleInputSchema } from '../../../src/contract/accessControl';
import type { z } from 'zod';

export type RoleFields = z.output<typeof roleInputSchema>;
type RoleRow = typeof roles.$inferSelect;

export async function readRoles(db: AppDb | AppTx, id?: number): Promise<RoleRecord[]> {
  const rows = await db
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .where(id === undefined ? undefined : eq(roles.id, id))
    .orderBy(asc(roles.id));
  if (rows.length === 0) return [];
  const grants = await db
    .select({ roleId: rolePermissions.roleId, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      inArray(
        rolePermissions.roleId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(permissions.name));
  return rows.map((row) => ({
    ...row,
    permissions: grants.filter((grant) => grant.roleId === row.id).map((grant) => grant.name),
  }));
}

export async function findRoleForUpdate(tx: AppTx, id: number): Promise<RoleRow> {
  const [role] = await tx.select().from(roles).where(eq(roles.id, id)).for('update');
  if (!role) throw notFound();
  return role;
}

/** 422 for what the form can fix: a name taken, a built-in name changed, permissions unknown or missing. */
async function checkRole(tx: AppTx, input: RoleFields, current: RoleRow | null): Promise<void> {
  const errors: Record<string, ('accessControl.roleNameTaken' | string)[]> = {};
  if (current && isBuiltInRole(current.name) && input.name !== current.name) {
    errors['name'] = ['accessControl.builtInRoleName'];
  } else {
    const [taken] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(
        current ? and(eq(roles.name, input.name), ne(roles.id, current.id)) : eq(roles.name, input.name),
      );
    if (taken) errors['name'] = ['accessControl.roleNameTaken'];
  }
  const wanted = [...new Set(input.permissions)];
  const known =
    wanted.length === 0
      ? []
      : await tx
          .select({ name: permissions.name })
          .from(permissions)
          .where(inArray(permissions.name, wanted));
  if (known.length !== wanted.length) errors['permissions'] = ['accessControl.unknownPermission'];
  else if (current && requiredPermissionsOf(current.name).some((name) => !wanted.includes(name))) {
    errors['permissions'] = ['accessControl.adminSystemPermissions'];
  }
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors);
}

export async function createRole(tx: AppTx, emit: Emit, input: RoleFields): Promise<number> {
  await checkRole(tx, input, null);
  const [role] = await tx
    .insert(roles)
    .values({ name: input.name, description: input.description })
    .returning({ id: roles.id });
  if (!role) throw new Error('role not inserted');
  await applyRolePermissions(tx, emit, role.id, [...new Set(input.permissions)]);
  emit(SyncEntity.role, role.id, [permissionScope(Permission.roles)]);
  return role.id;
}

export async function updateRole(tx: AppTx, emit: Emit, role: RoleRow, input: RoleFields): Promise<void> {
  await checkRole(tx, input, role);
  if (input.name !== role.name || input.description !== role.description) {
    await tx
      .update(roles)
      .set({ name: input.name, description: input.description })
      .where(eq(roles.id, role.id));
    // Members carry the role's name in their profile (`user.roles`).
    await rolesChanged(tx, emit, [role.id]);
  }
  await applyRolePermissions(tx, emit, role.id, [...new Set(input.permissions)]);
}

/** Deletes the role and its messages; returns the message attachments' file keys to remove from disk. */
export async function deleteRole(tx: AppTx, emit: Emit, role: RoleRow): Promise<string[]> {
  if (isBuiltInRole(role.name)) {
    throw new HttpError(409, 'accessControl.builtInRoleDelete', {}, {}, { name: role.name });
  }
  const members = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.roleId, role.id));
  const messages = await tx
    .select()
    .from(backendMessages)
    .where(eq(backendMessages.recipientRoleId, role.id));
  const fileKeys: string[] = [];
  for (const message of messages) fileKeys.push(...(await deleteMessage(tx, emit, message)));
  await tx.delete(roles).where(eq(roles.id, role.id));
  emit.del(SyncEntity.role, role.id, [permissionScope(Permission.roles)]);
  await scopesChanged(
    tx,
    emit,
    members.map((member) => member.userId),
  );
  return fileKeys;
}
