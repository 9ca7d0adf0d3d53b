import { useEffect, useRef } from 'react';
import type { TicketMirrorRow } from '../../../db/rows';
import { ticketActions } from './ticketActions';

/**
 * Opening a ticket marks it read (`POST /api/tickets/read`, an outbox action). Once per version
 * seen (its `updated_at`), so a refused mark-read, rolled back by the outbox, does not loop, while
 * an answer that arrives in the open ticket is marked read as well.
 */
export function useMarkTicketRead(ticket: TicketMirrorRow | null | undefined): void {
  const marked = useRef<string | null>(null);
  const uuid = ticket?.uuid;
  const unread = ticket?.unread ?? false;
  const version = ticket?.updated_at ?? '';
  useEffect(() => {
    if (!uuid || !unread) return;
    const key = `${uuid}:${version}`;
    if (marked.current === key) return;
    marked.current = key;
    void ticketActions.markRead(uuid);
  }, [uuid, unread, version]);
}
