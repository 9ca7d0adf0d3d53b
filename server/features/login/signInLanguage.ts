/**
 * The language a user signs in with becomes the account's (issue 26). The interface remembers a
 * language chosen before sign-in (on the login page) only on the device; the account kept the
 * one it was created with, so a user reading the portal in English got German mail. Now the
 * login's `language` is stored before anything is mailed: the two-factor code of this very sign-in
 * comes in it, and so does every mail after (a later switch in the backend stores it too).
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '../../../src/contract/constants';
import type { AuthenticatedUser } from '../../platform/auth/authTypes';
import type { AppDb } from '../../platform/db/database';
import { users } from '../../platform/db/schema';
import { storeUserLanguage } from '../../platform/auth/userLanguage';

export async function adoptSignInLanguage(
  db: AppDb,
  user: AuthenticatedUser,
  language: Locale | undefined,
): Promise<AuthenticatedUser> {
  if (!language || language === user.language) return user;
  await storeUserLanguage(db, eq(users.id, user.id), language);
  return { ...user, language };
}
