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
import { isOwnPath, openPushTarget } from './serviceWorker/pushClick';
import { routeServerRequestsToNetwork } from './serviceWorker/serverRoutes';

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

// The API's requests go straight to the network, without waking this worker (serverRoutes.ts).
self.addEventListener('install', (event) => routeServerRequestsToNetwork(event));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

/**
 * Web Push (issue 29): the server's push names a kind, a text without patient data and the page to
 * open; shown as a notification, one per thing (`tag`). A click focuses an open portal window and
 * takes it to that page, or opens one. The payload is checked before it is shown: anything else
 * (a malformed or foreign message) shows nothing.
 */
interface PushMessage {
  kind: string;
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The page's message when a push was shown (tests and the open app listen). */
const PUSH_SHOWN_MESSAGE = 'PUSH_SHOWN';

const isPushMessage = (data: unknown): data is PushMessage =>
  typeof data === 'object' &&
  data !== null &&
  ['kind', 'title', 'body', 'url', 'tag'].every(
    (field) => typeof (data as Record<string, unknown>)[field] === 'string',
  );

function readPushMessage(event: PushEvent): PushMessage | null {
  try {
    const data: unknown = event.data?.json();
    return isPushMessage(data) && isOwnPath(data.url) ? data : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event: PushEvent) => {
  const message = readPushMessage(event);
  if (!message) return;
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        data: { url: message.url, kind: message.kind },
        icon: '/icons/icon-192.png',
      });
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows)
        client.postMessage({ type: PUSH_SHOWN_MESSAGE, kind: message.kind, tag: message.tag });
    })(),
  );
});

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(openPushTarget(self.clients, self.location.origin, path));
});
