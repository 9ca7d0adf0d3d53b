/**
 * `Cache-Control: no-store` on every dynamic answer: API data (reports, demands, names), the
 * session and CSRF answers, channel auth, the dev outbox, metrics, and their errors. Nothing a
 * browser, a shared proxy or the service worker's HTTP cache keeps can then outlive a logout on a
 * practice's shared computer. The offline copy lives in the encrypted mirror, never in HTTP caches.
 * A route counts as dynamic when it declares its access (every /api route must) or its path is
 * one of the server's own; the built app's static files keep the headers staticApp.ts gives them.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const NO_STORE = 'no-store';

const DYNAMIC_PATH =
  /^\/(?:(?:api|broadcasting|sanctum|dev|apps)(?:\/|$)|(?:login|logout|two-factor-challenge|forgot-password|reset-password|metrics|healthz)$)/;

function isDynamic(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.access) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  return DYNAMIC_PATH.test(path);
}

export function registerNoStore(app: FastifyInstance): void {
  // Synchronous, as every hook that never waits: an async one costs a promise and a tick a request.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isDynamic(request)) reply.header('Cache-Control', NO_STORE);
    done(null, payload);
  });
}
