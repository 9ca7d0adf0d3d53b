/**
 * A user with the names of their roles and the union of their roles' permissions, read in one
 * statement (the role and permission names as array subqueries beside the user's row), so that
 * the session hooks can read it together with the session (sessionStore.ts: findWithUser): every
 * signed-in request reads them fresh, so a changed role, permission or lock counts at once.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { preparedOnce } from '../db/preparedOnce';
import { users, type User } from '../db/schema';
import type { AuthenticatedUser } from './authTypes';

// Written out with aliases: drizzle leaves column names unqualified in a one-table select, where
// "id" inside a subquery would name the subquery's own table instead of the user's.
const roleNames = sql<string[] | null>`(select array_agg(r.name) from user_roles ur
  inner join roles r on r.id = ur.role_id where ur.user_id = "users"."id")`;

const permissionNames = sql<string[] | null>`(select array_agg(distinct p.name) from user_roles ur
  inner join role_permissions rp on rp.role_id = ur.role_id
  inner join permissions p on p.id = rp.permission_id
  where ur.user_id = "users"."id")`;

/** Select these beside `users` (joined or from) and hand the row to toAuthenticatedUser. */
export const authenticatedUserColumns = { roleNames, permissionNames };

const sortedNames = (names: string[] | null) => [...new Set(names ?? [])].sort();

export function toAuthenticatedUser(
  user: User,
  { roleNames, permissionNames }: { roleNames: string[] | null; permissionNames: string[] | null },
): AuthenticatedUser {
  return { ...user, roles: sortedNames(roleNames), permissions: sortedNames(permissionNames) };
}

export async function loadAuthenticatedUser(db: AppDb, userId: number): Promise<AuthenticatedUser | null> {
  const statement = preparedOnce(db, 'authenticated_user', (name) =>
    db
      .select({ user: users, ...authenticatedUserColumns })
      .from(users)
      .where(eq(users.id, sql.placeholder('userId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ userId });
  return row ? toAuthenticatedUser(row.user, row) : null;
}
