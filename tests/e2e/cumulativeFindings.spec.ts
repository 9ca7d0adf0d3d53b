import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  acknowledgeOpenCriticalReports,
  createImportToken,
  criticalPotassiumBundle,
  importBundle,
} from './support/labImport';
import { checkScreen, VIEWPORTS, type ViewportName } from './support/layoutChecks';
import { signedIn, unlockVault } from './support/signIn';
import { freshBefundId } from './support/uploadReport';
import { goOffline } from './support/serviceWorker';

/**
 * Issue 27 'Done when', at laptop and phone size: dr.weber opens a report of Erika Mustermann, who
 * has a history in the demo data (README 'Results as data'), sees its values, opens her cumulative
 * findings (from the report, and from the patients' search by name and by birth date) and the
 * potassium trend; offline she reloads, unlocks and sees the same; back online the laboratory
 * imports her next report (docs/samples/fhir-bundle-critical-potassium.json) and the open
 * cumulative view shows its column at once, the critical dialog naming the value.
 *
 * The specs share one server (playwright.config.ts: one worker, files in turn), so the spec counts
 * Erika's reports where it finds them (criticalResults.spec.ts adds two before) and each import is
 * a new report: a befund id of its own (the import keeps one report per content) and the sample
 * time of now, so that it is her newest column whatever date the sample file carries.
 */
test.use({ locale: 'de-DE' });

test.afterAll(async ({ browserName }, testInfo) => {
  void browserName; // Playwright hands the worker's fixtures first; only the info is needed.
  await acknowledgeOpenCriticalReports(testInfo.project.use.baseURL ?? '', 'dr.weber');
});

/** The demo's patient with a history (demoPatientHistories.ts) and the potassium of her newest report. */
const PATIENT = 'Mustermann, Erika';
const BIRTH_DATE = '12.04.1961';
/** Demo: eight reports with results; the sample imports add more. */
const DEMO_VISITS = 8;
/** How the app writes the critical potassium (de: decimal comma, the range with an en dash). */
const CRITICAL_POTASSIUM = 'Kalium 7,1 mmol/l (3,5–5,1) HH';

/** Erika's potassium values as the open cumulative view shows them: the table's row, or the phone's list. */
function potassiumValues(page: Page, size: ViewportName) {
  return size === 'laptop'
    ? page.locator('[data-testid="cumulative-row"][data-code="K"]').getByTestId('cumulative-value')
    : page.getByTestId('cumulative-values').getByTestId('cumulative-value');
}

/**
 * How many samples the open view counts: the laptop's table shows six at a time and says how many
 * there are ('Proben 1–6 von 10'), the phone lists the chosen analyte's values.
 */
async function sampleCount(page: Page, size: ViewportName): Promise<number> {
  if (size === 'phone') return page.getByTestId('cumulative-value-item').count();
  const paging = await page.getByTestId('cumulative-paging').textContent();
  return Number(/Proben 1–\d+ von (\d+)/.exec(paging ?? '')?.[1]);
}

/** On the phone one analyte at a time: potassium is chosen in the picker. */
async function showPotassium(page: Page, size: ViewportName) {
  if (size === 'phone')
    await page.getByLabel('Untersuchung', { exact: true }).selectOption({ label: 'Kalium (mmol/l)' });
  await expect(page.getByTestId('cumulative-patient')).toContainText(`${PATIENT}, geb. ${BIRTH_DATE}`);
  await expect(potassiumValues(page, size).first()).toBeVisible();
}

/** Potassium's trend: the chart's canvas and the same values as a list. */
async function showPotassiumTrend(page: Page) {
  await page.getByRole('checkbox', { name: 'Kalium im Verlauf zeigen' }).check();
  const trend = page.getByTestId('trend-panel');
  await expect(trend.getByRole('heading', { name: 'Verlauf: Kalium (mmol/l)' })).toBeVisible();
  await expect(trend.getByTestId('trend-chart').locator('canvas').first()).toBeVisible();
  await trend.getByText('Werte als Liste').click();
  const values = trend.getByTestId('trend-values').getByRole('listitem');
  await expect(values.first()).toContainText('Kalium: 7,1 mmol/l');
  expect(await values.count()).toBeGreaterThanOrEqual(DEMO_VISITS);
}

