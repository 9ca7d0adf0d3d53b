import type { IecDocumentRequest } from '../../../workers/iecDocumentsClient';

/** How long the file's object URL outlives the click that starts the browser's download. */
const SAVE_URL_LIFETIME_MS = 60_000;

/**
 * Makes the iEC document on the device (decisions.md 'iEC documents are made on the device'), online
 * and offline alike, and saves it through a temporary `<a download>` under the same file name the
 * server gives. The worker's client (and with it the worker and pdf-lib) loads on the first click.
 */
export async function downloadIecDocument(userUuid: string, request: IecDocumentRequest): Promise<void> {
  const { renderIecDocument } = await import('../../../workers/iecDocumentsClient');
  const file = await renderIecDocument(userUuid, request);
  const url = URL.createObjectURL(new Blob([new Uint8Array(file.bytes)], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), SAVE_URL_LIFETIME_MS);
}
