/** How long the file's object URL outlives the click that starts the browser's download. */
const SAVE_URL_LIFETIME_MS = 60_000;

/**
 * Saves a PDF made on the device under `fileName`, as the results' print does: the browser's
 * download, which works offline and leaves printing to the PDF viewer and the label printer's driver.
 */
export function savePdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), SAVE_URL_LIFETIME_MS);
}
