import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { checkScreen, VIEWPORTS } from './support/layoutChecks';
import { signedIn } from './support/signIn';

/**
 * Issue 28, the catalogue of analyses: labor finds an analysis, adds one (told of a taken code by
 * the field), withdraws and restores it through the app's dialog, at a phone's and a laptop's size.
 */
test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

const CODE = `E2E${Date.now() % 100_000}`;

test('labor searches the catalogue, adds an analysis, withdraws and restores it', async ({ page }) => {
  await signedIn(page, 'labor');
  await page.getByRole('link', { name: 'Analysenkatalog' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analysenkatalog' })).toBeVisible();
  await page.getByLabel('Suche (Code, LOINC, Name)').fill('718-7');
  await expect(page.getByTestId('analysis-item')).toHaveCount(1);
  await expect(page.getByTestId('analysis-item')).toContainText('Hämoglobin');
  await expect(page.getByTestId('analysis-item')).toContainText('EDTA-Blut');
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, test.info(), `analyses list ${size}`);
  }

  await page.getByRole('button', { name: 'Neue Analyse' }).click();
  const form = page.getByTestId('analysis-form');
  await form.getByLabel('Code').fill('HB');
  await form.getByLabel('Name (deutsch)').fill('E2E-Analyse');
  await form.getByLabel('Name (englisch)').fill('E2E analysis');
  await form.getByLabel('Gruppe (deutsch)').fill('Niere');
  await form.getByLabel('Gruppe (deutsch)').blur();
  await expect(form.getByLabel('Gruppe (englisch)')).toHaveValue('Kidney');
  await form.getByLabel('Material').selectOption('urine');
  await form.getByLabel('Röhrchen').selectOption('urine');
  await form.getByLabel('Volumen (ml)').fill('2,5');
  await form.getByLabel('Stabilität (Stunden)').fill('24');
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, test.info(), `analysis form ${size}`);
  }
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await expect(form.getByText('Diesen Code gibt es im Katalog bereits.')).toBeVisible();
  await form.getByLabel('Code').fill(CODE);
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await expect(form).toBeHidden();

  await page.getByLabel('Suche (Code, LOINC, Name)').fill(CODE);
  const item = page.getByTestId('analysis-item').filter({ hasText: CODE });
  await expect(item).toContainText('2,5 ml');
  await item.getByRole('button', { name: 'Zurückziehen' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(page.getByTestId('analysis-item')).toHaveCount(0);
  await page.getByLabel('Stand').selectOption('withdrawn');
  await expect(item.getByTestId('withdrawn-mark')).toBeVisible();
  await item.getByRole('button', { name: 'Wiederherstellen' }).click();
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Wiederherstellen' }).click();
  await expect(page.getByTestId('analysis-item')).toHaveCount(0);

  await page.getByRole('link', { name: 'Analysenprofile' }).click();
  await expect(page.getByTestId('profile-item').filter({ hasText: 'Schilddrüse' })).toContainText(
    'TSH, FT4, FT3',
  );
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, test.info(), `analysis profiles ${size}`);
  }
});
