import { expect, test } from './fixtures';
import {
  acknowledgeOpenCriticalReports,
  createImportToken,
  criticalPotassiumBundle,
  importBundle,
} from './support/labImport';
import { checkScreen, VIEWPORTS } from './support/layoutChecks';
import { signedIn } from './support/signIn';
import { freshBefundId } from './support/uploadReport';
import { untilServiceWorkerControls } from './support/serviceWorker';

/**
 * Issue 17 end to end: the laboratory system imports a FHIR Bundle with a critical potassium for
 * dr.weber; her open page raises the dialog at once; she acknowledges it offline; back online,
 * labor sees when (and by whom) it was acknowledged. A second critical report nobody
 * acknowledges escalates when the server's clock is moved past the escalation time (30 minutes
 * in the e2e server, playwright.config.ts): labor gets the ticket to phone the practice.
 */
test.use({ locale: 'de-DE' });

test.afterAll(async ({ browserName }, testInfo) => {
  void browserName; // Playwright hands the worker's fixtures first; only the info is needed.
  await acknowledgeOpenCriticalReports(testInfo.project.use.baseURL ?? '', 'dr.weber');
});

test('a critical potassium from the LIS raises the dialog on dr.weber’s open page; her offline acknowledgement reaches labor; an unacknowledged one escalates', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const baseUrl = testInfo.project.use.baseURL ?? '';
  const token = await createImportToken(baseUrl, 'LIS-E2E');

  await page.setViewportSize(VIEWPORTS.phone);
  await signedIn(page, 'dr.weber');
  await untilServiceWorkerControls(page);

  const befundId = freshBefundId();
  await importBundle(request, token, criticalPotassiumBundle(befundId));
  const dialog = page.getByRole('alertdialog', { name: 'Kritischer Befund' });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText(befundId);
  await expect(dialog).toContainText('Mustermann, Erika');
  await checkScreen(page, testInfo, 'critical dialog');
  // Escape does not dismiss it: it needs the explicit acknowledgement.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await context.setOffline(true);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await dialog.getByRole('button', { name: 'Zur Kenntnis genommen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');
  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });

  const lab = await browser.newContext({ locale: 'de-DE', baseURL: baseUrl });
  const labPage = await lab.newPage();
  await signedIn(labPage, 'labor');
  await labPage.getByRole('link', { name: /^Befunde/ }).click();
  const row = labPage.locator(`[data-testid="report-row"][data-befund-id="${befundId}"]`);
  await expect(row.getByTestId('critical-mark')).toHaveAttribute('data-critical', 'acknowledged', {
    timeout: 10_000,
  });
  await expect(row.getByTestId('critical-mark')).toContainText(
    /Zur Kenntnis genommen am \d{2}\.\d{2}\.\d{4}.* von Dr\. med\. Katharina Weber/,
  );

  // A second one nobody acknowledges; the clock moves past the escalation time.
  const unanswered = freshBefundId();
  await importBundle(request, token, criticalPotassiumBundle(unanswered));
  await expect(page.getByRole('alertdialog', { name: 'Kritischer Befund' })).toContainText(unanswered, {
    timeout: 10_000,
  });
  const moved = await request.post('/dev/clock/advance', { data: { minutes: 31 } });
  try {
    expect(((await moved.json()) as { escalated: number }).escalated).toBe(1);
    await labPage.getByRole('link', { name: /^Offene Tickets/ }).click();
    await expect(labPage.getByText(`Kritischer Befund ${unanswered}: Praxis anrufen`).first()).toBeVisible({
      timeout: 15_000,
    });
  } finally {
    // The other specs sign in with TOTP codes of the real time.
    await request.post('/dev/clock/advance', { data: { minutes: -31 } });
  }
  await lab.close();
});
