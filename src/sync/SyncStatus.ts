/** Why the last sync step failed, for the navbar's sync state. */
export const SyncErrorCode = {
  /** The server could not be reached. */
  network: 'network',
  /** The server answered with an error (5xx, 429, an unexpected status). */
  server: 'server',
  /** The server's answer broke the protocol. */
  protocol: 'protocol',
} as const;
export type SyncErrorCode = (typeof SyncErrorCode)[keyof typeof SyncErrorCode];

export interface SyncStatus {
  /** The browser reports a network and the last request reached the server. */
  online: boolean;
  /** A 401/419 paused syncing until the same user signs in again. */
  pausedForAuth: boolean;
  /** A pull or the replay is running. */
  syncing: boolean;
  /** Epoch ms of the last completed pull, null before the first. */
  lastSyncAt: number | null;
  /** Epoch ms of the next attempt after a failure, null when none is waiting. */
  retryAt: number | null;
  error: SyncErrorCode | null;
}

export const INITIAL_SYNC_STATUS: SyncStatus = {
  online: true,
  pausedForAuth: false,
  syncing: false,
  lastSyncAt: null,
  retryAt: null,
  error: null,
};
