import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiSession } from './support/apiSession';
import { checkScreen, VIEWPORTS, type ViewportName } from './support/layoutChecks';
import { DEMO_PASSWORDS, signedIn, unlockVault } from './support/signIn';
import { goOffline } from './support/serviceWorker';

/**
 * Issue 28 'Done when', at laptop and phone size: dr.weber goes offline, enters an order for a new
 * patient with a profile and two single analyses, prints the labels (a PDF; the barcodes are decoded
 * by src/app/features/orders/print's tests), reloads offline, unlocks and sends it; back online the
 * order goes out. The laboratory system is scripts/lis-orders.ts, run as the README documents it: it
 * collects the order as FHIR and as LDT, acknowledges receipt, moves it on (a Task and the status
 * endpoint) and imports the report with values; dr.weber's open order page follows each step live
 * and ends on the report.
 */
test.use({ locale: 'de-DE' });

const run = promisify(execFile);

/** A token of the admin's for the LIS: collect orders, report their status, import reports. */
async function lisToken(baseUrl: string, name: string): Promise<string> {
  const admin = await apiSession(baseUrl, 'admin', DEMO_PASSWORDS.admin);
  const created = await admin('POST', `/api/tokens/create/${name}`, {
    abilities: ['orders:read', 'orders:status', 'reports:import'],
  });
  return ((await created.json()) as { plainTextToken: string }).plainTextToken;
}

/** `node --import tsx scripts/lis-orders.ts --url … --token … <args>`; its output. */
async function lis(baseUrl: string, token: string, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', 'scripts/lis-orders.ts', '--url', baseUrl, '--token', token, ...args],
    { timeout: 30_000 },
  );
  return stdout;
}

/** The patient no demo report names: a new one of each run. */
function newPatient(size: ViewportName) {
  return { nachname: `Auftragtest-${size}-${Date.now().toString(36)}`, vorname: 'Clara' };
}

async function chooseAnalysis(page: Page, search: string, name: RegExp) {
  await page.getByTestId('picker-search').click();
  await page.getByTestId('analysis-search').fill(search);
  await page.getByTestId('analysis-option').filter({ hasText: name }).first().click();
}

async function expectStatus(page: Page, status: string) {
  await expect(page.getByTestId('order-header').getByTestId('order-status')).toHaveText(status, {
    timeout: 15_000,
  });
}

