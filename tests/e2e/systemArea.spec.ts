import type { Page } from '@playwright/test';
import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { checkScreen, VIEWPORTS } from './support/layoutChecks';
import { signedIn } from './support/signIn';

/**
 * Issue 14, the system area: what an admin changes there takes effect on other people's open
 * pages without a re-login, and the laboratory's name follows the settings at once. Each test
 * puts the demo laboratory back as it found it (the specs share one server).
 */
test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

const go = (page: Page, path: string) =>
  page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Hauptnavigation' });

async function setUpload(admin: Page, granted: boolean): Promise<void> {
  await go(admin, '/backend/system/roles-permissions/roles');
  const row = admin.getByTestId('role-list-row').filter({ hasText: /^Labor/ });
  await row.getByRole('link', { name: 'Bearbeiten' }).click();
  const form = admin.getByTestId('role-form');
  await expect(form.getByLabel('Name')).toHaveValue('Labor');
  // Issue 26: the permissions read German in the German editor; the string stays the value.
  await expect(form.getByLabel('list tickets', { exact: true })).toHaveCount(0);
  await expect(form.getByLabel('Tickets ansehen', { exact: true })).toHaveValue('list tickets');
  const upload = form.getByLabel('Befunde hochladen (alle Befunde sehen)', { exact: true });
  if (granted) await upload.check();
  else await upload.uncheck();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(admin.getByTestId('role-list')).toBeVisible();
}

test('an admin withdraws a permission from a role and a signed-in member loses the sidebar entry without re-login', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signedIn(page, 'labor');
  await expect(sidebar(page).getByRole('link', { name: 'Befund-Upload' })).toBeVisible();

  const adminContext = await browser.newContext({
    locale: 'de-DE',
    viewport: { width: 1366, height: 768 },
    ...WITHOUT_SERVICE_WORKER,
  });
  const admin = await adminContext.newPage();
  await signedIn(admin, 'admin');
  try {
    await setUpload(admin, false);
    await expect(sidebar(page).getByRole('link', { name: 'Befund-Upload' })).toHaveCount(0, {
      timeout: 15_000,
    });
    // Her open page still works, and the route itself now says 'Keine Berechtigung'.
    await go(page, '/backend/reports/upload');
    await expect(page.getByText('Keine Berechtigung').first()).toBeVisible();
  } finally {
    await setUpload(admin, true);
    await adminContext.close();
  }
  await expect(sidebar(page).getByRole('link', { name: 'Befund-Upload' })).toBeVisible({ timeout: 15_000 });
});

test('an admin renames the laboratory and the page title shows the new name', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signedIn(page, 'admin');
  // The avatar menu leads to the system settings.
  await page.getByRole('button', { name: /Benutzermenü|User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Systemeinstellungen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Systemeinstellungen' })).toBeVisible();

  const field = page.getByTestId('settings-form').getByLabel('Name des Labors');
  const original = await field.inputValue();
  const renamed = `Labor Nord ${Date.now()}`;
  try {
    await field.fill(renamed);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page).toHaveTitle(new RegExp(`${renamed}$`));
    await expect(sidebar(page)).toContainText(renamed);
    // Empty: the field's message, nothing saved.
    await field.fill('');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Bitte geben Sie den Namen des Labors ein.')).toBeVisible();
    // A fresh load asks the server, which answers the stored name.
    await page.reload();
    await expect(page).toHaveTitle(new RegExp(`${renamed}$`));
  } finally {
    await page.evaluate(async (name) => {
      const xsrf = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('XSRF-TOKEN='))
          ?.slice(11) ?? '',
      );
      await fetch('/api/settings', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify({ labName: name }),
      });
    }, original);
  }
});

test('an admin creates a machine token, sees it once, and revokes it; the token then opens nothing', async ({
  page,
  playwright,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedIn(page, 'admin');
  await go(page, '/backend/system/api-tokens');
  await expect(page.getByRole('heading', { name: 'API-Zugänge' })).toBeVisible();
  const name = `LIS-Test-${Date.now()}`;
  await page.getByLabel('Name des Zugangs').fill(name);
  await page.getByRole('button', { name: 'Zugang anlegen' }).click();
  const plain = await page.getByTestId('api-token-plain').innerText();
  expect(plain.length).toBeGreaterThan(20);
  const row = page.getByTestId('api-token-list').getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Zuletzt benutzt: nie');

  const machine = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const asMachine = () =>
    machine.post('/api/ldt', { headers: { Authorization: `Bearer ${plain}` }, data: Buffer.from('kaputt') });
  expect((await asMachine()).status()).toBe(422);

  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, testInfo, `api tokens (${size})`);
  }
  await row.getByRole('button', { name: 'Widerrufen' }).click();
  await page
    .getByRole('dialog', {
      name: `Zugang „${name}“ widerrufen? Die Maschine erhält danach keinen Zugriff mehr.`,
    })
    .getByRole('button', { name: 'Widerrufen' })
    .click();
  await expect(row).toContainText('Widerrufen:');
  expect((await asMachine()).status()).toBe(401);
  await machine.dispose();
});
