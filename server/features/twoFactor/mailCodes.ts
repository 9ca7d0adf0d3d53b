/**
 * Two-factor by e-mail: a 6-digit code is mailed at sign-in, at setup and on request. Only its HMAC
 * (key derived from APP_KEY) is stored, with the time it was sent: it expires TTL after that, is
 * used once, and a new one may be requested only after the resend wait.
 */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  TWO_FACTOR_CODE_LENGTH,
  TWO_FACTOR_MAIL_CODE_TTL_MS,
  TWO_FACTOR_MAIL_RESEND_WAIT_S,
} from '../../../src/contract/constants';
import type { MailContext } from '../../platform/appContext';
import { deriveKey, KeyPurpose } from '../../platform/crypto/keys';
import { hmacSha256Hex } from '../../platform/crypto/tokens';
import type { AppTx } from '../../platform/db/database';
import { users, type User } from '../../platform/db/schema';
import { twoFactorCodeMail } from '../../platform/mail/templates/twoFactorCodeMail';
import { mailFrameOf } from '../../platform/labSettings/mailFrame';
import { defineMail } from '../../platform/mail/mailIntents';

export function generateMailCode(): string {
  return String(randomInt(10 ** TWO_FACTOR_CODE_LENGTH)).padStart(TWO_FACTOR_CODE_LENGTH, '0');
}

export function mailCodeHash(appKey: string, code: string): string {
  return hmacSha256Hex(deriveKey(appKey, KeyPurpose.mailCode), code);
}

/** Seconds until another code may be mailed; 0 when one may be mailed now. */
export function mailCodeRetryAfterS(user: Pick<User, 'twoFactorMailCodeSentAt'>, now: Date): number {
  if (!user.twoFactorMailCodeSentAt) return 0;
  const waitedMs = now.getTime() - user.twoFactorMailCodeSentAt.getTime();
  return Math.max(0, Math.ceil(TWO_FACTOR_MAIL_RESEND_WAIT_S - waitedMs / 1000));
}

interface MailCodePayload {
  userId: number;
  /** The code itself: sealed in the intent, only its HMAC is on the user row. */
  code: string;
}

/** Nothing is sent once a newer code replaced this one, or it was used, before the mail is made. */
export const twoFactorMailCodeMail = defineMail<MailCodePayload>(
  'twoFactorMailCode',
  async (context, { userId, code }) => {
    const [user] = await context.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || user.twoFactorMailCodeHash !== mailCodeHash(context.config.appKey, code)) return null;
    return twoFactorCodeMail(await mailFrameOf(context), user, {
      code,
      validMinutes: TWO_FACTOR_MAIL_CODE_TTL_MS / 60_000,
    });
  },
);

export async function sendTwoFactorMailCode(context: MailContext, user: User): Promise<void> {
  await context.db.transaction(async (tx) => {
    const code = generateMailCode();
    await tx.update(users).set(mailCodeFields(context, code)).where(eq(users.id, user.id));
    await queueMailCode(context, tx, user.id, code);
  });
}

/** The user row's side of a mailed code: its HMAC and when it was sent (for the resend wait). */
export const mailCodeFields = (context: Pick<MailContext, 'config' | 'now'>, code: string) => ({
  twoFactorMailCodeHash: mailCodeHash(context.config.appKey, code),
  twoFactorMailCodeSentAt: context.now(),
});

/** In the write that stored `mailCodeFields(code)`: the mail carrying the code. */
export const queueMailCode = (context: Pick<MailContext, 'mail'>, tx: AppTx, userId: number, code: string) =>
  context.mail.queue(tx, twoFactorMailCodeMail, { userId, code });
