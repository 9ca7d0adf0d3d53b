import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { totpCode } from './totp';

export const DEMO_PASSWORDS = {
  admin: 'Demo#Admin2026',
  labor: 'Demo#Labor2026',
  'dr.weber': 'Demo#Arzt2026',
  'dr.klein': 'Demo#Arzt2026',
} as const;

export type DemoUsername = keyof typeof DEMO_PASSWORDS;

/** Fills the login form (German UI) and submits it. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Signs a demo user in through the login page and the TOTP challenge, ending on the dashboard. */
export async function signIn(page: Page, username: DemoUsername): Promise<void> {
  await page.goto('/#/login');
  await submitLogin(page, username, DEMO_PASSWORDS[username]);
  await expect(page).toHaveURL(/#\/login\/two-factor-challenge/);
  await page.getByLabel('Code', { exact: true }).fill(await totpCode(username));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await onDashboard(page);
}

async function onDashboard(page: Page): Promise<void> {
  await expect(page).toHaveURL(/#\/backend$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * The device state of each account's first sign-in in this worker process, by portal (issue 30).
 * Kept in memory: Playwright starts a new worker after a failed test, which signs in afresh.
 */
const signedInStates = new Map<string, SignedInState>();

/**
 * The page as `username`'s signed-in device, on the dashboard, for a test that is not about signing
 * in. The account's first call in a worker signs in through the login page (signIn), waits for the
 * mirror's first sync and keeps the context's cookies, storage and mirror; later calls put that state
 * into the page's own fresh context and open the vault with the password, as after a reload. So an
 * account signs in once per worker instead of waiting for a fresh TOTP step (three sign-ins of one
 * account fit into 30 s), and its mirror is not bootstrapped again. A state whose server session has
 * ended (a test signed out, or an administrator locked the account) is dropped for a new sign-in.
 */
export async function signedIn(page: Page, username: DemoUsername): Promise<void> {
  const context = page.context();
  const key = `${await portalOf(page)} ${username}`;
  const state = signedInStates.get(key);
  if (state) {
    await context.setStorageState(state);
    if (await sessionAlive(page, username)) {
      await page.goto('/#/backend');
      await unlockVault(page, username);
      await onDashboard(page);
      return;
    }
    signedInStates.delete(key);
    await context.setStorageState({ cookies: [], origins: [] });
  }
  await signIn(page, username);
  // Kept only once the mirror is whole; on a machine too busy for that, the test goes on as after signIn.
  if (await untilMirrorSynced(page, FIRST_SYNC_WAIT_MS)) {
    signedInStates.set(key, await context.storageState({ indexedDB: true }));
  }
}

/** How long an account's first sign-in in a worker waits for its mirror's first sync, to keep it. */
const FIRST_SYNC_WAIT_MS = 30_000;

/** A second device of the test (a new context on the shard's portal, in German), signed in as `username` (signedIn). */
export async function signedInPage(browser: Browser, username: DemoUsername): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signedIn(page, username);
  return page;
}

/** Whether the mirror's first sync completes in time: it marks the mirror in localStorage (syncSession.ts). */
async function untilMirrorSynced(page: Page, timeoutMs: number): Promise<boolean> {
  const mirrorSynced = () =>
    page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('kundencenter.mirror.')));
  const end = Date.now() + timeoutMs;
  while (!(await mirrorSynced())) {
    if (Date.now() >= end) return false;
    await page.waitForTimeout(250);
  }
  return true;
}

/** The origin of the portal the page's context talks to (a spec may start portals of its own). */
async function portalOf(page: Page): Promise<string> {
  return new URL((await page.request.get('/healthz')).url()).origin;
}

async function sessionAlive(page: Page, username: DemoUsername): Promise<boolean> {
  const response = await page.request.get('/api/auth/user', { headers: { Accept: 'application/json' } });
  if (!response.ok()) return false;
  const body = (await response.json()) as { data?: { username?: string } };
  return body.data?.username === username;
}

/** Resolves after the page has painted twice, so that React's effects of the last render have run. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** After a reload (or in a new tab) the vault is locked: the password opens it, offline too (issue 7). */
export async function unlockVault(page: Page, username: DemoUsername): Promise<void> {
  // The new document starts the sync worker and the mirror, and loads the lock screen's chunks.
  await expect(page.getByRole('heading', { name: 'Offline-Daten gesperrt' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByLabel('Passwort').fill(DEMO_PASSWORDS[username]);
  await page.getByRole('button', { name: 'Entsperren' }).click();
  await expect(page.getByRole('heading', { name: 'Offline-Daten gesperrt' })).toBeHidden();
}
