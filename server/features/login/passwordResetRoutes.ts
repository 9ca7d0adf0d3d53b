/**
 * Forgot and reset password (spec §2 forgot-password, reset-password/{token}). The forgot answer is
 * the same whether or not the username exists, so the form cannot be used to find accounts. A reset
 * signs the user out everywhere: whoever knew the old password loses their session too.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgotPasswordSchema, resetPasswordSchema } from '../../../src/contract/auth';
import type { AppContext } from '../../platform/appContext';
import { access } from '../../platform/auth/routeAccess';
import { endSession } from '../../platform/auth/sessionLifecycle';
import { users } from '../../platform/db/schema';
import { fieldError } from '../../platform/http/httpErrors';
import { requestLocale } from '../../platform/i18n/requestLocale';
import { translate } from '../../platform/i18n/translate';
import { passwordResetLinkMail } from './passwordResetLinkMail';
import { issueResetToken, redeemResetToken } from './passwordResetTokens';

const messageSchema = z.object({ message: z.string() });

export const passwordResetRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  const { db } = context;

  for (const url of ['/api/forgot-password', '/forgot-password']) {
    app.post(
      url,
      { config: access('guest'), schema: { body: forgotPasswordSchema, response: { 200: messageSchema } } },
      async (request) => {
        const username = request.body.username.trim().toLowerCase();
        const [user] = await db
          .select()
          .from(users)
          .where(eq(sql`lower(${users.username})`, username));
        if (user && user.username && user.passwordHash && user.active && user.lockedAt === null) {
          // The token and its mail commit together; the mail is made after the answer.
          await db.transaction(async (tx) => {
            const token = await issueResetToken(tx, user.id, context.now());
            if (token) await context.mail.queue(tx, passwordResetLinkMail, { userId: user.id, token });
          });
        }
        return { message: translate(requestLocale(request), 'passwordReset.sent') };
      },
    );
  }

  for (const url of ['/api/reset-password', '/reset-password']) {
    app.post(
      url,
      { config: access('guest'), schema: { body: resetPasswordSchema, response: { 200: messageSchema } } },
      async (request, reply) => {
        const userId = await redeemResetToken(db, request.body.token, context.now());
        if (userId === null) throw fieldError('token', 'passwordReset.invalidToken');
        await db
          .update(users)
          .set({ passwordHash: await context.passwords.hash(request.body.password) })
          .where(eq(users.id, userId));
        if (request.session?.userId === userId) await endSession(context, request, reply);
        await context.sessions.destroyAllOf(userId);
        return { message: translate(requestLocale(request), 'passwordReset.done') };
      },
    );
  }
};
