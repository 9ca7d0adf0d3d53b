/**
 * One log line per request: method, path, status and response time. Fastify's own request logging
 * is off because it logs the full URL, whose query string may carry search terms or patient names.
 */
import type { FastifyInstance } from 'fastify';

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: pathOf(request.url),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
    done();
  });
}
