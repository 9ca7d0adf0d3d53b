import { expect, test } from './fixtures';
import { checkScreen, VIEWPORTS, type ViewportName } from './support/layoutChecks';
import { signIn, unlockVault } from './support/signIn';

/**
 * Issue 27 'Done when': dr.weber opens a report of a patient with a history, sees its values, opens
 * the cumulative findings and a potassium trend, goes offline, reloads, unlocks and sees the same;
 * at laptop and phone size.
 *
 * SKELETON for the lead (results-screens branch): the demo data with results (dr.weber's patients
 * with a 6-12 month history) is another helper's part and not on this branch. Until it is merged
 * the tests are `fixme`. What needs the demo data is marked DEMO below: the patient's name and the
 * count of samples. The live part (a new critical report imported through /fhir/R4 appears in the
 * open view, the dialog names the value) belongs after the offline part; see criticalResults.spec.ts
 * for the token and the import, and expect `critical-values` to contain 'Kalium 7,1 mmol/l (3,5–5,1) HH'.
 */
test.use({ locale: 'de-DE' });

/** DEMO: a patient of dr.weber's with a history including potassium (surname as the demo seeds it). */
const PATIENT = process.env.E2E_RESULTS_PATIENT ?? 'Sommer';

for (const size of ['laptop', 'phone'] as ViewportName[]) {
  test.fixme(`dr.weber reads a patient's values, cumulative findings and potassium trend, also offline (${size})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize(VIEWPORTS[size]);
    await signIn(page, 'dr.weber');

    // Patients: search on the device, open the cumulative findings.
    await page.getByRole('link', { name: /^Patienten/ }).click();
    await page.getByLabel('Patient suchen').fill(PATIENT);
    const hit = page.getByTestId('patient-hit').filter({ hasText: PATIENT }).first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page.getByTestId('cumulative-patient')).toContainText(PATIENT);
    await checkScreen(page, testInfo, `cumulative findings ${size}`);

    if (size === 'laptop') {
      const potassium = page.locator('[data-testid="cumulative-row"][data-code="K"]');
      // DEMO: the history has 6-12 samples, so several values per row.
      await expect(potassium.getByTestId('cumulative-value').first()).toBeVisible();
      await potassium.getByRole('checkbox').check();
    } else {
      await expect(page.getByTestId('cumulative-stepper')).toBeVisible();
      await page.getByLabel('Untersuchung').selectOption({ label: 'Kalium (mmol/l)' });
      await page.getByRole('checkbox', { name: /Kalium im Verlauf zeigen/ }).check();
    }
    const trend = page.getByTestId('trend-panel');
    await expect(trend).toContainText('Verlauf: Kalium');
    await expect(trend.getByTestId('trend-chart').locator('canvas')).toBeVisible();
    await checkScreen(page, testInfo, `potassium trend ${size}`);

    // A value's report: its values beside (laptop) or before (phone) the PDF.
    await trend.getByText('Werte als Liste').click();
    await trend.getByTestId('trend-values').getByRole('button').first().click();
    const viewer = page.getByTestId('report-viewer-panel');
    await expect(viewer.getByTestId('report-results')).toBeVisible();
    await expect(viewer.getByTestId('report-result').filter({ hasText: 'Kalium' })).toBeVisible();
    await checkScreen(page, testInfo, `report with values ${size}`);
    await viewer.getByRole('button', { name: 'Schließen' }).click();
    const url = page.url();
    const valuesOnline = await page.getByTestId('cumulative-value').allTextContents();

    // Offline: reload, unlock, the same view from the mirror.
    await context.setOffline(true);
    await page.goto(url);
    await unlockVault(page, 'dr.weber');
    await expect(page.getByTestId('cumulative-patient')).toContainText(PATIENT);
    await expect.poll(() => page.getByTestId('cumulative-value').allTextContents()).toEqual(valuesOnline);
    await context.setOffline(false);
  });
}
