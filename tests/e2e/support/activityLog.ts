import type { Page } from '@playwright/test';
import { ACTIVITY_EVENTS } from '../../../src/app/session/autoLogoutClock';

declare global {
  interface Window {
    activityLog?: string[];
  }
}

/** What the page did from outside its document (navigations, errors), by the real clock. */
const pageEvents = new WeakMap<Page, string[]>();

/**
 * Notes every event the auto logout counts as activity (src/app/session/autoLogoutClock.ts), as
 * the app listens for them (on the window, not capturing), every dialog that opens or closes and
 * the signed-in layout leaving or coming back (before idleTime.ts, a new AutoLogout started its
 * idle time afresh), with the page's clock; and the page's navigations, uncaught errors and console
 * errors. For the idle tests: when a warning does not come, the log says whether something reset
 * the idle time, the layout was replaced (an error page, the lock screen) or the warning came and
 * went.
 */
export async function recordActivity(page: Page): Promise<void> {
  const lines: string[] = [];
  pageEvents.set(page, lines);
  const note = (line: string) => lines.push(`${new Date().toISOString()} (real clock) ${line}`);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`navigated to ${frame.url()}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
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
    // A layout is whatever holds a <main>: the signed-in layout, the vault frame, the public site.
    const layoutsIn = (nodes: NodeList) =>
      [...nodes].filter(
        (node): node is Element =>
          node instanceof Element && (node.matches('main') || !!node.querySelector('main')),
      );
    new MutationObserver((mutations) => {
      for (const { addedNodes, removedNodes } of mutations) {
        for (const dialog of dialogsIn(addedNodes))
          note(`dialog opened: ${dialog.textContent?.slice(0, 60)}`);
        for (const dialog of dialogsIn(removedNodes))
          note(`dialog closed: ${dialog.textContent?.slice(0, 60)}`);
        for (const node of layoutsIn(removedNodes)) note(`layout removed (${node.tagName})`);
        for (const node of layoutsIn(addedNodes)) note(`layout added (${node.tagName})`);
      }
    }).observe(document.body, { childList: true, subtree: true });
  }, ACTIVITY_EVENTS);
}

/** What `recordActivity` noted, one line each: the URL first, the page's text last. */
export async function activityReport(page: Page): Promise<string> {
  const log = await page.evaluate(() => window.activityLog ?? ['(not recording)']).catch(String);
  const shown = await page
    .evaluate(() => {
      const main = document.querySelector('main');
      return `${main ? 'the layout' : 'no layout'}: ${(main ?? document.body).innerText.slice(0, 300)}`;
    })
    .catch(String);
  return [
    `at ${page.url()}`,
    ...(Array.isArray(log) ? log : [log]),
    ...(pageEvents.get(page) ?? []),
    `the page shows ${shown}`,
  ].join('\n');
}
