/**
 * Whom a sign-in names: the user whose username matches case-insensitively, else the one user
 * whose e-mail address does (addresses are not unique: practice staff may share one, and then only
 * the username identifies).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/database';
import { users, type User } from '../../platform/db/schema';

/** A sign-in name as it is matched: trimmed, lower case. */
export const normalisedLogin = (login: string): string => login.trim().toLowerCase();

export async function findLoginUser(db: AppDb, login: string): Promise<User | undefined> {
  const name = normalisedLogin(login);
  const [byUsername] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, name));
  if (byUsername) return byUsername;
  const byEmail = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, name))
    .limit(2);
  return byEmail.length === 1 ? byEmail[0] : undefined;
}
