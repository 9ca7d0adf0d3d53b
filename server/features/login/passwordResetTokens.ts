/**
 * Password reset tokens: 32 random bytes in the mailed link, only their sha256 in the database,
 * one live token per user (a new request replaces the old), valid PASSWORD_RESET_LINK_TTL_MS.
 * A new link for the same user is mailed at most once a minute, so nobody can flood an inbox.
 */
import { and, eq, gt } from 'drizzle-orm';
import { PASSWORD_RESET_LINK_TTL_MS } from '../../../src/contract/constants';
import { randomToken, sha256Hex } from '../../platform/crypto/tokens';
import type { AppDb, AppTx } from '../../platform/db/database';
import { passwordResetTokens } from '../../platform/db/schema';

export const PASSWORD_RESET_THROTTLE_MS = 60_000;

/** A new token for the user, or null when one was issued within the throttle. */
export async function issueResetToken(db: AppDb | AppTx, userId: number, now: Date): Promise<string | null> {
  const [recent] = await db
    .select({ createdAt: passwordResetTokens.createdAt })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, userId),
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - PASSWORD_RESET_THROTTLE_MS)),
      ),
    );
  if (recent) return null;
  const token = randomToken();
  await db
    .insert(passwordResetTokens)
    .values({ userId, tokenHash: sha256Hex(token), createdAt: now })
    .onConflictDoUpdate({
      target: passwordResetTokens.userId,
      set: { tokenHash: sha256Hex(token), createdAt: now },
    });
  return token;
}

/** The user a live token belongs to; the token is deleted, so it works once. */
export async function redeemResetToken(db: AppDb, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, sha256Hex(token)),
        gt(passwordResetTokens.createdAt, new Date(now.getTime() - PASSWORD_RESET_LINK_TTL_MS)),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId ?? null;
}
