/**
 * The server's own requests never need the service worker: it caches no API answer (entity data
 * lives in IndexedDB, written by the sync worker). Yet with a fetch handler installed, every
 * `fetch('/api/...')` of the page and the sync worker waits for the service worker to run it, and
 * for the worker to start first when the browser has stopped it while idle (a practice's laptop
 * left open): the sync pull after a socket's hint paid that before it left. The static routing
 * API (ServiceWorker spec, `InstallEvent.addRoutes`, Chromium 123+) sends these requests straight
 * to the network, decided by the browser without the worker. Nothing changes offline: the fetch
 * handler let them through to the network already (its NavigationRoute leaves server paths alone).
 *
 * Browsers without `addRoutes` ignore this and keep today's path through the fetch handler; a
 * browser that refuses the rules does not fail the install for it.
 */

/** Paths of the API, the CSRF cookie and the channel authorization (src/sw.ts: SERVER_PATHS). */
export const SERVER_REQUEST_PATHS = ['/api/*', '/sanctum/*', '/broadcasting/*'] as const;

/** A router rule of the static routing API (not in TypeScript's lib yet). */
export interface RouterRule {
  condition: { urlPattern: { pathname: string } };
  source: 'network';
}

export interface RoutableInstallEvent {
  addRoutes?: (rules: RouterRule[]) => Promise<void>;
  waitUntil(promise: Promise<unknown>): void;
}

export const serverRequestRules = (): RouterRule[] =>
  SERVER_REQUEST_PATHS.map((pathname) => ({
    condition: { urlPattern: { pathname } },
    source: 'network',
  }));

/** Called from the install event: the rules are kept with this version of the worker. */
export function routeServerRequestsToNetwork(event: RoutableInstallEvent): void {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(event.addRoutes(serverRequestRules()).catch(() => undefined));
}
