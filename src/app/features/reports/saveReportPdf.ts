/** How long a saved file's object URL outlives the click that starts the browser's download. */
const SAVE_URL_LIFETIME_MS = 60_000;

/** Saves PDF bytes under the report's file name through a temporary `<a download>`. */
export function saveReportPdf(bytes: ArrayBuffer, filename: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), SAVE_URL_LIFETIME_MS);
}
