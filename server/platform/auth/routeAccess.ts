/**
 * Every route states who may call it, in one line:
 *
 *   app.get('/api/reports', { config: access('full', { gate: Permission.listReports }) }, handler)
 *
 * The session hooks enforce the declaration before the body is parsed: 401 'Unauthenticated.' when
 * the level is not reached for want of a sign-in (or while the second factor is pending), 403 'This
 * action is unauthorized.' for a missing gate, admin role or unfinished onboarding, 423 when a
 * recent password confirmation is required. An /api route without a declaration fails at start,
 * so forgetting one cannot open a route.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, passwordConfirmationRequired, unauthenticated } from '../http/httpErrors';
import {
  awaitsSecondFactor,
  hasFullAccess,
  holdsPermission,
  isAdmin,
  passwordRecentlyConfirmed,
} from './accessLevels';
import type { AuthenticatedUser, AuthLevel, RouteAccess, SessionRecord } from './authTypes';

export function access(auth: AuthLevel, options: Omit<RouteAccess, 'auth'> = {}): { access: RouteAccess } {
  return { access: { auth, ...options } };
}

export function enforceAccess(rule: RouteAccess, request: FastifyRequest, now: Date): void {
  if (rule.auth === 'guest' || rule.auth === 'machine') return;
  const { session, user } = request;
  if (!session || !user) throw unauthenticated();
  if (rule.auth !== 'signedIn' && awaitsSecondFactor(user, session)) throw unauthenticated();
  if (rule.auth === 'full' && !hasFullAccess(user, session)) throw forbidden();
  if (rule.admin && !isAdmin(user)) throw forbidden();
  if (rule.gate && !holdsPermission(user, rule.gate)) throw forbidden();
  if (rule.passwordConfirmed && !passwordRecentlyConfirmed(session, now))
    throw passwordConfirmationRequired();
}

/** Paths whose routes must declare their access. */
const DECLARATION_REQUIRED = /^\/(api|sanctum)\//;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Fails at start for an /api route without a declaration, and for a write open to a pending login
 * ('signedIn') that is not a step of the second factor itself: holding the password alone must
 * not change anything (use 'onboarding' or 'full').
 */
export function requireAccessDeclarations(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const declared = (route.config as { access?: RouteAccess } | undefined)?.access;
    if (DECLARATION_REQUIRED.test(route.url) && !declared) {
      throw new Error(`${route.method} ${route.url} declares no access: add config: access(...)`);
    }
    const methods = [route.method].flat().map((method) => method.toUpperCase());
    if (
      declared?.auth === 'signedIn' &&
      !declared.secondFactorStep &&
      methods.some((m) => STATE_CHANGING.has(m))
    ) {
      throw new Error(
        `${route.method} ${route.url} lets a pending login write: declare 'onboarding' or 'full' instead`,
      );
    }
  });
}

/** The signed-in user and session of a route declared above guest level. */
export function signedIn(request: FastifyRequest): { user: AuthenticatedUser; session: SessionRecord } {
  const { user, session } = request;
  if (!user || !session) throw unauthenticated();
  return { user, session };
}
