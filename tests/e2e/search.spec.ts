import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn } from './support/signIn';
import { freshBefundId, uploadReportForWeber } from './support/uploadReport';
import { goOffline } from './support/serviceWorker';

test.use({ locale: 'de-DE' });

/** A surname no demo patient and no other spec uses. */
const SURNAME = 'Quellmalz';

async function searchFor(page: Page, term: string) {
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Suche' });
  await box.fill(term);
  // Debounced 1 s (spec §9): the results page opens by itself.
  const query = new URLSearchParams({ q: term }).toString().replace(/[+]/g, '\\+');
  await expect(page).toHaveURL(new RegExp(`#/backend/search\\?${query}$`), {
    timeout: 5_000,
  });
}

test('a staff member searches a patient’s surname and opens the report from the results', async ({
  page,
  baseURL,
}) => {
  const befundId = freshBefundId();
  await uploadReportForWeber(baseURL ?? '', befundId, [SURNAME, 'Greta']);
  await signedIn(page, 'labor');
  await searchFor(page, SURNAME.slice(0, 5).toLowerCase());
  const reports = page.getByTestId('search-group-report');
  await expect(reports.getByRole('heading', { name: /^Befunde/ })).toBeVisible();
  const hit = reports.getByRole('button', { name: new RegExp(`${SURNAME}, Greta`) });
  await expect(hit).toBeVisible();
  // The match is highlighted as text, not markup.
  await expect(hit.locator('mark')).toHaveText('Quell');
  await hit.click();
  await expect(page.getByTestId('report-pdf')).toHaveAttribute('src', /^blob:/, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Schließen' }).click();
  await searchFor(page, 'Zzyzx');
  await expect(page.getByTestId('search-empty')).toHaveText('Keine Suchergebnisse für „Zzyzx“.');
});

test('offline, the search says so and still finds the patient on the device', async ({
  page,
  context,
  baseURL,
}) => {
  const befundId = freshBefundId();
  await uploadReportForWeber(baseURL ?? '', befundId, [SURNAME, 'Hanna']);
  await signedIn(page, 'labor');
  // The new report has reached the mirror (the staff list shows it from there).
  await page.getByRole('link', { name: /^Befunde/ }).click();
  await expect(page.locator(`[data-testid="report-row"][data-befund-id="${befundId}"]`)).toBeVisible();

  await goOffline(page);
  await searchFor(page, `${SURNAME} Hanna`);
  // The device's search runs in the sync worker, after whatever it is doing (a pull, PDFs).
  await expect(page.getByTestId('search-offline')).toContainText('Offline', { timeout: 20_000 });
  // This attempt's report (a retry finds the first attempt's too).
  await expect(
    page
      .getByTestId('search-group-report')
      .getByRole('button', { name: new RegExp(`${SURNAME}, Hanna ${befundId}`) }),
  ).toBeVisible();
  await context.setOffline(false);
});

test('doctors have no search box (spec §6)', async ({ page }) => {
  await signedIn(page, 'dr.weber');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('search')).toHaveCount(0);
  await expect(page.getByTestId('navbar-search-open')).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search opens in a dialog', async ({ page }) => {
    await signedIn(page, 'labor');
    await page.getByTestId('navbar-search-open').click();
    await page.getByRole('dialog').getByRole('searchbox', { name: 'Suche' }).fill('Weber');
    await page.getByRole('dialog').getByRole('searchbox', { name: 'Suche' }).press('Enter');
    await expect(page).toHaveURL(/#\/backend\/search\?q=Weber$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('search-group-doctor')).toContainText('Katharina Weber');
  });
});
