import { useSyncExternalStore } from 'react';
import { lastUserUuid } from '../../offline/lastUser';
import type { TicketCounts } from './ticketListView';

/**
 * The server's ticket counts (meta.counts of `GET /api/tickets`), the last ones any request
 * answered. Staff mirror only what they work on (open tickets and their own), so the numbers of
 * the sidebar and the list tabs come from the server while online; offline, from the mirror.
 * One value for the whole app: the sidebar's three entries and the list page share it, and a
 * list page's request refreshes it on the way. Kept with the user they belong to, so the next
 * user signing in on this browser never sees them.
 */
let current: { user: string | null; counts: TicketCounts | null } = { user: null, counts: null };
const listeners = new Set<() => void>();

export function setServerTicketCounts(counts: TicketCounts | null): void {
  const user = lastUserUuid();
  if (user === current.user && JSON.stringify(counts) === JSON.stringify(current.counts)) return;
  current = { user, counts };
  listeners.forEach((listener) => listener());
}

export const serverTicketCounts = (): TicketCounts | null =>
  current.user !== null && current.user === lastUserUuid() ? current.counts : null;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useServerTicketCounts(): TicketCounts | null {
  return useSyncExternalStore(subscribe, serverTicketCounts);
}
