/**
 * CSRF protection as Sanctum does it: every state-changing request must echo the session's token
 * in X-XSRF-TOKEN (the URL-decoded XSRF-TOKEN cookie) or X-CSRF-TOKEN, else 419. A request without
 * a session has no token to match and is refused the same way, which is why the client fetches
 * /sanctum/csrf-cookie before its first POST.
 */
import type { FastifyRequest } from 'fastify';
import { safeEqual } from '../crypto/tokens';
import { csrfTokenMismatch } from '../http/httpErrors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method);
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function submittedCsrfToken(request: FastifyRequest): string | undefined {
  const xsrf = headerValue(request, 'x-xsrf-token');
  if (xsrf) {
    try {
      return decodeURIComponent(xsrf);
    } catch {
      return undefined;
    }
  }
  return headerValue(request, 'x-csrf-token');
}

export function verifyCsrf(request: FastifyRequest): void {
  const rule = request.routeOptions.config.csrf;
  if (rule === false || (!isStateChanging(request) && rule !== 'always')) return;
  const submitted = submittedCsrfToken(request);
  if (!request.session || !submitted || !safeEqual(submitted, request.session.csrfToken)) {
    throw csrfTokenMismatch();
  }
}
