/**
 * The second step of sign-in (spec §2 login/two-factor-challenge, reference part B): a 6-digit code
 * (authenticator app or mailed) or a recovery code. Passing it gives the session a new id and
 * completes the login; 5 attempts per minute per pending login, then 429. The mail type can ask
 * for a new code after the resend wait.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TWO_FACTOR_MAIL_RESEND_WAIT_S } from '../../../src/contract/constants';
import { twoFactorChallengeSchema } from '../../../src/contract/auth';
import { resendTwoFactorCodeResultSchema } from '../../../src/contract/twoFactor';
import type { AppContext } from '../../platform/appContext';
import { access, signedIn } from '../../platform/auth/routeAccess';
import { recordLogin, startSession } from '../../platform/auth/sessionLifecycle';
import { fieldError, tooManyAttempts } from '../../platform/http/httpErrors';
import { mailCodeRetryAfterS, sendTwoFactorMailCode } from './mailCodes';
import { sealRecoveryCodes } from './recoveryCodes';
import { consumeRecoveryCode, verifyTwoFactorCode } from './verifyTwoFactor';

export const twoFactorChallengeRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  for (const url of ['/api/two-factor-challenge', '/two-factor-challenge']) {
    app.post(
      url,
      { config: access('signedIn', { secondFactorStep: true }), schema: { body: twoFactorChallengeSchema } },
      async (request, reply) => {
        const { user, session } = signedIn(request);
        const body = request.body;
        const field = 'code' in body ? 'code' : 'recovery_code';
        const invalid = field === 'code' ? 'twoFactor.invalidCode' : 'twoFactor.invalidRecoveryCode';
        if (!user.twoFactorConfirmedAt) throw fieldError(field, invalid);

        const limitKey = `user:${user.id}`;
        const limit = await context.limiters.twoFactor.attempt(limitKey);
        if (!limit.allowed) throw tooManyAttempts(limit.retryAfterS);

        let replacementCode: string | null = null;
        if ('code' in body) {
          if (!(await verifyTwoFactorCode(context, user, body.code))) throw fieldError(field, invalid);
        } else {
          replacementCode = await consumeRecoveryCode(context, user, body.recovery_code);
          if (!replacementCode) throw fieldError(field, invalid);
        }
        await context.limiters.twoFactor.clear(limitKey);

        const wasPending = session.twoFactorPassedAt === null;
        await startSession(context, request, reply, user, { twoFactorPassed: true });
        if (replacementCode && request.session) {
          await context.sessions.updateData(request.session, {
            recoveryCodes: sealRecoveryCodes(context.encrypter, [replacementCode]),
          });
        }
        if (wasPending) await recordLogin(context.db, user.id, context.now());
        return reply.code(204).send();
      },
    );
  }

  app.post(
    '/api/user/resend-two-factor-authentication-code',
    {
      config: access('signedIn', { secondFactorStep: true }),
      schema: { response: { 200: resendTwoFactorCodeResultSchema } },
    },
    async (request) => {
      const { user } = signedIn(request);
      if (user.twoFactorType !== 'mail') throw fieldError('type', 'twoFactor.notMail');
      const wait = mailCodeRetryAfterS(user, context.now());
      if (wait > 0) throw tooManyAttempts(wait, { withBody: true });
      await sendTwoFactorMailCode(context, user);
      return { retry_after: TWO_FACTOR_MAIL_RESEND_WAIT_S };
    },
  );
};
