/**
 * The users a change's scopes reach, with their scope epoch (for their cursor): the owner of a
 * `user:<uuid>` scope, every holder of a `perm:<permission>` and every member of a `role:<id>`.
 * The real-time hints ask this after every commit whose scopes are not `all` (syncHints.ts), so a
 * hint goes only to users who may see the change. One query; the role and permission tables are
 * small, and a hint for a role reaches its members, not the whole user table.
 */
import { inArray, or, type SQL } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { permissions, rolePermissions, userRoles, users } from '../db/schema';
import type { SyncScope } from './scopes';

export interface ScopeMember {
  id: number;
  uuid: string;
  epoch: number;
}

export interface ScopesByKind {
  userUuids: string[];
  permissions: string[];
  roleIds: number[];
  all: boolean;
}

export function scopesByKind(scopes: Iterable<SyncScope>): ScopesByKind {
  const byKind: ScopesByKind = { userUuids: [], permissions: [], roleIds: [], all: false };
  for (const scope of scopes) {
    if (scope === 'all') byKind.all = true;
    else if (scope.startsWith('user:')) byKind.userUuids.push(scope.slice('user:'.length));
    else if (scope.startsWith('perm:')) byKind.permissions.push(scope.slice('perm:'.length));
    else if (scope.startsWith('role:')) byKind.roleIds.push(Number(scope.slice('role:'.length)));
  }
  return byKind;
}

export async function scopeMembers(
  db: AppDb,
  { userUuids, permissions: permissionNames, roleIds }: Omit<ScopesByKind, 'all'>,
): Promise<ScopeMember[]> {
  const reached: SQL[] = [];
  if (userUuids.length > 0) reached.push(inArray(users.uuid, userUuids));
  if (roleIds.length > 0) {
    const members = db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(inArray(userRoles.roleId, roleIds));
    reached.push(inArray(users.id, members));
  }
  if (permissionNames.length > 0) {
    const holdingRoles = db
      .select({ id: rolePermissions.roleId })
      .from(rolePermissions)
      .where(
        inArray(
          rolePermissions.permissionId,
          db
            .select({ id: permissions.id })
            .from(permissions)
            .where(inArray(permissions.name, permissionNames)),
        ),
      );
    const holders = db
      .select({ id: userRoles.userId })
      .from(userRoles)
      .where(inArray(userRoles.roleId, holdingRoles));
    reached.push(inArray(users.id, holders));
  }
  if (reached.length === 0) return [];
  return db
    .select({ id: users.id, uuid: users.uuid, epoch: users.syncEpoch })
    .from(users)
    .where(or(...reached));
}
