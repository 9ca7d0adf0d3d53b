/**
 * A click on a push notification (issue 29): focus a portal window that is open and take it to the
 * push's page, or open a new window there. A window this worker does not control cannot be
 * navigated (navigate() rejects): then a new one opens. Only pages of the portal's own origin.
 */
export async function openPushTarget(clients: Clients, origin: string, path: string): Promise<void> {
  const target = new URL(isOwnPath(path) ? path : '/', origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === origin);
  if (open) {
    try {
      const focused = await open.focus();
      await focused.navigate(target);
      return;
    } catch {
      // not controlled by this worker: a new window below
    }
  }
  await clients.openWindow(target);
}

/** A same-origin path: a push never sends the window elsewhere. */
export const isOwnPath = (url: string) => url.startsWith('/') && !url.startsWith('//');
