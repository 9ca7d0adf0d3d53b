/**
 * Leadership among the tabs of one browser (the leader of tldraw's sync-core): whoever holds the
 * Web Lock `name` leads, for as long as `lead` runs and then until released; everyone else waits
 * for the lock in request order. It knows nothing of what the leader does.
 */

export interface LeaderLocks {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

export interface Leadership {
  /** Stops waiting for the lock, or gives it up (then the next waiting tab leads). */
  release(): void;
}

/**
 * Asks for the lock and calls `lead` once granted; the lock is held until release(). A `lead` that
 * fails gives the lock up at once. Never rejects: an aborted wait or a failed lead leaves nothing
 * to do here.
 */
export function requestLeadership(locks: LeaderLocks, name: string, lead: () => Promise<void>): Leadership {
  const abort = new AbortController();
  let released = false;
  let letGo: (() => void) | null = null;
  locks
    .request(name, { signal: abort.signal }, async () => {
      if (released) return;
      const held = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      await lead();
      await held;
    })
    .catch(() => {
      // Aborted by release() while waiting, or `lead` failed: nothing to lead.
    });
  return {
    release() {
      released = true;
      abort.abort();
      letGo?.();
    },
  };
}
