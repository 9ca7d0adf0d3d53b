import { describe, expect, it, vi } from 'vitest';
import { openPushTarget } from './pushClick';

const ORIGIN = 'https://kundencenter.example.org';

/** A window as the service worker sees it: focus() resolves with it, navigate() as given. */
function portalWindow(url: string, navigate = vi.fn(async () => null)) {
  const client = { url, navigate, focus: vi.fn(async () => client) };
  return client;
}

function clientsWith(windows: ReturnType<typeof portalWindow>[]) {
  return {
    matchAll: vi.fn(async () => windows),
    openWindow: vi.fn(async () => null),
  } as unknown as Clients & { openWindow: ReturnType<typeof vi.fn> };
}

describe('a click on a push notification', () => {
  it('focuses the open portal window and takes it to the report', async () => {
    const open = portalWindow(`${ORIGIN}/#/backend`);
    const clients = clientsWith([portalWindow('https://elsewhere.example.com/'), open]);
    await openPushTarget(clients, ORIGIN, '/#/backend/befunde?befund=7');
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/#/backend/befunde?befund=7`);
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none of the portal is open', async () => {
    const clients = clientsWith([]);
    await openPushTarget(clients, ORIGIN, '/#/backend/tickets/3');
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/#/backend/tickets/3`);
  });

  it('opens a window when the open one is not this worker’s to navigate', async () => {
    const refused = portalWindow(
      `${ORIGIN}/#/login`,
      vi.fn(async () => Promise.reject(new TypeError('not controlled'))),
    );
    const clients = clientsWith([refused]);
    await openPushTarget(clients, ORIGIN, '/#/backend/auftraege/9');
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/#/backend/auftraege/9`);
  });

  it('never leaves the portal: another origin in the message opens the start page', async () => {
    const clients = clientsWith([]);
    await openPushTarget(clients, ORIGIN, '//evil.example.com/phish');
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});
