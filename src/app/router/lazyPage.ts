import { CHUNK_LOAD_TIMEOUT_MS } from '../../contract/constants';

/** Raised when a route's script chunk has not arrived in time (spec §8, §9: error after 120 s). */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super('chunk load timeout');
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * Loads a page module, failing with ChunkLoadTimeoutError when it has not arrived after
 * CHUNK_LOAD_TIMEOUT_MS. On a flaky practice connection a chunk request can hang for ever; the
 * route's error element then tells the user instead of a blank page.
 */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
