import {
  closeUserDatabase,
  currentDatabase,
  deleteUserDatabase,
  openUserDatabase,
} from '../../db/userDatabase';
import type { KundencenterDb } from '../../db/KundencenterDb';
import { requestPersistentStorage } from '../../db/storage';
import { countUnsent } from '../../sync/outbox';
import {
  refreshSyncXsrfToken,
  resumeSync,
  setSyncOnline,
  startSync,
  stopSync,
  subscribeSyncStatus,
  vaultWorker,
} from '../../workers/syncClient';
import { getMeta, MetaKey } from '../../db/metaKeys';
import i18n from '../i18n/i18n';
import { notify } from '../notifications/notify';
import { forgetLastUser, lastUserUuid, rememberLastUser } from './lastUser';
import { clearUnsealedCache } from './useUnsealed';
import { takeAcceptedPassword } from './vaultPassword';
import { setVaultStatus } from './vaultStatus';
import './syncTexts';

/**
 * The signed-in user's offline session: their own IndexedDB mirror, opened before the backend
 * renders (the UI reads it synchronously through `mirror()`), and the sync worker that fills it.
 * This module is loaded only by the signed-in area, keeping Dexie out of the login route.
 */
let activeUuid: string | null = null;

const onOnline = () => setSyncOnline(true);
const onOffline = () => setSyncOnline(false);

export async function ensureSyncSession(userUuid: string): Promise<void> {
  if (activeUuid === userUuid && currentDatabase()) {
    // A new sign-in brings a new XSRF token; a queue paused by a lost session (401/419) goes on
    // for the same user only (the worker checks).
    refreshSyncXsrfToken();
    void resumeSync(userUuid);
    await openVaultWithAcceptedPassword(userUuid);
    return;
  }
  if (activeUuid && activeUuid !== userUuid) await endSyncSession();
  // The worker's session first: it syncs as soon as the vault is open.
  await startSync(userUuid);
  await openVaultWithAcceptedPassword(userUuid);
  const db = await openUserDatabase(userUuid);
  await warnIfEvicted(userUuid, await getMeta(db, MetaKey.sentinel));
  activeUuid = userUuid;
  rememberLastUser(userUuid);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  void requestPersistentStorage();
  setVaultStatus(await vaultWorker().state(userUuid));
}

/**
 * Opens the vault with the password the server has just accepted, if there is one (issue 7). A
 * vault that password cannot open was made before a password reset elsewhere: the worker wipes it
 * and makes a new one, so this tab's connection to the old database is renewed.
 */
async function openVaultWithAcceptedPassword(userUuid: string): Promise<void> {
  const password = takeAcceptedPassword();
  if (!password) return;
  const opened = await vaultWorker().open(userUuid, password);
  if (opened === 'replaced' && currentDatabase()) {
    closeUserDatabase();
    await openUserDatabase(userUuid);
  }
  setVaultStatus('unlocked');
}

/** The lock screen's or the setup's success: the vault is open. */
export function vaultOpened(): void {
  setVaultStatus('unlocked');
}

/**
 * The browser may evict IndexedDB under storage pressure unless persistence was granted. A mirror
 * that synced before (remembered outside IndexedDB) but has lost its sentinel row was wiped: say so;
 * the worker bootstraps it again. What had not been sent is lost with it, which is why persistence
 * is requested at every sign-in.
 */
const mirrorMarker = (userUuid: string) => `kundencenter.mirror.${userUuid}`;

async function warnIfEvicted(userUuid: string, sentinel: number | undefined): Promise<void> {
  if (sentinel !== undefined || !localStorage.getItem(mirrorMarker(userUuid))) return;
  localStorage.removeItem(mirrorMarker(userUuid));
  notify.warning(i18n.t('sync.evictedTitle'), i18n.t('sync.evictedMessage'));
}

// The first completed sync of a user marks that their mirror exists; the status changes three times
// a pull, and a write of the same value is still a write of the origin's storage.
subscribeSyncStatus((status) => {
  if (status.lastSyncAt === null || !status.userUuid) return;
  const marker = mirrorMarker(status.userUuid);
  if (localStorage.getItem(marker) === null) localStorage.setItem(marker, '1');
});

/** The open mirror; the backend is rendered only after `ensureSyncSession`. */
export function mirror(): KundencenterDb {
  const db = openMirror();
  if (!db) throw new Error('The offline mirror is not open');
  return db;
}

/** The open mirror, or null once it was closed (a page that is still going away reads nothing). */
export function openMirror(): KundencenterDb | null {
  return currentDatabase();
}

/** Actions not yet accepted by the server (pending, sending or rejected). */
export async function unsentCount(): Promise<number> {
  const db = currentDatabase();
  return db ? countUnsent(db) : 0;
}

/**
 * Stops syncing and closes the mirror, keeping it on the device (auto logout, session loss). The
 * worker ends with it, and with the worker the vault's key: the vault is locked.
 */
export async function endSyncSession(): Promise<void> {
  window.removeEventListener('online', onOnline);
  window.removeEventListener('offline', onOffline);
  await stopSync();
  // Nothing of the mirror may render any more: the layout shows the lock until it is left.
  setVaultStatus('locked');
  clearUnsealedCache();
  closeUserDatabase();
  activeUuid = null;
}

/** Explicit logout: the user's data leaves the device (design brief). */
export async function wipeSyncSession(): Promise<void> {
  const uuid = activeUuid ?? lastUserUuid();
  await endSyncSession();
  if (uuid) {
    await deleteUserDatabase(uuid);
    localStorage.removeItem(mirrorMarker(uuid));
  }
  forgetLastUser();
}
