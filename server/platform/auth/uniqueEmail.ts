/**
 * An e-mail address belongs to one account (issue 26): a user who took a colleague's address would
 * receive her mails and lock her out of the e-mail second factor. Addresses are compared trimmed
 * and without case. Every write that sets an address asks first, so the form gets its field
 * message; the unique index `users_email_unique_idx` settles two writes at once, and its violation
 * is answered with the same 422.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { normalisedEmail } from '../../../src/contract/emailAddress';
import { ValidationMessage } from '../../../src/contract/validationMessages';
import type { AppDb, AppTx } from '../db/database';
import { users } from '../db/schema';
import { violatedUniqueConstraint } from '../db/uniqueViolation';
import { fieldError } from '../http/httpErrors';

export const USERS_EMAIL_UNIQUE_INDEX = 'users_email_unique_idx';

const emailTaken = () => fieldError('email', ValidationMessage.emailTaken);

/** 422 on `email` when another account than `ownerId` holds the address. */
export async function assertEmailFree(db: AppDb | AppTx, email: string, ownerId?: number): Promise<void> {
  const sameAddress = eq(sql`lower(trim(${users.email}))`, normalisedEmail(email));
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(ownerId === undefined ? sameAddress : and(sameAddress, ne(users.id, ownerId)))
    .limit(1);
  if (holder) throw emailTaken();
}

export function isEmailTakenViolation(error: unknown): boolean {
  return violatedUniqueConstraint(error) === USERS_EMAIL_UNIQUE_INDEX;
}

/** Runs the write; a concurrent write that took the address first makes it the same 422. */
export async function refusingTakenEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isEmailTakenViolation(error)) throw emailTaken();
    throw error;
  }
}
