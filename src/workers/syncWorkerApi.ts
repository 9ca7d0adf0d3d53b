import type { KickOptions } from '../sync/SyncEngine';
import type { SyncStatus } from '../sync/SyncStatus';
import type { ProxyMarked } from 'comlink';
import type { VaultWorkerApi } from './vaultWorkerApi';

/** What the sync worker exposes through comlink; kept apart so the page imports no engine code. */
export const SyncRole = {
  /** Not started, or stopped (logout). */
  idle: 'idle',
  /** Another tab syncs; this one waits for the lock. */
  follower: 'follower',
  leader: 'leader',
} as const;
export type SyncRole = (typeof SyncRole)[keyof typeof SyncRole];

export interface WorkerSyncStatus extends SyncStatus {
  role: SyncRole;
  userUuid: string | null;
}

export interface SyncWorkerApi {
  /** Begins syncing for the user (as leader, or waits as follower). The token is the XSRF-TOKEN cookie. */
  start(userUuid: string, xsrfToken: string | null): Promise<void>;
  setXsrfToken(token: string | null): void;
  /** Stops syncing and closes the database (before logout deletes it); releases leadership. */
  stop(): Promise<void>;
  /** The outbox has new rows, or (`pull`) an online write changed the server. */
  kick(options?: KickOptions): void;
  /**
   * The page's online/offline events. Workers get their own, but not every browser (nor test
   * harness) delivers them there reliably; the page's view is forwarded too.
   */
  setOnline(online: boolean): void;
  pullNow(): Promise<void>;
  /** A socket hint carrying the server's cursor. */
  hint(cursor: string): void;
  /** Ends a pause for 401/419, only for the user who was syncing; false for anyone else. */
  resume(userUuid: string, xsrfToken?: string | null): Promise<boolean>;
  status(): WorkerSyncStatus;
  setStatusListener(listener: ((status: WorkerSyncStatus) => void) | null): void;
  /** The user's encrypted vault (issue 7): its key stays in this worker. Proxied by comlink. */
  vault: VaultWorkerApi & ProxyMarked;
}
