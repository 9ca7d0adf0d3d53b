/**
 * Creating, editing and deleting permissions (spec §6, issue 14). The permissions of spec §6 are
 * the gates of routes: they keep their names and stay (src/contract/accessControl.ts). Deleting
 * another one takes it from every role that held it (the foreign key cascades): those roles are
 * mirrored anew and their members' scopes change (the `perm:<name>` scope is gone).
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isBuiltInPermission,
  type PermissionRecord,
  type permissionInputSchema,
} from '../../../src/contract/accessControl';
import { Permission } from '../../../src/contract/permissions';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppDb, AppTx } from '../../platform/db/database';
import { permissions, rolePermissions } from '../../platform/db/schema';
import { FieldValidationError, HttpError, notFound } from '../../platform/http/httpErrors';
import { permissionScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { rolesChanged } from './roleChanges';

export type PermissionFields = z.output<typeof permissionInputSchema>;
type PermissionRow = typeof permissions.$inferSelect;

const SCOPES = [permissionScope(Permission.permissions)];

export function readPermissions(db: AppDb | AppTx, id?: number): Promise<PermissionRecord[]> {
  return db
    .select({ id: permissions.id, name: permissions.name, description: permissions.description })
    .from(permissions)
    .where(id === undefined ? undefined : eq(permissions.id, id))
    .orderBy(asc(permissions.id));
}

export async function findPermissionForUpdate(tx: AppTx, id: number): Promise<PermissionRow> {
  const [permission] = await tx.select().from(permissions).where(eq(permissions.id, id)).for('update');
  if (!permission) throw notFound();
  return permission;
}

async function checkName(tx: AppTx, name: string, current: PermissionRow | null): Promise<void> {
  if (current && isBuiltInPermission(current.name) && name !== current.name) {
    throw new FieldValidationError({ name: ['accessControl.builtInPermissionName'] });
  }
  const [taken] = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(
      current ? and(eq(permissions.name, name), ne(permissions.id, current.id)) : eq(permissions.name, name),
    );
  if (taken) throw new FieldValidationError({ name: ['accessControl.permissionNameTaken'] });
}

export async function createPermission(tx: AppTx, emit: Emit, input: PermissionFields): Promise<number> {
  await checkName(tx, input.name, null);
  const [row] = await tx
    .insert(permissions)
    .values({ name: input.name, description: input.description })
    .returning({ id: permissions.id });
  if (!row) throw new Error('permission not inserted');
  emit(SyncEntity.permission, row.id, SCOPES);
  return row.id;
}

export async function updatePermission(
  tx: AppTx,
  emit: Emit,
  permission: PermissionRow,
  input: PermissionFields,
): Promise<void> {
  await checkName(tx, input.name, permission);
  if (input.name === permission.name && input.description === permission.description) return;
  await tx
    .update(permissions)
    .set({ name: input.name, description: input.description })
    .where(eq(permissions.id, permission.id));
  emit(SyncEntity.permission, permission.id, SCOPES);
  if (input.name !== permission.name) await rolesChanged(tx, emit, await rolesHolding(tx, permission.id));
}

export async function deletePermission(tx: AppTx, emit: Emit, permission: PermissionRow): Promise<void> {
  if (isBuiltInPermission(permission.name)) {
    throw new HttpError(409, 'accessControl.builtInPermissionDelete', {}, {}, { name: permission.name });
  }
  const holders = await rolesHolding(tx, permission.id);
  await tx.delete(permissions).where(eq(permissions.id, permission.id));
  emit.del(SyncEntity.permission, permission.id, SCOPES);
  await rolesChanged(tx, emit, holders);
}

async function rolesHolding(tx: AppTx, permissionId: number): Promise<number[]> {
  const rows = await tx
    .select({ roleId: rolePermissions.roleId })
    .from(rolePermissions)
    .where(eq(rolePermissions.permissionId, permissionId));
  return rows.map((row) => row.roleId);
}
