/**
 * `POST /api/email/verification-link` (issue 26): an invitee whose link expired (the lab's
 * invitation lasts 60 minutes) or was used before the wizard was finished asks for a new link by
 * address, without a session and without the old link. The answer is the same 202 whether or not
 * an account has the address, and whether or not a mail went out, so the form cannot be used to find
 * accounts; the limits count per address and per client, known or not. A mail goes only to an
 * active, unlocked account that still needs the wizard's link (address unverified, or credentials
 * not yet set), at most once per resend wait; the new link supersedes the old one.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EMAIL_VERIFICATION_RESEND_WAIT_S } from '../../../src/contract/constants';
import {
  verificationLinkRequestedSchema,
  verificationLinkRequestSchema,
} from '../../../src/contract/emailVerification';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { normalisedEmail } from '../../../src/contract/emailAddress';
import { users, type User } from '../../platform/db/schema';
import { tooManyAttempts } from '../../platform/http/httpErrors';
import { sendVerificationMail } from './sendVerificationMail';

/** Whether the account is one the wizard's link is for, and the last link is older than the wait. */
function awaitsLink(user: User, now: Date): boolean {
  if (!user.active || user.lockedAt !== null) return false;
  if (user.emailVerifiedAt !== null && user.loginCredentialsSetAt !== null) return false;
  const sentAt = user.emailVerificationNotificationSentAt;
  return !sentAt || now.getTime() - sentAt.getTime() >= EMAIL_VERIFICATION_RESEND_WAIT_S * 1000;
}

export const verificationLinkRequestRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db, limiters } = context;

  app.post(
    '/api/email/verification-link',
    {
      config: access('guest'),
      schema: {
        body: verificationLinkRequestSchema,
        response: { 202: verificationLinkRequestedSchema },
      },
    },
    async (request, reply) => {
      const email = normalisedEmail(request.body.email);
      // request.ip is the forwarded client behind a trusted proxy (TRUST_PROXY), else the peer.
      for (const [limiter, key] of [
        [limiters.verificationLinkPerClient, `client:${request.ip}`],
        [limiters.verificationLinkPerAddress, `email:${email}`],
      ] as const) {
        const attempt = await limiter.attempt(key);
        if (!attempt.allowed) throw tooManyAttempts(attempt.retryAfterS, { withBody: true });
      }
      const [user] = await db
        .select()
        .from(users)
        .where(eq(sql`lower(trim(${users.email}))`, email))
        .limit(1);
      if (user && awaitsLink(user, context.now())) await sendVerificationMail(context, user);
      return reply.code(202).send({ message: 'verification-link-requested' as const });
    },
  );
};
