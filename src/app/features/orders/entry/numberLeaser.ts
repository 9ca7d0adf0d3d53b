import { needsLease } from './orderNumbers';

/**
 * When the device leases its next block of order numbers (issue 28): online, after the first sync
 * of the session (before it, the mirror may not hold the blocks leased since the last one), with
 * ORDER_NUMBERS_LOW_WATER or fewer free. One lease at a time; a failed one (offline after all, the
 * server refusing) waits a while before the next try, so a device never hammers the server.
 */
export const LEASE_RETRY_MS = 60_000;

export interface LeaseCheck {
  free: number;
  online: boolean;
  synced: boolean;
  device: string;
}

export function createNumberLeaser(lease: (device: string) => Promise<void>, now: () => number = Date.now) {
  let running = false;
  let notBefore = 0;
  return {
    /** Leases when it should; resolves whether it asked the server. */
    async check({ free, online, synced, device }: LeaseCheck): Promise<boolean> {
      if (!synced || !needsLease(free, online) || running || now() < notBefore) return false;
      running = true;
      try {
        await lease(device);
      } catch {
        notBefore = now() + LEASE_RETRY_MS;
      } finally {
        running = false;
      }
      return true;
    },
  };
}
