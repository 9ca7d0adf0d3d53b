import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { signedIn } from './support/signIn';

test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

test('staff mirror recent reports and, online, page through every doctor’s older ones', async ({ page }) => {
  await signedIn(page, 'labor');
  await page.getByRole('link', { name: /^Befunde/ }).click();
  // The demo's 80 reports of dr.weber and dr.klein (34 one-off, 46 in the patient histories of
  // issue 27) reach back five and a half months; the mirror holds two weeks of them, the rest
  // comes page by page from the server.
  // The mirror's count shows first; the server's total replaces it when its page has arrived.
  const range = page.getByText(/^1–20 von \d+$/);
  await expect
    .poll(async () => Number((await range.textContent())?.split(' von ')[1]), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(80);
  await page.getByLabel('Einträge pro Seite').selectOption('100');
  await expect(page.getByText(/^1–\d+ von \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Erstellt', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: /Erstellt/ })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // Oldest first: reports from months ago, which no two-week mirror holds.
  const ageOfFirstRow = async () => {
    const created = await page.getByTestId('report-row').first().locator('td').nth(3).textContent();
    const [day, month, year] = (created ?? '').split(',')[0]?.split('.').map(Number) ?? [];
    return Date.now() - new Date(year ?? 0, (month ?? 1) - 1, day).getTime();
  };
  await expect.poll(ageOfFirstRow).toBeGreaterThan(60 * 86_400_000);
});
