import { expose, transfer } from 'comlink';
import { KundencenterDb } from '../db/KundencenterDb';
import { databaseName } from '../db/userDatabase';
import { renderIecDocumentFromMirror } from './iecDocumentsFromMirror';
import type { IecDocumentsWorkerApi } from './iecDocumentsClient';

/**
 * The iEC documents' worker: pdf-lib and the XLSX writer run here, off the main thread and out of
 * every page chunk; it is started only when a download is asked for (iecDocumentsClient.ts). It
 * reads the user's mirror through a connection of its own for each file (no patient data: the
 * catalogue is public to every signed-in user), closed again at once, so a logout's deletion of
 * the database never waits for it; the file's bytes go back without copying.
 */
const api: IecDocumentsWorkerApi = {
  async render(userUuid, request) {
    const db = new KundencenterDb(databaseName(userUuid));
    try {
      await db.open();
      const file = await renderIecDocumentFromMirror(db, request);
      return transfer(file, [file.bytes.buffer]);
    } finally {
      db.close();
    }
  },
};

expose(api);
