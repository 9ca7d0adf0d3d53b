/**
 * A user with the names of their roles and the union of their roles' permissions, read in one
 * statement (the role and permission names as array subqueries beside the user's row), so that
 * the session hooks can read it together with the session (sessionStore.ts: findWithUser): every
 * signed-in request reads them fresh, so a changed role, permission or lock counts at once.
 */
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { permissions, rolePermissions, roles, userRoles, users, type User } from '../db/schema';
import type { AuthenticatedUser } from './authTypes';

const roleNamesOf = (userId: AnyColumn) =>
  sql<string[] | null>`(select array_agg(${roles.name}) from ${userRoles}
    inner join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${userId})`;

const permissionNamesOf = (userId: AnyColumn) =>
  sql<string[] | null>`(select array_agg(distinct ${permissions.name}) from ${userRoles}
    inner join ${rolePermissions} on ${rolePermissions.roleId} = ${userRoles.roleId}
    inner join ${permissions} on ${permissions.id} = ${rolePermissions.permissionId}
    where ${userRoles.userId} = ${userId})`;

/** Select these beside `users` (joined or from) and hand the row to toAuthenticatedUser. */
export const authenticatedUserColumns = {
  roleNames: roleNamesOf(users.id),
  permissionNames: permissionNamesOf(users.id),
};

const sortedNames = (names: string[] | null) => [...new Set(names ?? [])].sort();

export function toAuthenticatedUser(
  user: User,
  { roleNames, permissionNames }: { roleNames: string[] | null; permissionNames: string[] | null },
): AuthenticatedUser {
  return { ...user, roles: sortedNames(roleNames), permissions: sortedNames(permissionNames) };
}

export async function loadAuthenticatedUser(db: AppDb, userId: number): Promise<AuthenticatedUser | null> {
  const [row] = await db
    .select({ user: users, ...authenticatedUserColumns })
    .from(users)
    .where(eq(users.id, userId));
  return row ? toAuthenticatedUser(row.user, row) : null;
}
