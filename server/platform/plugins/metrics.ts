/**
 * Prometheus metrics at GET /metrics: the process defaults plus a request duration histogram.
 * Each app gets its own registry (tests build many apps in one process). The route label is the
 * route pattern, never the raw URL, so ids and search terms neither leak nor explode cardinality.
 * Only loopback callers (behind a trusted proxy: the forwarded client) or a scraper presenting
 * METRICS_TOKEN as `Authorization: Bearer` read them; others get 404, or 401 when a token exists.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Config } from '../config/config';
import { notFound, unauthenticated } from '../http/httpErrors';
import { isLoopbackCaller } from '../net/clientAddress';

const digest = (value: string) => createHash('sha256').update(value).digest();

function presentsToken(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  // Equal-length digests: the comparison takes the same time whatever was sent.
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

export function registerMetrics(
  app: FastifyInstance,
  config: Pick<Config, 'metricsToken' | 'trustProxy'>,
): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests in seconds',
    labelNames: ['route', 'method', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', (request, reply, done) => {
    duration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const mayRead = async (request: FastifyRequest) => {
    if (isLoopbackCaller(request, config.trustProxy)) return;
    if (!config.metricsToken) throw notFound();
    if (!presentsToken(request, config.metricsToken)) throw unauthenticated();
  };

  app.get('/metrics', { logLevel: 'warn', onRequest: mayRead }, async (_request, reply) => {
    reply.type(registry.contentType);
    return registry.metrics();
  });

  return registry;
}
