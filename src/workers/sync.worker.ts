import { expose } from 'comlink';
import { broadcastChannel, createSyncWorker } from './syncWorker';
import { prefetchReportFiles } from '../sync/reportFiles';
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
    prefetchReportFiles: (db) =>
      prefetchReportFiles(db, {
        estimate: navigator.storage ? () => navigator.storage.estimate() : undefined,
      }),
  }),
);
