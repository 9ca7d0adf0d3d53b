/**
 * Runs the tasks with at most `limit` of them at once, starting the next as one finishes, in
 * order. A task's failure is its own business: the others go on.
 */
export async function runWithLimit(tasks: readonly (() => Promise<unknown>)[], limit: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const task = tasks[next++];
      try {
        await task?.();
      } catch {
        // Reported by the task itself.
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, lane));
}
