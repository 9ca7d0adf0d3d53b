import { useEffect, useRef } from 'react';
import type { ReportDemandRow } from '../../../db/rows';
import { isUnreadActive } from './demandListView';
import { reportDemandActions } from './reportDemandActions';

/**
 * An open conversation with unread messages is read: queue `PUT .../read` once per newest message
 * seen, so a refused mark-read (rolled back by the outbox) does not loop, while a message that
 * arrives later in the open conversation is marked read as well. Archived demands keep their flag:
 * they are read-only and out of the new count anyway.
 */
export function useMarkDemandRead(demand: ReportDemandRow | null | undefined): void {
  const marked = useRef<string | null>(null);
  const unread = demand ? isUnreadActive(demand) : false;
  const newest = demand?.messages.at(-1)?.messageUuid ?? '';
  const uuid = demand?.uuid;
  useEffect(() => {
    if (!uuid || !unread) return;
    const key = `${uuid}:${newest}`;
    if (marked.current === key) return;
    marked.current = key;
    void reportDemandActions.markRead(uuid);
  }, [uuid, unread, newest]);
}
