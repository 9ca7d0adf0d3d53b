/**
 * Runs `task` now, or once more after the running call when called meanwhile; never two at a
 * time. Failures are dropped: the next call tries again.
 */
export function serialized(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    do {
      again = false;
      await task().catch(() => undefined);
    } while (again);
    running = false;
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
