/**
 * The two cookies of Sanctum's SPA authentication: the HttpOnly session cookie and the readable
 * XSRF-TOKEN the client echoes as X-XSRF-TOKEN. Both SameSite=Lax; Secure when APP_URL is https.
 * The session cookie has no expiry (the server's idle timeout decides); XSRF-TOKEN lives 120 min
 * and is refreshed with every response of a session.
 */
import type { FastifyReply } from 'fastify';
import { XSRF_COOKIE_TTL_MS } from '../../../src/contract/constants';

export const SESSION_COOKIE = 'kundencenter_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';

const common = (secure: boolean) => ({ path: '/', sameSite: 'lax' as const, secure });

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, { ...common(secure), httpOnly: true });
}

export function setXsrfCookie(reply: FastifyReply, csrfToken: string, secure: boolean): void {
  reply.setCookie(XSRF_COOKIE, csrfToken, {
    ...common(secure),
    httpOnly: false,
    maxAge: XSRF_COOKIE_TTL_MS / 1000,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { ...common(secure), httpOnly: true });
  reply.clearCookie(XSRF_COOKIE, { ...common(secure), httpOnly: false });
}
