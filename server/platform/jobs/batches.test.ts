import { describe, expect, it } from 'vitest';
import { runInBatches } from './batches';
import { startPeriodicJob } from './periodicJob';

describe('runInBatches', () => {
  it('runs batches until one comes back short, counting the batches that found work', async () => {
    const sizes = [10, 10, 3];
    const run = await runInBatches(10, async () => sizes.shift() ?? 0);
    expect(run).toEqual({ items: 23, batches: 3 });
    expect(sizes).toEqual([]);
  });

  it('lets timers and I/O run between two batches', async () => {
    const seen: string[] = [];
    setTimeout(() => seen.push('timer'), 0);
    let batch = 0;
    await runInBatches(1, async () => {
      // A batch that holds the thread and never leaves the microtask queue, like queries on the
      // embedded database: the timer is due after the first one.
      const until = performance.now() + 3;
      while (performance.now() < until);
      seen.push(`batch ${batch}`);
      batch += 1;
      return batch < 4 ? 1 : 0;
    });
    expect(seen.indexOf('timer')).toBeGreaterThan(0);
    expect(seen.indexOf('timer')).toBeLessThan(seen.length - 1);
  });

  it('stops before the next batch once its signal is aborted', async () => {
    const stop = new AbortController();
    let batches = 0;
    const run = await runInBatches(
      1,
      async () => {
        batches += 1;
        if (batches === 2) stop.abort();
        return 1;
      },
      stop.signal,
    );
    expect(run).toEqual({ items: 2, batches: 2 });
  });
});

describe('startPeriodicJob', () => {
  it('aborts the signal of the run in progress on stop and waits for it', async () => {
    let signal: AbortSignal | undefined;
    let finished = false;
    const job = startPeriodicJob(
      'test job',
      60_000,
      async (given) => {
        signal = given;
        while (!given.aborted) await new Promise((resolve) => setTimeout(resolve, 1));
        finished = true;
      },
      { error: () => undefined },
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(signal?.aborted).toBe(false);
    await job.stop();
    expect(signal?.aborted).toBe(true);
    expect(finished).toBe(true);
  });
});
