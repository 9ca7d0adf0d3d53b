import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Resolves once the service worker controls the page: it has installed the app shell, so a reload
 * without a network opens the app instead of the browser's offline error. On two loaded cores the
 * first install took over 15 s in a CI run (cumulativeFindings, 2026-11-27).
 */
export async function untilServiceWorkerControls(page: Page, timeout = 60_000): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout })
    .toBe(true);
}

/**
 * Takes the page's browser context offline once the service worker controls the page. Before, a
 * screen whose chunk the page had not loaded yet could not open offline ('Ein Teil der Anwendung
 * konnte nicht geladen werden'): the worker was still installing the app shell (reportDemands and
 * tickets in a CI check of 2026-11-27).
 */
export async function goOffline(page: Page): Promise<void> {
  await untilServiceWorkerControls(page);
  await page.context().setOffline(true);
}

/**
 * Resolves once the device's mirror holds the signed-in user: without a network the page's guard
 * asks the mirror who is signed in (src/app/offline/localUser.ts), and before the sync worker's
 * bootstrap has written the user it answers 'nobody' and opens the login (guide.spec in a fresh-clone
 * check of 2026-11-27, 35 s after the sign-in on a loaded machine).
 */
export async function untilMirrorHoldsUser(page: Page, timeout = 60_000): Promise<void> {
  const holdsUser = () =>
    page.evaluate(async () => {
      const prefix = 'kundencenter-';
      const names = (await indexedDB.databases()).flatMap(({ name }) =>
        name?.startsWith(prefix) ? [name] : [],
      );
      for (const name of names) {
        const found = await new Promise<boolean>((resolve) => {
          const opening = indexedDB.open(name);
          opening.onerror = () => resolve(false);
          opening.onsuccess = () => {
            const db = opening.result;
            if (!db.objectStoreNames.contains('user')) return (db.close(), resolve(false));
            const counting = db.transaction('user').objectStore('user').count();
            counting.onsuccess = () => (db.close(), resolve(counting.result > 0));
            counting.onerror = () => (db.close(), resolve(false));
          };
        });
        if (found) return true;
      }
      return false;
    });
  await expect.poll(holdsUser, { timeout }).toBe(true);
}
