/**
 * Who hears of a committed write: writeWithChanges reports the version and the scopes of every
 * top-level transaction after its commit; the real-time hints (server/realtime/syncHints.ts)
 * listen. Keyed by the database handle, so each app (and each test app) has its own listener. A
 * write nested in a caller's transaction (a savepoint) is not reported: it has not committed yet.
 */
import type { AppDb } from '../db/database';
import type { SyncScope } from './scopes';

export interface CommittedChanges {
  version: number;
  scopes: ReadonlySet<SyncScope>;
}

type Listener = (changes: CommittedChanges) => void;

const listeners = new WeakMap<object, Listener>();

export function onChangesCommitted(db: AppDb, listener: Listener): () => void {
  listeners.set(db, listener);
  return () => listeners.delete(db);
}

export function changesCommitted(db: AppDb, changes: CommittedChanges): void {
  listeners.get(db)?.(changes);
}
