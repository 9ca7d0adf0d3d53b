import type { LeaderLocks } from '../leadership';

/** navigator.locks for one browser: exclusive locks, granted in request order, abortable while waiting. */
export class FakeLocks implements LeaderLocks {
  private readonly queues = new Map<string, { run: () => void }[]>();
  private readonly held = new Set<string>();

  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      const entry = {
        run: () => {
          callback()
            .then(resolve, reject)
            .finally(() => {
              this.held.delete(name);
              this.grant(name);
            });
        },
      };
      queue.push(entry);
      options.signal?.addEventListener('abort', () => {
        const index = queue.indexOf(entry);
        if (index >= 0) {
          queue.splice(index, 1);
          reject(new DOMException('Aborted', 'AbortError'));
        }
      });
      this.grant(name);
    });
  }

  private grant(name: string): void {
    if (this.held.has(name)) return;
    const next = this.queues.get(name)?.shift();
    if (!next) return;
    this.held.add(name);
    next.run();
  }
}
