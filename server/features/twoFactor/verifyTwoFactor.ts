/**
 * Checking a second factor. Each check consumes what it accepts in one conditional UPDATE, so two
 * requests racing with the same code cannot both pass: a TOTP step must be later than the last
 * used one, a mailed code is cleared, a recovery code is replaced by a fresh one (Fortify).
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { TWO_FACTOR_MAIL_CODE_TTL_MS } from '../../../src/contract/constants';
import type { AppContext } from '../../platform/appContext';
import { users, type User } from '../../platform/db/schema';
import { mailCodeHash } from './mailCodes';
import { generateRecoveryCode, hashRecoveryCode, indexOfRecoveryCode } from './recoveryCodes';
import { matchTotpStep } from './totp';

type Context = Pick<AppContext, 'db' | 'config' | 'encrypter' | 'now'>;

async function verifyTotp(context: Context, user: User, code: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const step = matchTotpStep(context.encrypter.decrypt(user.twoFactorSecret), code, context.now());
  if (step === null) return false;
  const accepted = await context.db
    .update(users)
    .set({ twoFactorLastUsedStep: step })
    .where(
      and(
        eq(users.id, user.id),
        or(isNull(users.twoFactorLastUsedStep), lt(users.twoFactorLastUsedStep, step)),
      ),
    )
    .returning({ id: users.id });
  return accepted.length === 1;
}

async function verifyMailCode(context: Context, user: User, code: string): Promise<boolean> {
  const sentAfter = new Date(context.now().getTime() - TWO_FACTOR_MAIL_CODE_TTL_MS);
  const accepted = await context.db
    .update(users)
    .set({ twoFactorMailCodeHash: null })
    .where(
      and(
        eq(users.id, user.id),
        eq(users.twoFactorMailCodeHash, mailCodeHash(context.config.appKey, code)),
        gt(users.twoFactorMailCodeSentAt, sentAfter),
      ),
    )
    .returning({ id: users.id });
  return accepted.length === 1;
}

/** Checks a 6-digit code of the user's two-factor type and uses it up. */
export function verifyTwoFactorCode(context: Context, user: User, code: string): Promise<boolean> {
  if (user.twoFactorType === 'app') return verifyTotp(context, user, code);
  if (user.twoFactorType === 'mail') return verifyMailCode(context, user, code);
  return Promise.resolve(false);
}

/** Uses up a recovery code; returns the code that replaces it, or null when it is not valid. */
export async function consumeRecoveryCode(
  context: Context,
  user: User,
  code: string,
): Promise<string | null> {
  const hashes = user.twoFactorRecoveryCodes ?? [];
  const index = indexOfRecoveryCode(hashes, code);
  if (index === -1) return null;
  const replacement = generateRecoveryCode();
  const updated = hashes.map((hash, position) => (position === index ? hashRecoveryCode(replacement) : hash));
  const accepted = await context.db
    .update(users)
    .set({ twoFactorRecoveryCodes: updated })
    .where(
      and(eq(users.id, user.id), sql`${users.twoFactorRecoveryCodes} = ${JSON.stringify(hashes)}::jsonb`),
    )
    .returning({ id: users.id });
  return accepted.length === 1 ? replacement : null;
}