for (const size of ['laptop', 'phone'] as ViewportName[]) {
  test(`dr.weber reads a patient's values, cumulative findings and potassium trend, also offline, and a new critical report joins them live (${size})`, async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const baseUrl = testInfo.project.use.baseURL ?? '';
    await page.setViewportSize(VIEWPORTS[size]);
    await signedIn(page, 'dr.weber');

    // The report list: her newest report, with the way to her cumulative findings in its row.
    await page.goto('/#/backend/reports?search=Mustermann');
    const row = page.getByTestId('report-row').filter({ hasText: 'Mustermann' }).first();
    await expect(row.getByTestId('report-row-cumulative')).toBeVisible();
    await row.getByRole('button', { name: /öffnen$/ }).click();

    // Its values: beside the PDF on the laptop, first of the two on the phone.
    const viewer = page.getByTestId('report-viewer-panel');
    await expect(
      viewer.getByTestId(size === 'laptop' ? 'report-results-table' : 'report-results-list'),
    ).toBeVisible();
    const potassium = viewer.locator('[data-testid="report-result"][data-code="K"]');
    await expect(potassium).toContainText('Kalium');
    await expect(potassium).toContainText('7,1');
    await expect(potassium.getByTestId('result-flag')).toContainText('HH');
    await expect(potassium).toContainText('3,5–5,1');
    // The values scroll in a box of their own; with nothing focusable in it, the box takes the focus.
    const values = viewer.getByRole('group', { name: 'Werte des Befunds' });
    await values.focus();
    await expect(values).toBeFocused();
    await checkScreen(page, testInfo, `report with values ${size}`);

    // Her cumulative findings, from the report.
    await viewer.getByTestId('report-cumulative-link').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kumulativbefund' })).toBeVisible();
    await showPotassium(page, size);
    expect(await sampleCount(page, size)).toBeGreaterThanOrEqual(DEMO_VISITS);
    const cumulativeUrl = page.url();

    // The patients' search on the device finds her by name and by birth date.
    await page.getByRole('main').getByRole('link', { name: 'Patienten', exact: true }).click();
    const search = page.getByLabel('Patient suchen');
    for (const term of ['mustermann erika', BIRTH_DATE]) {
      await search.fill(term);
      await expect(page.getByTestId('patient-hit')).toHaveCount(1);
      await expect(page.getByTestId('patient-hit')).toContainText(PATIENT);
    }
    await page.getByTestId('patient-hit').getByRole('link').click();
    await expect(page).toHaveURL(cumulativeUrl);
    await showPotassium(page, size);
    await checkScreen(page, testInfo, `cumulative findings ${size}`);

    await showPotassiumTrend(page);
    await checkScreen(page, testInfo, `potassium trend ${size}`);
    const valuesOnline = await potassiumValues(page, size).allTextContents();
    const samplesOnline = await sampleCount(page, size);

    // Offline on a house visit: reload, unlock, the same from the mirror.
    await goOffline(page);
    await page.reload();
    await unlockVault(page, 'dr.weber');
    await expect(page.getByTestId('sync-state')).toHaveText('Offline');
    await showPotassium(page, size);
    await expect(potassiumValues(page, size)).toHaveText(valuesOnline);
    expect(await sampleCount(page, size)).toBe(samplesOnline);
    await showPotassiumTrend(page);

    // Back online, the lab imports her next report: its column comes into the open view, the dialog names the value.
    await context.setOffline(false);
    await expect(page.getByTestId('sync-state')).not.toHaveText('Offline');
    const befundId = freshBefundId();
    const token = await createImportToken(baseUrl, `LIS-E2E-results-${size}`);
    await importBundle(request, token, criticalPotassiumBundle(befundId, new Date()));
    const dialog = page.getByRole('alertdialog', { name: 'Kritischer Befund' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toContainText(befundId);
    await expect(dialog.getByTestId('critical-values')).toHaveText(CRITICAL_POTASSIUM);
    await dialog.getByRole('button', { name: 'Zur Kenntnis genommen' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => sampleCount(page, size)).toBe(samplesOnline + 1);
    if (size === 'laptop') {
      await expect(page.getByTestId('cumulative-column').first()).toContainText(befundId);
    } else {
      await expect(page.getByTestId('cumulative-value-item').first()).toContainText(befundId);
    }
    await expect(potassiumValues(page, size).first()).toHaveText('7,1');
  });
}
