/**
 * E-mail verification (spec §2 verify-email, §4 onboarding, §8 status 403). The link verifies the
 * address and, while two-factor is not yet confirmed, signs the invited user in: it is how a new
 * doctor enters the first-run wizard without a password. With two-factor confirmed the link only
 * verifies, so a link cannot bypass the second factor. A link works once, and only while it is the
 * newest sent (issue 26): a used or superseded one answers 410. An expired link may still ask for a
 * new one: its signature proves which user it was made for.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EMAIL_VERIFICATION_RESEND_WAIT_S } from '../../../src/contract/constants';
import {
  emailVerifiedSchema,
  verificationLinkSentSchema,
  verificationNotificationSchema,
} from '../../../src/contract/emailVerification';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import { loadAuthenticatedUser } from '../../platform/auth/authenticatedUser';
import { access } from '../../platform/auth/routeAccess';
import { startSession } from '../../platform/auth/sessionLifecycle';
import { users, type User } from '../../platform/db/schema';
import { HttpError, tooManyAttempts } from '../../platform/http/httpErrors';
import { emitRegistration } from '../registrations';
import { userScope } from '../../platform/sync/scopes';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { sendVerificationMail } from './sendVerificationMail';
import {
  emailHash,
  hasValidSignature,
  isExpired,
  linkTokenHash,
  parseVerificationUrl,
  type VerificationLinkParts,
} from './verificationLink';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const linkInvalid = () => new HttpError(403, 'emailVerification.linkExpired');
const linkUsed = () => new HttpError(410, 'emailVerification.linkUsed');

export const emailVerificationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  /** The user an authentic link was made for (expired or not), else a 403. */
  async function userOfLink(parts: VerificationLinkParts | null): Promise<User> {
    if (!parts || !UUID_PATTERN.test(parts.uuid) || !hasValidSignature(context.config.appKey, parts)) {
      throw linkInvalid();
    }
    const [user] = await db.select().from(users).where(eq(users.uuid, parts.uuid));
    if (!user || emailHash(user.email) !== parts.hash) throw linkInvalid();
    return user;
  }

  app.get(
    '/api/email/verify/:uuid/:hash',
    {
      config: access('guest'),
      schema: {
        params: z.object({ uuid: z.string(), hash: z.string() }),
        querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
        response: { 200: emailVerifiedSchema },
      },
    },
    async (request, reply) => {
      const { expires = '', signature = '' } = request.query;
      const parts = { ...request.params, expires, signature };
      const user = await userOfLink(parts);
      if (isExpired(parts, context.now())) throw linkInvalid();
      if (user.emailVerificationTokenHash !== linkTokenHash(parts)) throw linkUsed();
      if (user.lockedAt !== null || !user.active) throw new HttpError(423, 'auth.locked');

      // Used up in the same statement that checks it: of two requests with one link, one wins.
      const { result: redeemed } = await writeWithChanges(db, async (tx, emit) => {
        const [row] = await tx
          .update(users)
          .set({
            emailVerificationTokenHash: null,
            emailVerifiedAt: user.emailVerifiedAt ?? context.now(),
          })
          .where(and(eq(users.id, user.id), eq(users.emailVerificationTokenHash, linkTokenHash(parts))))
          .returning({ id: users.id });
        if (row && user.emailVerifiedAt === null) {
          emit(SyncEntity.user, user.id, [userScope(user.uuid)]);
          emitRegistration(emit, user.id);
        }
        return row !== undefined;
      });
      if (!redeemed) throw linkUsed();
      if (user.twoFactorConfirmedAt === null) {
        const signedIn = await loadAuthenticatedUser(db, user.id);
        if (signedIn) await startSession(context, request, reply, signedIn, { twoFactorPassed: false });
      }
      return { message: 'verified' as const };
    },
  );

  app.post(
    '/api/email/verification-notification',
    {
      config: access('guest'),
      schema: {
        body: verificationNotificationSchema,
        response: { 202: verificationLinkSentSchema, 204: z.undefined() },
      },
    },
    async (request, reply) => {
      const user: User =
        request.user ?? (await userOfLink(parseVerificationUrl(request.body.verification_url ?? '')));
      if (user.emailVerifiedAt !== null) return reply.code(204).send();
      const sentAt = user.emailVerificationNotificationSentAt;
      if (sentAt) {
        const waitS = EMAIL_VERIFICATION_RESEND_WAIT_S - (context.now().getTime() - sentAt.getTime()) / 1000;
        if (waitS > 0) throw tooManyAttempts(waitS, { withBody: true });
      }
      await sendVerificationMail(context, user);
      return reply.code(202).send({ message: 'verification-link-sent' as const });
    },
  );
};