for (const size of ['laptop', 'phone'] as ViewportName[]) {
  test(`dr.weber enters an order offline, prints its labels, sends it, and follows it to the report (${size})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(180_000);
    const baseUrl = testInfo.project.use.baseURL ?? '';
    const patient = newPatient(size);
    await page.setViewportSize(VIEWPORTS[size]);
    await signedIn(page, 'dr.weber');

    // Online once: the device leases its block of order numbers, then the practice goes offline.
    await page.goto('/#/backend/orders/new');
    await expect(page.getByTestId('order-form')).toBeVisible();
    await expect(page.getByTestId('order-labels-roll')).toBeEnabled({ timeout: 20_000 });
    await expect(page.getByTestId('order-number-notice')).toHaveCount(0);
    // The app shell is installed (service worker in control) before the network goes.
    await goOffline(page);
    await expect(page.getByTestId('sync-state')).toHaveText('Offline');

    // The order: a new patient, the thyroid profile and two single analyses.
    await page.getByLabel('Nachname').fill(patient.nachname);
    await page.getByLabel('Vorname').fill(patient.vorname);
    await page.getByLabel('Geburtsdatum').fill('1984-06-15');
    await page.getByLabel('Geschlecht').selectOption({ label: 'weiblich' });
    await page.getByLabel('Praxis', { exact: true }).selectOption({ index: 1 });
    await page.getByTestId('picker-profiles').click();
    await page.getByTestId('profile-option').filter({ hasText: 'Schilddrüse' }).click();
    await chooseAnalysis(page, 'Ferritin', /Ferritin/);
    await chooseAnalysis(page, 'HbA1c', /HbA1c/);
    const chosen = page.getByTestId('chosen-analyses').getByTestId('chosen-analysis');
    expect(await chosen.count()).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('chosen-analyses').getByTestId('from-profile').first()).toBeVisible();
    await page.getByLabel('Fragestellung / Diagnose').fill('Müdigkeit, V. a. Hypothyreose');
    await checkScreen(page, testInfo, `order entry ${size}`);

    // Labels, offline: the number is final now, and the PDF is made on the device.
    const download = page.waitForEvent('download');
    await page.getByTestId('order-labels-roll').click();
    const labels = await download;
    const pdf = readFileSync((await labels.path()) ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const number = /Auftragsnummer (\d{10})/.exec(
      (await page.getByTestId('order-number').textContent()) ?? '',
    )?.[1];
    expect(number, 'the draft holds its order number').toMatch(/^\d{10}$/);
    expect(labels.suggestedFilename()).toContain(number);
    expect(labels.suggestedFilename()).not.toContain(patient.nachname);

    // Reload offline: the draft is on the device, sealed; unlocked, it comes back with its number.
    await page.reload();
    await unlockVault(page, 'dr.weber');
    await page.goto('/#/backend/orders/new');
    const draft = page.getByTestId('order-draft').filter({ hasText: patient.nachname });
    await expect(draft).toBeVisible();
    await draft.getByRole('link', { name: 'Fortsetzen' }).click();
    await expect(page.getByTestId('order-number')).toContainText(number ?? '');
    await expect(page.getByLabel('Nachname')).toHaveValue(patient.nachname);

    // Sent offline: queued, shown as pending on its page and in the list.
    await page.getByTestId('order-send').click();
    await expect(page).toHaveURL(/#\/backend\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-pending-notice')).toBeVisible();
    const orderUrl = page.url();
    await page.goto('/#/backend/orders');
    // A table on the laptop, cards on the phone.
    const row = page
      .getByTestId(size === 'laptop' ? 'order-row' : 'order-card')
      .filter({ hasText: patient.nachname });
    await expect(row.getByTestId('pending-mark')).toBeVisible();
    await checkScreen(page, testInfo, `orders list with a pending order ${size}`);

    // Back online: the order goes out once and arrives as Neu.
    await context.setOffline(false);
    await expect(row.getByTestId('pending-mark')).toHaveCount(0, { timeout: 20_000 });
    await page.goto(orderUrl);
    await expectStatus(page, 'Neu');

    // The laboratory system collects it, as FHIR and as LDT 3.
    const token = await lisToken(baseUrl, `LIS-E2E-orders-${size}`);
    const out = mkdtempSync(join(tmpdir(), 'lis-orders-'));
    await lis(baseUrl, token, 'fetch-fhir', '--out', join(out, 'orders.json'));
    const bundle = readFileSync(join(out, 'orders.json'), 'utf8');
    expect(bundle).toContain(`"value": "${number}"`);
    await lis(baseUrl, token, 'fetch-ldt', '--out', join(out, 'orders.ldt'));
    const ldt = readFileSync(join(out, 'orders.ldt')).toString('latin1');
    expect(ldt).toMatch(/\d{3}8000 ?8215/);
    expect(ldt).toContain(number);

    // Each step of the lab arrives live on the open page.
    await lis(baseUrl, token, 'receipt', number ?? '');
    await expectStatus(page, 'RW Auftrag erfassen');
    await lis(baseUrl, token, 'task', number ?? '', 'in_progress');
    await expectStatus(page, 'In Arbeit');
    await expect(page.getByTestId('order-cancel')).toHaveCount(0);
    await lis(baseUrl, token, 'status', number ?? '', 'report_pending');
    await expectStatus(page, 'Befund erstellen');
    await lis(baseUrl, token, 'report', number ?? '');
    await expectStatus(page, 'Befund erstellt');
    const timeline = page.getByTestId('order-timeline').getByTestId('order-event');
    await expect(timeline).toHaveCount(5);
    await expect(page.getByTestId('order-report')).toBeVisible();
    await checkScreen(page, testInfo, `order with its report ${size}`);

    // It ends on the report: its values, from the order's page.
    await page.getByTestId('order-report-open').click();
    await expect(page.getByTestId('report-viewer-panel')).toBeVisible();
  });
}
