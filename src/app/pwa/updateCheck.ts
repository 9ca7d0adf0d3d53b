/**
 * One check for a new version (spec §1, §9: every 5 s). The browser fetches `sw.js` for it, which
 * fails while the server is down or the network flaky: that is no error to report, the next check
 * comes 5 s later. Without the catch every failed check was an uncaught promise rejection.
 */
export async function checkForUpdate(update: () => Promise<unknown>, isOnline: () => boolean): Promise<void> {
  if (!isOnline()) return;
  try {
    await update();
  } catch {
    // Server unreachable: try again at the next tick.
  }
}
