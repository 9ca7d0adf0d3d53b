/**
 * A job run at start and then every `intervalMs` (the retention jobs). Runs never overlap, a
 * failure is logged and the next run tries again, and `stop()` waits for a run in progress, so an
 * app closes with no write of a job half done.
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
  task: () => Promise<void>,
  log: PeriodicJobLog,
): PeriodicJob {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    if (stopped) return;
    running = running.then(task).catch((error: unknown) => log.error({ err: error }, `${name} failed`));
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
