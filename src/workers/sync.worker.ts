import { expose } from 'comlink';
import { createSyncWorker } from './syncWorker';
import { broadcastChannel } from './syncChannel';
import { deleteUserDatabase, openUserDatabase } from '../db/userDatabase';
import { prefetchMessageFiles } from '../sync/messageFiles';
import { prefetchReportFiles } from '../sync/reportFiles';
import { VaultKeeper } from '../vault/vaultKeeper';
import { connectRealtime } from './realtimeHints';

/**
 * The sync worker: pulls and replays off the main thread. Fetch here sends the same-origin
 * session cookie, but the XSRF-TOKEN cookie cannot be read, so the page passes it in.
 */
expose(
  createSyncWorker({
    locks: navigator.locks,
    openChannel: broadcastChannel,
    isOnline: () => navigator.onLine,
    onConnectivity: (listener) => {
      self.addEventListener('online', () => listener(true));
      self.addEventListener('offline', () => listener(false));
    },
    connectRealtime,
    prefetchReportFiles: (db, seal) =>
      prefetchReportFiles(db, {
        estimate: navigator.storage ? () => navigator.storage.estimate() : undefined,
        seal,
      }),
    prefetchMessageFiles: (db, seal) => prefetchMessageFiles(db, { seal }),
    vault: new VaultKeeper({ openDatabase: openUserDatabase, wipeDatabase: deleteUserDatabase }),
  }),
);
