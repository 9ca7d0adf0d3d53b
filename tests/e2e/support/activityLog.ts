import type { Page } from '@playwright/test';
import { ACTIVITY_EVENTS } from '../../../src/app/session/autoLogoutClock';

declare global {
  interface Window {
    activityLog?: string[];
  }
}

/**
 * Notes every event the auto logout counts as activity (src/app/session/autoLogoutClock.ts), as
 * the app listens for them (on the window, not capturing), and every dialog that opens or closes,
 * with the page's clock. For the idle tests: when a warning does not come, the log says whether
 * something reset the idle time or the warning came and went.
 */
export async function recordActivity(page: Page): Promise<void> {
  await page.evaluate((events) => {
    const log: string[] = [];
    window.activityLog = log;
    const note = (line: string) => log.push(`${new Date().toISOString()} ${line}`);
    for (const type of events) {
      window.addEventListener(type, (event) => {
        note(`${type} on ${event.target instanceof Element ? event.target.tagName : String(event.target)}`);
      });
    }
    const dialogsIn = (nodes: NodeList) =>
      [...nodes].flatMap((node) =>
        node instanceof Element
          ? [...(node.matches('[role="dialog"]') ? [node] : []), ...node.querySelectorAll('[role="dialog"]')]
          : [],
      );
    new MutationObserver((mutations) => {
      for (const { addedNodes, removedNodes } of mutations) {
        for (const dialog of dialogsIn(addedNodes))
          note(`dialog opened: ${dialog.textContent?.slice(0, 60)}`);
        for (const dialog of dialogsIn(removedNodes))
          note(`dialog closed: ${dialog.textContent?.slice(0, 60)}`);
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, ACTIVITY_EVENTS);
}

/** What `recordActivity` noted, one line each; the URL first. */
export async function activityReport(page: Page): Promise<string> {
  const log = await page.evaluate(() => window.activityLog ?? ['(not recording)']).catch(String);
  return [`at ${page.url()}`, ...(Array.isArray(log) ? log : [log])].join('\n');
}
