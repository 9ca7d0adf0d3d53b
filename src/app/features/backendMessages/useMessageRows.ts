import { useEffect, useState } from 'react';
import { SyncEntity } from '../../../contract/sync';
import type { BackendMessageRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnsealed } from '../../offline/useUnsealed';
import { nextExpiry } from './messageView';

/** The mirrored system messages, title and text opened by the vault. */
export function useMessageRows(): BackendMessageRow[] | undefined {
  return useUnsealed(
    SyncEntity.backendMessage,
    useMirror((db) => db.backendMessage.toArray()),
  );
}

/** A timer's longest wait (browsers fire longer timeouts at once). */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * "Now" for the lists that depend on the time: it moves on by itself when the next message passes
 * its show-until date, so an expired message disappears without a reload, a pull or a click.
 */
export function useMessageClock(rows: readonly BackendMessageRow[] | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const next = rows ? nextExpiry(rows, now) : null;
  useEffect(() => {
    if (next === null) return;
    const timer = window.setTimeout(
      () => setNow(Date.now()),
      Math.min(MAX_WAIT_MS, Math.max(0, next - Date.now()) + 50),
    );
    return () => window.clearTimeout(timer);
  }, [next]);
  return now;
}
