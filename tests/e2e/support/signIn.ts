import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
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
  await expect(page).toHaveURL(/#\/backend$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
