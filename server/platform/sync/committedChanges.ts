/**
 * Who hears of a committed write: writeWithChanges reports the version and the scopes of every
 * top-level transaction after its commit; the real-time hints (server/platform/realtime/syncHints.ts)
 * listen. Keyed by the database handle, so each app (and each test app) has its own listener. A
 * write nested in a caller's transaction (a savepoint) is not reported: it has not committed yet.
 */
import type { AppDb } from '../db/database';
import type { SyncScope } from './scopes';

/**
 * A named event of spec §7 'Real-time' for one user's private channel or for everyone on the
 * Backend.Messages presence channel. `data` names what changed (ids), never more than the
 * recipient's next pull shows them.
 */
export interface DomainEvent {
  to: { userUuid: string } | 'backendMessages';
  event: string;
  data: Record<string, unknown>;
}

export interface CommittedChanges {
  version: number;
  scopes: ReadonlySet<SyncScope>;
  events: readonly DomainEvent[];
  /** The socket of the request that caused the write: it hears of it from its own response. */
  exceptSocketId?: string | undefined;
}

type Listener = (changes: CommittedChanges) => void;

const listeners = new WeakMap<object, Set<Listener>>();

/** Several listen: the real-time hints and the Web Push sender (issue 29). */
export function onChangesCommitted(db: AppDb, listener: Listener): () => void {
  const ofDb = listeners.get(db) ?? new Set<Listener>();
  ofDb.add(listener);
  listeners.set(db, ofDb);
  return () => ofDb.delete(listener);
}

export function changesCommitted(db: AppDb, changes: CommittedChanges): void {
  for (const listener of listeners.get(db) ?? []) listener(changes);
}
