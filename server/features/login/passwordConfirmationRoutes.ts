/**
 * `POST /api/user/confirm-password` (reference part B): the password once more before sensitive
 * two-factor actions, remembered in the session for PASSWORD_CONFIRMATION_TTL_MS (the 423 gate of
 * routeAccess.ts). Wrong passwords count against the user's two-factor attempt limit, so a stolen
 * session cannot be used to guess the password.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPasswordSchema } from '../../../src/contract/auth';
import type { AppContext } from '../../platform/appContext';
import { fieldError, tooManyAttempts } from '../../platform/http/httpErrors';
import { access, signedIn } from '../../platform/auth/routeAccess';

export const passwordConfirmationRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/user/confirm-password',
    { config: access('onboarding'), schema: { body: confirmPasswordSchema } },
    async (request, reply) => {
      const { user, session } = signedIn(request);
      const limitKey = `user:${user.id}`;
      const limit = await context.limiters.twoFactor.attempt(limitKey);
      if (!limit.allowed) throw tooManyAttempts(limit.retryAfterS);
      if (!(await context.passwords.verify(user.passwordHash, request.body.password))) {
        throw fieldError('password', 'auth.passwordIncorrect');
      }
      await context.limiters.twoFactor.clear(limitKey);
      await context.sessions.updateData(session, { passwordConfirmedAt: context.now().getTime() });
      return reply.code(201).send();
    },
  );
};
