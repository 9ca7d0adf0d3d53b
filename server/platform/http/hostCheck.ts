/**
 * The first hook of every request: one addressed to a name the portal does not serve
 * (net/hostAllowlist.ts) gets 421 Misdirected Request in the path's shape, before sessions, CSRF
 * or any route reads anything; one without a Host at all gets 400. A route declared
 * `config: { anyHost: true }` skips the check: only /healthz, which load balancers ask by address
 * and which tells nothing but up or down.
 */
import type { FastifyInstance } from 'fastify';
import { requestLocale } from '../i18n/requestLocale';
import type { TrustFunction } from '../net/clientAddress';
import { requestedHost, type HostAllowlist } from '../net/hostAllowlist';
import { sendErrorAnswer, type ErrorShapes } from './errorShapes';

/** The route config of a route any Host may reach. */
export const ANY_HOST = { anyHost: true } as const;

export function registerHostCheck(
  app: FastifyInstance,
  { allows, trust, shapes }: { allows: HostAllowlist; trust: TrustFunction | undefined; shapes: ErrorShapes },
): void {
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.routeOptions.config as { anyHost?: boolean } | undefined)?.anyHost) return done();
    const host = requestedHost(request.raw, trust);
    if (allows(host, request.raw.socket.localPort)) return done();
    const [status, message] = host
      ? ([421, 'http.misdirected'] as const)
      : ([400, 'http.badRequest'] as const);
    // Answered here: the request goes no further (no done()).
    sendErrorAnswer(reply, shapes.answer(request.url, status, requestLocale(request), message));
  });
}
