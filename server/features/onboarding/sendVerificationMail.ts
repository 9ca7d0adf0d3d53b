/**
 * Mails a fresh verification link (invitation, resend, changed address) and notes when, for the
 * resend wait. The new link replaces any earlier one (verificationLink.ts). The TTL is a parameter: the demo seed sends dr.neu a link that lasts a week. The
 * note changes the mirrored profile (emailVerificationNotificationSentAt), so it emits a change.
 * The link is issued and its mail queued in the write's transaction (mail/mailIntents.ts); the mail
 * is made after the commit, and not at all once the link was replaced or used meanwhile.
 */
import { eq } from 'drizzle-orm';
import { EMAIL_VERIFICATION_LINK_TTL_MS } from '../../../src/contract/constants';
import { SyncEntity } from '../../../src/contract/sync';
import type { MailContext } from '../../platform/appContext';
import type { AppDb, AppTx } from '../../platform/db/database';
import { users, type User } from '../../platform/db/schema';
import { defineMail } from '../../platform/mail/mailIntents';
import { verifyEmailMail } from '../../platform/mail/templates/verifyEmailMail';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges, type Emit } from '../../platform/sync/writeWithChanges';
import {
  emailHash,
  issueVerificationUrl,
  linkTokenHash,
  parseVerificationUrl,
  spaVerifyEmailUrl,
} from './verificationLink';
import { mailFrameOf } from '../../platform/labSettings/mailFrame';

interface VerificationPayload {
  userId: number;
  /** The signed API link: single-use, so it is sealed in the intent. */
  apiUrl: string;
  ttlMs: number;
}

/** Nothing is sent once the link is no longer the user's working one (replaced, used, address changed). */
export const verificationLinkMail = defineMail<VerificationPayload>(
  'emailVerificationLink',
  async (context, { userId, apiUrl, ttlMs }) => {
    const [user] = await context.db.select().from(users).where(eq(users.id, userId)).limit(1);
    const parts = parseVerificationUrl(apiUrl);
    if (!user || !parts) return null;
    if (user.emailVerificationTokenHash !== linkTokenHash(parts) || emailHash(user.email) !== parts.hash) {
      return null;
    }
    return verifyEmailMail(await mailFrameOf(context), user, {
      url: spaVerifyEmailUrl(context.config.appUrl, apiUrl),
      validMs: ttlMs,
    });
  },
);

export async function sendVerificationMail(
  context: MailContext,
  user: User,
  ttlMs: number = EMAIL_VERIFICATION_LINK_TTL_MS,
): Promise<void> {
  await writeWithChanges(context.db, (tx, emit) => queueVerificationMail(context, tx, emit, user, ttlMs));
}

/** sendVerificationMail in the caller's write (the invitation's, the new system user's). */
export async function queueVerificationMail(
  context: Pick<MailContext, 'config' | 'mail' | 'now'>,
  tx: AppTx,
  emit: Emit,
  user: User,
  ttlMs: number = EMAIL_VERIFICATION_LINK_TTL_MS,
): Promise<void> {
  const now = context.now();
  await mailVerificationLink(context, tx, user, now, ttlMs);
  await tx.update(users).set({ emailVerificationNotificationSentAt: now }).where(eq(users.id, user.id));
  emit(SyncEntity.user, user.id, [userScope(user.uuid)]);
}

/**
 * Only the link and its mail, for a write that notes `emailVerificationNotificationSentAt = sentAt`
 * in its own transaction `tx` (the profile update of a changed address).
 */
export async function mailVerificationLink(
  context: Pick<MailContext, 'config' | 'mail'>,
  tx: AppDb | AppTx,
  user: User,
  sentAt: Date,
  ttlMs: number = EMAIL_VERIFICATION_LINK_TTL_MS,
): Promise<void> {
  const apiUrl = await issueVerificationUrl(tx, context.config, user, new Date(sentAt.getTime() + ttlMs));
  await context.mail.queue(tx, verificationLinkMail, { userId: user.id, apiUrl, ttlMs });
}
