import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, unlockVault } from './support/signIn';
import { goOffline } from './support/serviceWorker';

test.use({ locale: 'de-DE' });

/** Everything the user's IndexedDB holds, as text: strings, and binary data byte by byte. */
async function rawMirror(page: Page): Promise<{ text: string; files: number }> {
  return page.evaluate(async () => {
    const user = ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(`kundencenter-${user.uuid}`);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const flatten = (value: unknown): string => {
      if (value instanceof ArrayBuffer) return String.fromCharCode(...new Uint8Array(value).slice(0, 4096));
      if (Array.isArray(value)) return value.map(flatten).join(' ');
      if (value && typeof value === 'object') return Object.values(value).map(flatten).join(' ');
      return String(value);
    };
    const parts: string[] = [];
    let files = 0;
    for (const name of Array.from(db.objectStoreNames)) {
      const rows = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(request.result as unknown[]);
        request.onerror = () => reject(request.error);
      });
      if (name === 'reportFile') files = rows.length;
      parts.push(...rows.map(flatten));
    }
    db.close();
    return { text: parts.join('\n'), files };
  });
}

async function openReports(page: Page) {
  await page.getByRole('link', { name: /^Befunde/ }).click();
  await expect(page.getByTestId('report-row').first()).toBeVisible();
  // The worker keeps the PDFs of unread and recent reports on the device.
  await expect(page.getByTestId('report-offline-available').first()).toBeVisible({ timeout: 15_000 });
}

test('after sign-in and sync, the device holds no patient name and no PDF byte in clear', async ({
  page,
}) => {
  await signIn(page, 'dr.weber');
  await openReports(page);
  // Every patient the list shows, as the stored data would spell them (fields, file names).
  const patients = (await page.getByTestId('report-row').locator('td:nth-child(3)').allTextContents()).map(
    (cell) => cell.split(',').map((part) => part.trim()),
  );
  expect(patients.length).toBeGreaterThan(5);
  const { text, files } = await rawMirror(page);
  expect(files).toBeGreaterThan(0);
  expect(text).toContain('A-100483'); // the reference data is there, in clear
  for (const [nachname, vorname] of patients) {
    expect(text).not.toContain(`${nachname} ${vorname}`);
    expect(text).not.toContain(`${nachname}_${vorname}`);
  }
  expect(text).not.toContain('%PDF');
});

test('a reload locks the vault; offline, the password unlocks it and a report opens', async ({
  page,
  context,
}) => {
  await signIn(page, 'dr.klein');
  await openReports(page);

  await goOffline(page);
  await page.reload();
  await unlockVault(page, 'dr.klein');
  const row = page
    .getByTestId('report-row')
    .filter({ has: page.getByTestId('report-offline-available') })
    .first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /öffnen$/ }).click();
  await expect(page.getByTestId('report-viewer').getByTestId('report-pdf')).toHaveAttribute('src', /^blob:/);
  await context.setOffline(false);
});

test('five wrong passwords on the lock screen wipe the data on the device', async ({ page }) => {
  await signIn(page, 'admin');
  const uuid = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data.uuid,
  );
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Offline-Daten gesperrt' })).toBeVisible();
  for (let left = 4; left >= 1; left--) {
    await page.getByLabel('Passwort').fill('Falsch#2026');
    await page.getByRole('button', { name: 'Entsperren' }).click();
    await expect(page.getByText(new RegExp(`Noch ${left} Versuch`))).toBeVisible();
  }
  await page.getByLabel('Passwort').fill('Falsch#2026');
  await page.getByRole('button', { name: 'Entsperren' }).click();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByText('Offline-Daten gelöscht')).toBeVisible();
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(databases).not.toContain(`kundencenter-${uuid}`);
});

test.describe('the lock screen on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('shows the logo, whose data it guards and the language switch, and fits the screen', async ({
    page,
  }) => {
    await signIn(page, 'dr.weber');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Offline-Daten gesperrt' })).toBeVisible();
    await expect(page.getByTestId('vault-logo')).toBeVisible();
    await expect(page.getByText('Kundencenter', { exact: true })).toBeVisible();
    await expect(page.getByTestId('vault-user')).toContainText('Angemeldet als');
    await expect(page.getByTestId('vault-user')).toContainText('Weber');
    await expect(page.getByText(/Nach fünf falschen Passwörtern/)).toBeVisible();
    for (const name of ['Benutzer wechseln', 'Abmelden']) {
      await expect(page.getByRole('button', { name })).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Englisch' }).click();
    await expect(page.getByRole('heading', { name: 'Offline data locked' })).toBeVisible();
    await expect(page.getByTestId('vault-user')).toContainText('Signed in as');
    await page.getByRole('button', { name: 'German' }).click();
    await unlockVault(page, 'dr.weber');
  });
});

test('signing out on the lock screen warns about unsent actions, then deletes the data', async ({ page }) => {
  await signIn(page, 'dr.weber');
  const uuid = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data.uuid,
  );
  await expect(page.getByTestId('activity-unread-count')).toHaveText(/\d+/);
  // The server does not take the action: it stays in the outbox.
  await page.route('**/api/notifications/**', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: /Aktivitäten/ }).click();
  await page.getByRole('button', { name: 'Als gelesen markieren' }).first().click();
  await expect(page.getByTestId('unsent-count')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Offline-Daten gesperrt' })).toBeVisible();

  // The app's own dialog asks (issue 26), not the browser's.
  const ask = page.getByRole('dialog', { name: 'Nicht gesendete Änderungen' });
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(ask).toContainText('noch nicht an den Server gesendet');
  await ask.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Offline-Daten gesperrt' })).toBeVisible();

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await ask.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/#\/login/);
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(databases).not.toContain(`kundencenter-${uuid}`);
});

test('switching the user on the lock screen signs out and keeps the sealed data for a return', async ({
  page,
}) => {
  await signIn(page, 'dr.klein');
  const uuid = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data.uuid,
  );
  await page.reload();
  await page.getByRole('button', { name: 'Benutzer wechseln' }).click();
  await expect(page).toHaveURL(/#\/login/);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  const databases = await page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
  expect(databases).toContain(`kundencenter-${uuid}`);
});
