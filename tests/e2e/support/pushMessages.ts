import { expect, type CDPSession, type Page } from '@playwright/test';
import type { LocalSubscription } from '../../../server/testing/pushService';

/**
 * Web Push in the e2e specs (issue 29). Headless Chromium has no push service to subscribe at, so a
 * device subscription of the local push service (server/testing/pushService.ts, web-push-testing)
 * is registered through the API as the signed-in page; what it receives is delivered to the page's
 * service worker through the DevTools protocol (`ServiceWorker.deliverPushMessage`), as a push
 * service would.
 */

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: string | undefined;
}

/** The server's application server key, as the page's browser learns it. */
export async function vapidPublicKey(page: Page): Promise<string> {
  const config = (await (await page.request.get('/api/config')).json()) as { vapidPublicKey?: string };
  if (!config.vapidPublicKey) throw new Error('the server has no VAPID key');
  return config.vapidPublicKey;
}

/** `POST /api/push/subscriptions` from the page, with its session and XSRF token. */
export async function registerSubscription(
  page: Page,
  device: LocalSubscription,
  kinds: string[] = ['critical', 'report', 'ticket', 'order'],
): Promise<number> {
  return page.evaluate(
    async ({ endpoint, keys, kinds }) => {
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/api/push/subscriptions', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ endpoint, keys, kinds, device_label: 'Praxis-PC (Test)' }),
      });
      return response.status;
    },
    { endpoint: device.endpoint, keys: device.keys, kinds },
  );
}

/** The page's service worker registration id, for CDP. */
export async function serviceWorkerOf(
  page: Page,
): Promise<{ cdp: CDPSession; registrationId: string; origin: string }> {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const own = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      );
      if (own) resolve(own.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { cdp, registrationId: await found, origin };
}

/** Delivers `data` to the page's service worker as a push message. */
export async function deliverPush(page: Page, data: string): Promise<void> {
  const { cdp, registrationId, origin } = await serviceWorkerOf(page);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
  await cdp.detach();
}

/** The notifications the service worker shows now. */
export async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      url: (notification.data as { url?: string } | null)?.url,
    }));
  });
}

/**
 * Delivers `data` until the service worker shows `expected`. DevTools' delivery to a worker that is
 * just starting was dropped once in CI (nothing shown, the retry passed); a push service, too,
 * delivers again what a device did not take. A repeated push replaces the shown one (same tag).
 */
export async function deliverUntilShown(
  page: Page,
  data: string,
  expected: ShownNotification,
): Promise<void> {
  await expect(async () => {
    await deliverPush(page, data);
    await expect.poll(() => shownNotifications(page), { timeout: 4_000 }).toContainEqual(expected);
  }).toPass({ timeout: 20_000 });
}
