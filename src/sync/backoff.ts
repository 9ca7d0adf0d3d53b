import { OUTBOX_BACKOFF_MAX_MS, OUTBOX_BACKOFF_MIN_MS } from '../contract/constants';
import type { SyncResponse } from './SyncApi';

/** Doubling from OUTBOX_BACKOFF_MIN_MS per consecutive failure, capped at OUTBOX_BACKOFF_MAX_MS. */
export function backoffDelay(failures: number, retryAfterMs: number | null = null): number {
  if (retryAfterMs !== null) return Math.max(retryAfterMs, 0);
  const exponent = Math.max(failures - 1, 0);
  return Math.min(OUTBOX_BACKOFF_MIN_MS * 2 ** exponent, OUTBOX_BACKOFF_MAX_MS);
}

/** The server's wish from a `Retry-After` header (seconds or an HTTP date) or a 429 body's `retry_after`. */
export function retryAfterMs(response: SyncResponse, now: number): number | null {
  const header = response.headers.get('Retry-After');
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return seconds * 1000;
    const date = Date.parse(header);
    if (Number.isFinite(date)) return Math.max(date - now, 0);
  }
  const body = response.body as { retry_after?: unknown } | null;
  if (body && typeof body.retry_after === 'number') return body.retry_after * 1000;
  return null;
}
