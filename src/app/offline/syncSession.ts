import {
  closeUserDatabase,
  currentDatabase,
  deleteUserDatabase,
  openUserDatabase,
} from '../../db/userDatabase';
import type { KundencenterDb } from '../../db/KundencenterDb';
import { requestPersistentStorage } from '../../db/storage';
import { countUnsent } from '../../sync/outbox';
import { setSyncOnline, startSync, stopSync } from '../../workers/syncClient';
import { forgetLastUser, lastUserUuid, rememberLastUser } from './lastUser';

/**
 * The signed-in user's offline session: their own IndexedDB mirror, opened before the backend
 * renders (the UI reads it synchronously through `mirror()`), and the sync worker that fills it.
 * This module is loaded only by the signed-in area, keeping Dexie out of the login route.
 */
let activeUuid: string | null = null;

const onOnline = () => setSyncOnline(true);
const onOffline = () => setSyncOnline(false);

export async function ensureSyncSession(userUuid: string): Promise<void> {
  if (activeUuid === userUuid && currentDatabase()) return;
  if (activeUuid && activeUuid !== userUuid) await endSyncSession();
  await openUserDatabase(userUuid);
  activeUuid = userUuid;
  rememberLastUser(userUuid);
  void startSync(userUuid);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  void requestPersistentStorage();
}

/** The open mirror; the backend is rendered only after `ensureSyncSession`. */
export function mirror(): KundencenterDb {
  const db = currentDatabase();
  if (!db) throw new Error('The offline mirror is not open');
  return db;
}

/** Actions not yet accepted by the server (pending, sending or rejected). */
export async function unsentCount(): Promise<number> {
  const db = currentDatabase();
  return db ? countUnsent(db) : 0;
}

/** Stops syncing and closes the mirror, keeping it on the device (auto logout, session loss). */
export async function endSyncSession(): Promise<void> {
  window.removeEventListener('online', onOnline);
  window.removeEventListener('offline', onOffline);
  await stopSync();
  closeUserDatabase();
  activeUuid = null;
}

/** Explicit logout: the user's data leaves the device (design brief). */
export async function wipeSyncSession(): Promise<void> {
  const uuid = activeUuid ?? lastUserUuid();
  await endSyncSession();
  if (uuid) await deleteUserDatabase(uuid);
  forgetLastUser();
}
