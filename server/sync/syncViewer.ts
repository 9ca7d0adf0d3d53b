/**
 * Who is syncing: the user's id, uuid, scope epoch, roles and permissions, read inside the pull's or the
 * bootstrap's own transaction. Reading them in the same snapshot as the changes matters: a scope
 * change commits the new permissions and the bumped epoch together, so a pull sees either the old
 * permissions with the old epoch or the new ones with the new epoch, never a mix.
 */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { permissions, rolePermissions, userRoles, users } from '../db/schema';

export interface SyncViewer {
  id: number;
  uuid: string;
  epoch: number;
  permissions: ReadonlySet<string>;
  /** Role ids: messages addressed to a role reach its members through `role:<id>` (scopes.ts). */
  roleIds: ReadonlySet<number>;
}

export async function loadSyncViewer(db: AppDb, userId: number): Promise<SyncViewer | null> {
  const [user] = await db
    .select({ id: users.id, uuid: users.uuid, epoch: users.syncEpoch })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const granted = await db
    .selectDistinct({ name: permissions.name })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  const held = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return {
    ...user,
    permissions: new Set(granted.map((row) => row.name)),
    roleIds: new Set(held.map((row) => row.roleId)),
  };
}
