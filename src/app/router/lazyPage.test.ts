import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../contract/constants';
import { ChunkLoadTimeoutError, loadWithTimeout } from './lazyPage';

afterEach(() => {
  vi.useRealTimers();
});

describe('loading a page chunk', () => {
  it('fails with a chunk load error when the chunk has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise<never>(() => {}));
    const outcome = expect(pending).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('does not fail a chunk that arrives just in time', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('page'), CHUNK_LOAD_TIMEOUT_MS - 1)),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    await expect(pending).resolves.toBe('page');
  });

  it('passes a failed import on', async () => {
    await expect(
      loadWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toThrow('dynamically imported module');
  });
});
