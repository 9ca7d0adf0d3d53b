import { wrap, type Remote } from 'comlink';
import type { IecDocumentFile, IecDocumentRequest } from './iecDocumentsFromMirror';

/**
 * The page's side of the iEC documents' worker (iecDocuments.worker.ts). The worker is created on
 * the first download and kept for the next; the tool loads this module only when a download
 * button is clicked, so neither the worker nor pdf-lib weighs on any page before that.
 */
export interface IecDocumentsWorkerApi {
  render(userUuid: string, request: IecDocumentRequest): Promise<IecDocumentFile>;
}

let remote: Remote<IecDocumentsWorkerApi> | null = null;

function connect(): Remote<IecDocumentsWorkerApi> {
  remote ??= wrap<IecDocumentsWorkerApi>(
    new Worker(new URL('./iecDocuments.worker.ts', import.meta.url), {
      type: 'module',
      name: 'iecDocuments',
    }),
  );
  return remote;
}

export function renderIecDocument(userUuid: string, request: IecDocumentRequest): Promise<IecDocumentFile> {
  return connect().render(userUuid, request);
}

export type { IecDocumentFile, IecDocumentFormat, IecDocumentRequest } from './iecDocumentsFromMirror';
