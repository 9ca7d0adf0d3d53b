/**
 * A job run at start and then every `intervalMs` (escalation, retention). Runs never overlap, a
 * failure is logged and the next run tries again, and `stop()` aborts the run's signal and waits
 * for it: a run in batches (batches.ts) ends after its current batch, so an app closes promptly
 * with no write of a job half done, and the next start goes on where it stopped.
 */
export interface PeriodicJob {
  stop(): Promise<void>;
}

export interface PeriodicJobLog {
  error(object: object, message: string): void;
}

export function startPeriodicJob(
  name: string,
  intervalMs: number,
  task: (signal: AbortSignal) => Promise<void>,
  log: PeriodicJobLog,
): PeriodicJob {
  const stopping = new AbortController();
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    if (stopping.signal.aborted) return;
    running = running
      .then(() => (stopping.signal.aborted ? undefined : task(stopping.signal)))
      .catch((error: unknown) => log.error({ err: error }, `${name} failed`));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
