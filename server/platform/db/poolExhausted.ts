/**
 * A request that waited CONNECT_TIMEOUT_MS (database.ts) for one of the pool's connections and got
 * none: the database is busy, not broken, and the request did nothing. The error handler answers
 * 503 with Retry-After, which the app's outbox and sync engine wait out and retry under the same
 * Idempotency-Key (a 500 says the server failed), and logs a warning without the request's data.
 */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/** Seconds a client waits before it tries again (the pool's queue has usually moved on by then). */
export const POOL_EXHAUSTED_RETRY_AFTER_S = 2;

/**
 * pg-pool's error for a checkout that timed out in its queue (node_modules/pg-pool/index.js), as
 * thrown or as the cause drizzle wraps it in ('Failed query: ...').
 */
export function isPoolExhausted(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 3; cause = cause.cause, depth++) {
    if (cause.message === POOL_TIMEOUT_MESSAGE) return true;
  }
  return false;
}
