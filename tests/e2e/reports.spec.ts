import { expect, test } from './fixtures';
import { signedIn } from './support/signIn';
import { freshBefundId, pdfBytes, WEBER_LIS_ID } from './support/uploadReport';
import { untilServiceWorkerControls } from './support/serviceWorker';

test.use({ locale: 'de-DE' });

interface AuditEntry {
  action: string;
}

test('labor uploads a report for dr.weber: her open page shows it, she reads it offline, and the server records one view', async ({
  page,
  context,
  browser,
}) => {
  await signedIn(page, 'dr.weber');
  await page.getByRole('link', { name: /^Befunde/ }).click();
  await expect(page.getByTestId('report-row').first()).toBeVisible();
  await untilServiceWorkerControls(page);

  // The laboratory uploads on its own device.
  const lab = await browser.newContext({ locale: 'de-DE', baseURL: test.info().project.use.baseURL });
  const labPage = await lab.newPage();
  await signedIn(labPage, 'labor');
  await labPage.goto('/#/backend/reports/upload');
  const befundId = freshBefundId();
  await labPage.getByTestId('report-upload-input').setInputFiles({
    name: `${WEBER_LIS_ID}_${befundId}_Sommer_Lina.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(pdfBytes('Patient Sommer, Lina')),
  });
  await labPage.getByRole('button', { name: 'Hochladen' }).click();
  await expect(labPage.getByTestId('upload-item')).toContainText(`Befund ${befundId} hochgeladen`);

  // dr.weber's open page shows it without a reload, and the worker keeps the PDF on the device.
  const row = page.locator(`[data-testid="report-row"][data-befund-id="${befundId}"]`);
  await expect(row).toBeVisible({ timeout: 5_000 });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByTestId('report-offline-available')).toBeVisible({ timeout: 10_000 });

  await context.setOffline(true);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await row.getByRole('button', { name: `Befund ${befundId} öffnen` }).click();
  const viewer = page.getByTestId('report-viewer');
  await expect(viewer.getByTestId('report-pdf')).toHaveAttribute('src', /^blob:/);
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(row).toHaveAttribute('data-unread', 'false');
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });

  const listed = await labPage.request.get(`/api/befunde?search=${befundId}`);
  const [report] = ((await listed.json()) as { data: { data: { id: number; read_at: string | null }[] } })
    .data.data;
  expect(report?.read_at).not.toBeNull();
  const audit = await labPage.request.get(`/api/befunde/${report?.id}/audit`);
  const entries = ((await audit.json()) as { data: AuditEntry[] }).data;
  expect(entries.filter((entry) => entry.action === 'view')).toHaveLength(1);
  await lab.close();
});
