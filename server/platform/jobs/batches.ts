/**
 * How a periodic job works through an unbounded amount of work without stalling the server (issue
 * 26). On the embedded database (PGlite runs inside the process) every query resolves in a
 * microtask, so a job's run of queries is one chain of microtasks: no request, timer or socket
 * gets a turn until it ends (50 due escalations kept /healthz waiting 15 s). A job therefore takes
 * its work in bounded batches (a LIMIT on what it selects or deletes) and yields to the event loop
 * between them, and between its items wherever one item is a transaction of its own; a stopped
 * job ends between batches, and what it left is the next run's.
 */
import { setImmediate } from 'node:timers/promises';

/** Lets pending I/O and timers (requests, sockets) run before the job goes on. */
export function yieldToEventLoop(): Promise<void> {
  return setImmediate();
}

export interface BatchedRun {
  /** How many items the batches handled, as `runBatch` counted them. */
  items: number;
  /** How many batches found work (a last empty look is not counted). */
  batches: number;
}

/**
 * Calls `runBatch` until it answers fewer than `batchSize` items (the work is done) or `signal`
 * is aborted (checked before each batch), yielding to the event loop after each batch.
 */
export async function runInBatches(
  batchSize: number,
  runBatch: () => Promise<number>,
  signal?: AbortSignal,
): Promise<BatchedRun> {
  const run: BatchedRun = { items: 0, batches: 0 };
  while (!signal?.aborted) {
    const handled = await runBatch();
    if (handled > 0) {
      run.items += handled;
      run.batches += 1;
    }
    await yieldToEventLoop();
    if (handled < batchSize) break;
  }
  return run;
}
