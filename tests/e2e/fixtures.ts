import { test as base, expect } from '@playwright/test';

export const LAB_NAME = 'Labor Dr. Sommerfeld MVZ GmbH';

/**
 * `test.use(WITHOUT_SERVICE_WORKER)` in a spec that neither goes offline nor needs the installed
 * app: every fresh browser context installs the service worker, which precaches the whole app
 * (about 300 files, 4.5 MB) and has Chromium compile and store them: about 8 CPU-seconds of the
 * machine per context, against 1.7 for the same page without it (issue 30, the suite on two
 * cores; docs/benchmarks.md 'The service worker in every context'). The specs about offline use,
 * reloads offline, installing, updating and pushing keep it; the app works without a worker
 * until it is installed, as on a first visit.
 */
export const WITHOUT_SERVICE_WORKER = { serviceWorkers: 'block' } as const;

/**
 * Every test fails when the page logs an error: a Content-Security-Policy violation or an
 * uncaught exception is a bug the user would meet.
 */
export const test = base.extend<{ consoleErrors: string[]; pushPromptAnswered: boolean }>({
  /**
   * Issue 29: doctors are offered push notifications once per device; the specs of other issues
   * start on a device that has answered (tests/e2e/push.spec.ts starts on one that has not).
   */
  pushPromptAnswered: [true, { option: true }],
  page: async ({ page, pushPromptAnswered }, use) => {
    if (pushPromptAnswered) {
      // Every frame runs init scripts, and some have no storage: a report's PDF frame answers null,
      // an opaque-origin document (a download, about:blank) throws on reading the property.
      await page.addInitScript(() => {
        try {
          window.localStorage?.setItem('kundencenter.pushPrompt', 'dismissed');
        } catch {
          // nothing to remember in a frame without storage
        }
      });
    }
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors.filter((e) => !isExpectedNetworkError(e))).toEqual([]);
    },
    { auto: true },
  ],
});

/** Failed requests the tests provoke on purpose (a 404 JSON, an endpoint of a later issue, offline). */
function isExpectedNetworkError(text: string): boolean {
  return /Failed to load resource|net::ERR_INTERNET_DISCONNECTED/.test(text);
}

export { expect };
