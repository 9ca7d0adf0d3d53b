import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { checkScreen, VIEWPORTS } from './support/layoutChecks';
import { signedIn } from './support/signIn';

/**
 * Issue 16, 'staff with a permission for content maintain all of them': labor keeps the iEC
 * catalogue (sources, substances; groups alike) from its maintenance page, with the contract's
 * texts beside a wrong field, and a doctor is not offered the page.
 */
test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

const CITATION = `Testquelle e2e ${Date.now()}: Umweltmedizinische Laborwerte, 3. Aufl.`;
const NAME = `Testsubstanz ${Date.now()}`;

test('labor adds a source and a substance citing it, is told of a wrong CAS number, and removes both', async ({
  page,
}) => {
  await signedIn(page, 'labor');
  await page.getByRole('link', { name: 'iEC-Inhalte' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'iEC-Inhalte' })).toBeVisible();
  await expect(page.getByTestId('iec-content-item').first()).toBeVisible();

  await page.getByRole('button', { name: 'Quellen', exact: true }).click();
  await page.getByRole('button', { name: 'Neue Quelle' }).click();
  const form = page.getByTestId('iec-content-form');
  await form.getByLabel('Quellenangabe').fill(CITATION);
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page.getByTestId('iec-content-item').filter({ hasText: CITATION })).toBeVisible();

  await page.getByRole('button', { name: 'Substanzen', exact: true }).click();
  await page.getByRole('button', { name: 'Neue Substanz' }).click();
  await form.getByLabel('Name (Deutsch)').fill(NAME);
  await form.getByLabel('Name (Englisch)').fill(`${NAME} (en)`);
  await form.getByLabel('CAS-Nummer').fill('123-45-6');
  await form.getByLabel('Kurzinfo (Deutsch)').fill('Nur für den Test angelegt.');
  await form.getByLabel('Kurzinfo (Englisch)').fill('Created for the test only.');
  await form.getByLabel(CITATION).check();
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, test.info(), `iEC content substance form ${size}`);
  }
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await expect(form.getByText('Bitte geben Sie eine gültige CAS-Nummer an (z. B. 7439-97-6).')).toBeVisible();
  await form.getByLabel('CAS-Nummer').fill('123-45-5');
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await expect(form).toBeHidden();

  await page.getByLabel('Suchen').fill('123-45-5');
  const item = page.getByTestId('iec-content-item').filter({ hasText: NAME });
  await expect(item).toContainText('1 Quelle');
  await expect(page.getByTestId('iec-content-count')).toHaveText('1 Eintrag');
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, test.info(), `iEC content substances ${size}`);
  }

  await item.getByRole('button', { name: 'Löschen' }).click();
  await page.getByTestId('iec-content-delete').getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByTestId('iec-content-count')).toHaveText('0 Einträge');
  await page.getByRole('button', { name: 'Quellen', exact: true }).click();
  const source = page.getByTestId('iec-content-item').filter({ hasText: CITATION });
  await source.getByRole('button', { name: 'Löschen' }).click();
  await page.getByTestId('iec-content-delete').getByRole('button', { name: 'Löschen' }).click();
  await expect(source).toBeHidden();
});

test('a doctor is not offered the maintenance page and is turned away from its address', async ({ page }) => {
  await signedIn(page, 'dr.weber');
  await expect(page.getByRole('link', { name: 'iEC-Inhalte' })).toHaveCount(0);
  await page.goto('/#/backend/iec/content');
  await expect(
    page.getByText('Sie haben nicht die benötigte Berechtigung um diese URL aufzurufen.'),
  ).toBeVisible();
});
