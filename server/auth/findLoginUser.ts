/**
 * Whom a sign-in names: the user whose username matches case-insensitively, else the one user
 * whose e-mail address does (addresses are not unique: practice staff may share one, and then only
 * the username identifies).
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { users, type User } from '../db/schema';

export async function findLoginUser(db: AppDb, login: string): Promise<User | undefined> {
  const name = login.trim().toLowerCase();
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
