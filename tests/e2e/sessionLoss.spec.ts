import type { Locator, Page } from '@playwright/test';
import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { activityReport, recordActivity } from './support/activityLog';
import { settled, signIn } from './support/signIn';

test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

/**
 * Signs dr.weber in and lets the sync worker's first pull and its socket's channel authorisations
 * through: they come after the dashboard shows, and one of them answered without a session (419:
 * 'session expired') would end the test's first request without one too early.
 */
async function signInAndSettle(page: Page): Promise<void> {
  const pulled = page.waitForResponse((response) => response.url().includes('/api/sync?'));
  const subscribed = page.waitForResponse((response) => response.url().endsWith('/broadcasting/auth'));
  await signIn(page, 'dr.weber');
  await pulled;
  await subscribed;
  await page.waitForTimeout(1_000);
}

const SESSION_COOKIE = 'kundencenter_session';

test('a lost session on a write answers 419: login with the expiry message and notice', async ({
  page,
  context,
}) => {
  await signInAndSettle(page);
  await context.clearCookies({ name: SESSION_COOKIE });
  // Any write: switching the language is stored on the account.
  await page
    .getByRole('group', { name: 'Sprache wechseln' })
    .getByRole('button', { name: 'Englisch' })
    .click();
  await expect(page).toHaveURL(/#\/login\?autologout=1$/);
  await expect(page.getByText('Session expired', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your session expired because of longer inactivity. Please log in again.'),
  ).toBeVisible();
});

test('a lost session on navigation answers 401: login with the wanted path and the message', async ({
  page,
  context,
}) => {
  await signInAndSettle(page);
  const user = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data,
  );
  await context.clearCookies({ name: SESSION_COOKIE });
  await page.goto(`/#/backend/users/${user.uuid}/account`);
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fbackend%2Fusers%2F.+%2Faccount$/);
  await expect(
    page.getByText('Bitte loggen Sie sich ein, um die gewünschte Seite aufzurufen.'),
  ).toBeVisible();
});

/**
 * The warning's countdown is on the page. It did not come in some runs of shard a (2026-11-28 to
 * 2026-11-30), with no activity noted after the jump and no dialog opened; the log of 2026-11-30
 * showed the signed-in layout removed and added again right after the jump, and the new
 * AutoLogout then started a fresh idle time. The idle time is the document's since
 * (src/app/session/idleTime.ts). Should it happen again, the error names the activity, the
 * dialogs, the layout's coming and going, the navigations and the page's errors after the jump,
 * and what the page shows (activityLog.ts).
 */
async function expectWarning(page: Page, dialog: Locator): Promise<void> {
  try {
    await expect(dialog).toContainText(/in \d+ Sekunden/);
  } catch (error) {
    throw new Error(`${(error as Error).message}\nActivity after the jump:\n${await activityReport(page)}`);
  }
}

test('after 59 idle minutes a warning counts down, at 60 the user is logged out', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'dr.klein');
  await settled(page);
  await recordActivity(page);
  await page.clock.fastForward('59:00');
  const dialog = page.getByRole('dialog', { name: 'Automatische Abmeldung' });
  await expectWarning(page, dialog);
  // The installed clock runs on in real time: on loaded cores the dialog showed 57 s when first
  // seen, and fixed windows (50-60 s, then 20-30 s) fail on a stall of ten seconds. What counts is
  // a minute's countdown that follows the clock: it shows at most 60 s and, moved 30 s on, has lost
  // at least those 30.
  const secondsLeft = async () => Number(/in (\d+) Sekunden/.exec((await dialog.textContent()) ?? '')?.[1]);
  const first = await secondsLeft();
  expect(first).toBeLessThanOrEqual(60);
  expect(first).toBeGreaterThan(30);
  await page.clock.fastForward('00:30');
  await expect.poll(secondsLeft).toBeLessThanOrEqual(first - 30);
  await page.clock.fastForward('00:31');
  await expect(page).toHaveURL(/#\/login\?autologout=1$/);
  await expect(
    page.getByText('Ihre Sitzung ist aufgrund längerer Inaktivität abgelaufen.', { exact: false }),
  ).toBeVisible();
});

test('staying signed in from the warning keeps the session', async ({ page }) => {
  await page.clock.install();
  await signIn(page, 'admin');
  await settled(page);
  await recordActivity(page);
  await page.clock.fastForward('59:10');
  await expectWarning(page, page.getByRole('dialog', { name: 'Automatische Abmeldung' }));
  await page.getByRole('button', { name: 'Angemeldet bleiben' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.clock.fastForward('02:00');
  await expect(page).toHaveURL(/#\/backend$/);
});
