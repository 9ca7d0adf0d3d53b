import { proxy, wrap, type Remote } from 'comlink';
import { INITIAL_SYNC_STATUS } from '../sync/SyncStatus';
import type { KickOptions } from '../sync/SyncEngine';
import { SyncRole, type SyncWorkerApi, type WorkerSyncStatus } from './syncWorkerApi';
import type { VaultWorkerApi } from './vaultWorkerApi';

/**
 * The page's side of the sync worker: one worker per tab, created on first use. The page reads
 * the XSRF-TOKEN cookie (the worker cannot) and hands it over at start, resume and refresh.
 */

const XSRF_COOKIE = 'XSRF-TOKEN';

let worker: Worker | null = null;
let remote: Remote<SyncWorkerApi> | null = null;
let lastStatus: WorkerSyncStatus = { ...INITIAL_SYNC_STATUS, role: SyncRole.idle, userUuid: null };
const listeners = new Set<(status: WorkerSyncStatus) => void>();

export function readXsrfToken(cookie: string = document.cookie): string | null {
  const match = cookie.split('; ').find((part) => part.startsWith(`${XSRF_COOKIE}=`));
  return match ? decodeURIComponent(match.slice(XSRF_COOKIE.length + 1)) : null;
}

function connect(): Remote<SyncWorkerApi> {
  if (remote) return remote;
  worker = new Worker(new URL('./sync.worker.ts', import.meta.url), { type: 'module', name: 'sync' });
  remote = wrap<SyncWorkerApi>(worker);
  void remote.setStatusListener(
    proxy((status: WorkerSyncStatus) => {
      lastStatus = status;
      for (const listener of listeners) listener(status);
    }),
  );
  return remote;
}

/** At sign-in (and at every app start with a signed-in user). */
export async function startSync(userUuid: string): Promise<void> {
  await connect().start(userUuid, readXsrfToken());
}

/** Before logout deletes the database: stops syncing and ends the worker. */
export async function stopSync(): Promise<void> {
  if (!remote) return;
  await remote.stop();
  worker?.terminate();
  worker = null;
  remote = null;
  lastStatus = { ...INITIAL_SYNC_STATUS, role: SyncRole.idle, userUuid: null };
  for (const listener of listeners) listener(lastStatus);
}

/** After an action was queued, or (`pull`) after an online write, whose effects the mirror then pulls. */
export function kickSync(options: KickOptions = {}): void {
  void remote?.kick(options);
}

/** After a socket reconnect (hints may have been lost). */
export async function pullNow(): Promise<void> {
  await remote?.pullNow();
}

/** After the same user signed in again; false when another user is syncing in this tab. */
export async function resumeSync(userUuid: string): Promise<boolean> {
  return remote ? remote.resume(userUuid, readXsrfToken()) : false;
}

/** After the XSRF-TOKEN cookie was renewed (GET /sanctum/csrf-cookie). */
export function refreshSyncXsrfToken(): void {
  void remote?.setXsrfToken(readXsrfToken());
}

export function syncStatus(): WorkerSyncStatus {
  return lastStatus;
}

/** Calls the listener with every status change (of this tab's worker, or the leading tab's). */
export function subscribeSyncStatus(listener: (status: WorkerSyncStatus) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forwards the page's online/offline events to the worker. */
export function setSyncOnline(online: boolean): void {
  void remote?.setOnline(online);
}

/**
 * The vault of the signed-in user (issue 7), in this tab's worker: the page never holds its key.
 * Each call starts the worker if needed. Typed as the worker's own API: comlink's Remote type
 * would erase the per-entity generics of seal/unseal (every method already answers a promise).
 */
export function vaultWorker(): VaultWorkerApi {
  return connect().vault as VaultWorkerApi;
}
