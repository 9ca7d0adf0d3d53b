/**
 * Sanctum's SPA sign-in (spec §7 'Authentication', reference part B):
 * `GET /sanctum/csrf-cookie` starts a guest session for the CSRF token; `POST /login` checks the
 * password (argon2id; an unknown user costs the same hash and gets the same 422) and rotates the
 * session; `POST /logout` ends it. With confirmed two-factor the login stays pending until the
 * challenge (twoFactor/twoFactorChallengeRoutes.ts); for the mail type the code goes out at once.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResultSchema, loginSchema } from '../../../src/contract/auth';
import type { AppContext } from '../../platform/appContext';
import { fieldError, tooManyAttempts } from '../../platform/http/httpErrors';
import { mailCodeRetryAfterS, sendTwoFactorMailCode } from '../twoFactor';
import { loadAuthenticatedUser } from '../../platform/auth/authenticatedUser';
import { findLoginUser, normalisedLogin } from './findLoginUser';
import { adoptSignInLanguage } from './signInLanguage';
import { access } from '../../platform/auth/routeAccess';
import { setSessionCookie } from '../../platform/auth/sessionCookies';
import { endSession, isSecureUrl, recordLogin, startSession } from '../../platform/auth/sessionLifecycle';

export const loginRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, passwords, sessions } = context;
  const secure = isSecureUrl(context.config.appUrl);

  app.get('/sanctum/csrf-cookie', { config: access('guest') }, async (request, reply) => {
    if (!request.session) {
      const { token, session } = await sessions.create({
        userId: null,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      request.session = session;
      setSessionCookie(reply, token, secure);
    }
    // XSRF-TOKEN itself is set by the session hooks on every response of a session.
    return reply.code(204).send();
  });

  app.post(
    '/login',
    { config: access('guest'), schema: { body: loginSchema, response: { 200: loginResultSchema } } },
    async (request, reply) => {
      const { username, password, language } = request.body;
      // request.ip is the forwarded client behind a trusted proxy (TRUST_PROXY), else the peer.
      const addressKey = `address:${request.ip}`;
      const addressWait = await context.limiters.loginFailuresPerAddress.retryAfterS(addressKey);
      if (addressWait > 0) throw tooManyAttempts(addressWait);

      const candidate = await findLoginUser(db, username);
      // One counter per account, whether named by username or e-mail address.
      const limitKey = `${candidate ? `user:${candidate.id}` : `name:${normalisedLogin(username)}`}|${request.ip}`;
      const limit = await context.limiters.login.attempt(limitKey);
      if (!limit.allowed) throw tooManyAttempts(limit.retryAfterS);

      const passwordMatches = await passwords.verify(candidate?.passwordHash, password);
      // A locked or deactivated account answers exactly as a wrong password does (issue 14): the
      // answer does not tell whether the account exists or was locked.
      if (!candidate || !passwordMatches || candidate.lockedAt !== null || !candidate.active) {
        await context.limiters.loginFailuresPerAddress.hit(addressKey);
        throw fieldError('username', 'auth.failed');
      }
      await context.limiters.login.clear(limitKey);

      const found = await loadAuthenticatedUser(db, candidate.id);
      if (!found) throw fieldError('username', 'auth.failed');
      const user = await adoptSignInLanguage(db, found, language);
      const twoFactor = user.twoFactorConfirmedAt !== null;
      await startSession(context, request, reply, user, { twoFactorPassed: false });
      // A code mailed moments ago is still valid: repeated sign-ins must not flood the inbox.
      const codeStillFresh =
        user.twoFactorMailCodeHash !== null && mailCodeRetryAfterS(user, context.now()) > 0;
      if (twoFactor && user.twoFactorType === 'mail' && !codeStillFresh) {
        await sendTwoFactorMailCode(context, user);
      }
      if (!twoFactor) await recordLogin(db, user.id, context.now());
      return { two_factor: twoFactor };
    },
  );

  app.post('/logout', { config: access('guest') }, async (request, reply) => {
    await endSession(context, request, reply);
    return reply.code(204).send();
  });
};
