/**
 * The forgot-password mail, queued with the token it carries (mail/mailIntents.ts). Nothing is
 * sent when, by the time it is made, the account is gone, deactivated or locked, or the token was
 * used or replaced.
 */
import { eq } from 'drizzle-orm';
import { PASSWORD_RESET_LINK_TTL_MS } from '../../../src/contract/constants';
import { sha256Hex } from '../../platform/crypto/tokens';
import { passwordResetTokens, users } from '../../platform/db/schema';
import { mailFrameOf } from '../../platform/labSettings/mailFrame';
import { defineMail } from '../../platform/mail/mailIntents';
import { passwordResetMail } from '../../platform/mail/templates/passwordResetMail';

interface PasswordResetPayload {
  userId: number;
  /** The link's single-use token: sealed in the intent, only its hash is stored. */
  token: string;
}

export const passwordResetLinkMail = defineMail<PasswordResetPayload>(
  'passwordResetLink',
  async (context, { userId, token }) => {
    const [user] = await context.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user?.username || !user.passwordHash || !user.active || user.lockedAt !== null) return null;
    const [live] = await context.db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256Hex(token)))
      .limit(1);
    if (live?.userId !== user.id) return null;
    return passwordResetMail(await mailFrameOf(context), user, {
      url: `${context.config.appUrl}/#/reset-password/${token}`,
      validMinutes: PASSWORD_RESET_LINK_TTL_MS / 60_000,
      username: user.username,
    });
  },
);
