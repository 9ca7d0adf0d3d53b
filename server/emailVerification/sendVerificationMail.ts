/**
 * Mails a fresh verification link (invitation, resend, changed address) and notes when, for the
 * resend wait. The TTL is a parameter: the demo seed sends dr.neu a link that lasts a week.
 */
import { eq } from 'drizzle-orm';
import { EMAIL_VERIFICATION_LINK_TTL_MS } from '../../src/contract/constants';
import type { MailContext } from '../appContext';
import { users, type User } from '../db/schema';
import { verifyEmailMail } from '../mail/templates/verifyEmailMail';
import { signedVerificationUrl, spaVerifyEmailUrl } from './verificationLink';

export async function sendVerificationMail(
  context: MailContext,
  user: User,
  ttlMs: number = EMAIL_VERIFICATION_LINK_TTL_MS,
): Promise<void> {
  const now = context.now();
  const { appUrl, appKey, labName } = context.config;
  const apiUrl = signedVerificationUrl(appUrl, appKey, user, new Date(now.getTime() + ttlMs));
  await context.mailer.send(
    verifyEmailMail({ labName }, user, { url: spaVerifyEmailUrl(appUrl, apiUrl), validMs: ttlMs }),
  );
  await context.db
    .update(users)
    .set({ emailVerificationNotificationSentAt: now })
    .where(eq(users.id, user.id));
}
