/**
 * The request hooks of session authentication, on the root so that every feature inherits them.
 * For each route that declares its access (and each state-changing request), in this order:
 * load the session of the cookie (an idle one is gone; a locked or deactivated user is signed out
 * here), check the CSRF token (419), enforce the route's access (401/403/423). Static files and
 * health checks never touch the session table. Every response of a session refreshes XSRF-TOKEN,
 * and every state-changing response waits for the auth cache's fence (authListener.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../appContext';
import { authenticateMachine } from './machineAuth';
import { isStateChanging, verifyCsrf } from './csrf';
import { enforceAccess } from './routeAccess';
import { clearSessionCookies, SESSION_COOKIE, setXsrfCookie } from './sessionCookies';
import { isSecureUrl } from './sessionLifecycle';

async function loadSession(
  context: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
) {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  // The session, its user and their roles and permissions in one statement; a read request may take
  // them from the auth cache, which every change to them evicts (authCache.ts). A state-changing
  // request always reads them fresh.
  const found = await context.sessions.findWithUser(token, { cached: !isStateChanging(request) });
  if (!found) {
    clearSessionCookies(reply, secure);
    return;
  }
  const { session, user } = found;
  if (session.userId !== null) {
    if (!user || user.lockedAt !== null || !user.active) {
      await context.sessions.destroy(session.id);
      clearSessionCookies(reply, secure);
      return;
    }
    request.user = user;
  }
  request.session = session;
}

export function registerSessions(app: FastifyInstance, context: AppContext): void {
  const secure = isSecureUrl(context.config.appUrl);
  app.decorateRequest('session', null);
  app.decorateRequest('user', null);

  app.addHook('onRequest', async (request, reply) => {
    if (request.is404) return;
    const rule = request.routeOptions.config.access;
    if (!rule && !isStateChanging(request)) return;
    if (rule?.auth === 'machine') return authenticateMachine(context, rule, request);
    await loadSession(context, request, reply, secure);
    verifyCsrf(request);
    if (rule) enforceAccess(rule, request, context.now());
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.session) setXsrfCookie(reply, request.session.csrfToken, secure);
    if (!isStateChanging(request)) return done(null, payload);
    // Whatever this request changed (a lock, a role, a sign-out) is evicted from this instance's
    // auth cache before its client can send the next request.
    context.authListener.fence().then(() => done(null, payload), done);
  });
}
