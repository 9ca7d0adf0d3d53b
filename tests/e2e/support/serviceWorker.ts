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
