/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell so that after one online visit the portal starts
 * with the network off. A new version waits until the page asks it to take over (the update
 * prompt), so a doctor in the middle of a form is never reloaded under their hands.
 * API calls are never cached here: entity data lives in IndexedDB, written by the sync worker.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes the open page at once, so it works offline without a reload; later
// versions still wait for the user's consent (SKIP_WAITING below).
clientsClaim();

/** Server paths that are never the app shell. */
const SERVER_PATHS = /^\/(api|sanctum|broadcasting|app|apps|dev|healthz|metrics|login|logout)(\/|$)/;

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [SERVER_PATHS] }));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
