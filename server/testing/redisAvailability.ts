/**
 * Whether the suites that need Redis run: where REDIS_URL is set (CI sets it in .ci/run) a Redis
 * that does not answer fails the run; only without REDIS_URL (a developer machine without Redis)
 * are those suites skipped.
 */
import { connect } from 'node:net';

export const redisExpected = Boolean(process.env['REDIS_URL']);
export const TEST_REDIS_URL =
  process.env['TEST_REDIS_URL'] ?? process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';

export function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(500);
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });
}
