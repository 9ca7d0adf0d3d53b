import type { Page } from '@playwright/test';
import { ACTIVITY_EVENTS } from '../../../src/app/session/autoLogoutClock';

declare global {
  interface Window {
    activityLog?: string[];
  }
}

/**
 * Notes every event the auto logout counts as activity (src/app/session/autoLogoutClock.ts), as
 * the app listens for them (on the window, not capturing), with the page's clock. For the idle
 * tests: when a warning does not come, the log says whether something reset the idle time.
 */
export async function recordActivity(page: Page): Promise<void> {
  await page.evaluate((events) => {
    window.activityLog = [];
    for (const type of events) {
      window.addEventListener(type, (event) => {
        const target = event.target instanceof Element ? event.target.tagName : String(event.target);
        window.activityLog?.push(`${new Date().toISOString()} ${type} on ${target}`);
      });
    }
  }, ACTIVITY_EVENTS);
}

/** What `recordActivity` noted, one line each; the URL first. */
export async function activityReport(page: Page): Promise<string> {
  const log = await page.evaluate(() => window.activityLog ?? ['(not recording)']).catch(String);
  return [`at ${page.url()}`, ...(Array.isArray(log) ? log : [log])].join('\n');
}
