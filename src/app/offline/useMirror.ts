import { useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { KundencenterDb } from '../../db/KundencenterDb';
import { getMeta, MetaKey } from '../../db/metaKeys';
import { OutboxState } from '../../db/outboxState';
import type { OutboxRow } from '../../db/rows';
import { countUnsent, outboxRows } from '../../sync/outbox';
import { subscribeSyncStatus, syncStatus } from '../../workers/syncClient';
import type { WorkerSyncStatus } from '../../workers/syncWorkerApi';
import { openMirror } from './syncSession';

/**
 * The UI's only way to read entities (design brief): live queries on the user's mirror. They
 * re-run whenever the sync worker or an action (in any tab) writes the tables they read.
 */
export function useMirror<T>(
  query: (db: KundencenterDb) => Promise<T> | T,
  deps: unknown[] = [],
): T | undefined {
  // Between the mirror's closing (auto logout, session loss) and the backend's unmounting, a query
  // that runs again answers nothing instead of throwing into the page.
  return useLiveQuery(() => {
    const db = openMirror();
    return db ? query(db) : undefined;
  }, deps);
}

/** Actions not yet accepted by the server: the navbar's unsent count. */
export function useUnsentCount(): number {
  return useMirror((db) => countUnsent(db)) ?? 0;
}

/** Actions the server refused: the 'Nicht gesendet' panel. */
export function useRejectedActions(): OutboxRow[] {
  return useMirror((db) => outboxRows(db, OutboxState.rejected)) ?? [];
}

export function useLastSyncAt(): number | null {
  return useMirror((db) => getMeta(db, MetaKey.lastSyncAt)) ?? null;
}

/** The whole sync status: for the navbar's indicator, which shows each of its changes. */
export function useSyncStatus() {
  return useSyncExternalStore(subscribeSyncStatus, syncStatus);
}

/**
 * One value read from the sync status (a primitive, so that equal reads are equal): the component
 * renders again only when that value changes, not with each of a pull's three status changes. The
 * signed-in layout read the whole status and so rendered every page three times a pull.
 */
export function useSyncStatusOf<T extends string | number | boolean | null>(
  select: (status: WorkerSyncStatus) => T,
): T {
  return useSyncExternalStore(subscribeSyncStatus, () => select(syncStatus()));
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** The browser's own view of the network. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => navigator.onLine);
}
