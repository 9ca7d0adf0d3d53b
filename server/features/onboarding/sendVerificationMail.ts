/**
 * Mails a fresh verification link (invitation, resend, changed address) and notes when, for the
 * resend wait. The new link replaces any earlier one (verificationLink.ts). The TTL is a parameter: the demo seed sends dr.neu a link that lasts a week. The
 * note changes the mirrored profile (emailVerificationNotificationSentAt), so it emits a change.
 */
import { eq } from 'drizzle-orm';
import { EMAIL_VERIFICATION_LINK_TTL_MS } from '../../../src/contract/constants';
import { SyncEntity } from '../../../src/contract/sync';
import type { MailContext } from '../../platform/appContext';
import { users, type User } from '../../platform/db/schema';
import { verifyEmailMail } from '../../platform/mail/templates/verifyEmailMail';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { issueVerificationUrl, spaVerifyEmailUrl } from './verificationLink';
import { mailFrameOf } from '../../platform/labSettings/mailFrame';

export async function sendVerificationMail(
  context: MailContext,
  user: User,
  ttlMs: number = EMAIL_VERIFICATION_LINK_TTL_MS,
): Promise<void> {
  const now = context.now();
  await mailVerificationLink(context, user, now, ttlMs);
  await writeWithChanges(context.db, async (tx, emit) => {
    await tx.update(users).set({ emailVerificationNotificationSentAt: now }).where(eq(users.id, user.id));
    emit(SyncEntity.user, user.id, [userScope(user.uuid)]);
  });
}

/**
 * Only the mail, for a write that notes `emailVerificationNotificationSentAt = sentAt` in its own
 * transaction (the profile update of a changed address).
 */
export async function mailVerificationLink(
  context: MailContext,
  user: User,
  sentAt: Date,
  ttlMs: number = EMAIL_VERIFICATION_LINK_TTL_MS,
): Promise<void> {
  const { appUrl } = context.config;
  const apiUrl = await issueVerificationUrl(
    context.db,
    context.config,
    user,
    new Date(sentAt.getTime() + ttlMs),
  );
  await context.mailer.send(
    verifyEmailMail(await mailFrameOf(context), user, {
      url: spaVerifyEmailUrl(appUrl, apiUrl),
      validMs: ttlMs,
    }),
  );
}
