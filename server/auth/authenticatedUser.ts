/** Loads a user with the names of their roles and the union of their roles' permissions. */
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { permissions, rolePermissions, roles, userRoles, users } from '../db/schema';
import type { AuthenticatedUser } from './authTypes';

export async function loadAuthenticatedUser(db: AppDb, userId: number): Promise<AuthenticatedUser | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const rows = await db
    .select({ role: roles.name, permission: permissions.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  const roleNames = [...new Set(rows.map((row) => row.role))].sort();
  const permissionNames = [
    ...new Set(rows.flatMap((row) => (row.permission ? [row.permission] : []))),
  ].sort();
  return { ...user, roles: roleNames, permissions: permissionNames };
}
