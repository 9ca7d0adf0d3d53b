/**
 * Where a portal request's time goes, for `npm run bench:api` (BENCH_PHASES=1): Node's and
 * Fastify's diagnostics channels split each request into
 *   - before the handler: routing, the hooks (cookies, the session with its user and permissions,
 *     CSRF, access), the query's validation;
 *   - the handler: the feature's SQL and the mapping of its rows;
 *   - after the handler: the response's serialization (zod), the onSend hooks, writing.
 * Only requests whose path starts with `prefix` count; averages per route, in ms.
 */
import diagnostics from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';

interface Times {
  start: number;
  handlerStart?: number;
  handlerEnd?: number;
}

const open = new WeakMap<IncomingMessage, Times>();
const sums = new Map<string, { count: number; before: number; handler: number; after: number }>();

export function recordPhases(prefix: string): void {
  diagnostics.subscribe('http.server.request.start', (message) => {
    const { request } = message as { request: IncomingMessage };
    if (request.url?.startsWith(prefix)) open.set(request, { start: performance.now() });
  });
  const handler = diagnostics.tracingChannel('fastify.request.handler');
  handler.subscribe({
    start(message) {
      const times = open.get((message as { request: { raw: IncomingMessage } }).request.raw);
      if (times) times.handlerStart = performance.now();
    },
    end() {},
    // The handler's promise settled: what follows is the reply's.
    asyncStart(message) {
      const times = open.get((message as { request: { raw: IncomingMessage } }).request.raw);
      if (times) times.handlerEnd = performance.now();
    },
    asyncEnd() {},
    error() {},
  });
  diagnostics.subscribe('http.server.response.finish', (message) => {
    const { request } = message as { request: IncomingMessage };
    const times = open.get(request);
    if (!times?.handlerStart || !times.handlerEnd) return;
    const route = (request.url ?? '').replace(/cursor=[^&]*/, 'cursor=…');
    const sum = sums.get(route) ?? { count: 0, before: 0, handler: 0, after: 0 };
    sum.count++;
    sum.before += times.handlerStart - times.start;
    sum.handler += times.handlerEnd - times.handlerStart;
    sum.after += performance.now() - times.handlerEnd;
    sums.set(route, sum);
  });
}

export function phaseSummary(): string {
  const lines = [...sums].map(
    ([route, sum]) =>
      `  ${route}: ${sum.count} requests; before the handler ${(sum.before / sum.count).toFixed(2)} ms, ` +
      `handler ${(sum.handler / sum.count).toFixed(2)} ms, after ${(sum.after / sum.count).toFixed(2)} ms`,
  );
  return `portal request phases (averages):\n${lines.join('\n')}`;
}
