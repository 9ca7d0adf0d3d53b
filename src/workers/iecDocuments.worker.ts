import { expose, transfer } from 'comlink';
import { openUserDatabase } from '../db/userDatabase';
import { renderIecDocumentFromMirror } from './iecDocumentsFromMirror';
import type { IecDocumentsWorkerApi } from './iecDocumentsClient';

/**
 * The iEC documents' worker: pdf-lib and the XLSX writer run here, off the main thread and out of
 * every page chunk; it is started only when a download is asked for (iecDocumentsClient.ts). It
 * reads the user's mirror through its own connection (no patient data: the catalogue is public
 * to every signed-in user) and hands the file's bytes back without copying them.
 */
const api: IecDocumentsWorkerApi = {
  async render(userUuid, request) {
    const db = await openUserDatabase(userUuid);
    const file = await renderIecDocumentFromMirror(db, request);
    return transfer(file, [file.bytes.buffer]);
  },
};

expose(api);
