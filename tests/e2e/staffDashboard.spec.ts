import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn, unlockVault } from './support/signIn';

/**
 * Issue 14, the staff dashboard (spec §2): recent registrations, unread reports, open tickets,
 * active demands and the statistics toggle Logins / Befundansichten / Nachfragen, each statistic a
 * daily chart over 30 days with its total; all read from the mirror, so an offline reload shows
 * them too.
 */
test.use({ locale: 'de-DE' });

const statistics = (page: Page) => page.getByTestId('dashboard-statistics');

async function expectStaffCards(page: Page): Promise<void> {
  for (const card of [
    'dashboard-statistics',
    'dashboard-registrations',
    'dashboard-last-reports',
    'dashboard-tickets',
    'dashboard-last-demands',
  ]) {
    await expect(page.getByTestId(card), card).toBeVisible();
  }
  await expect(statistics(page).getByTestId('statistics-chart').locator('canvas')).toBeVisible();
}

test("labor's dashboard shows the staff cards, and the toggle switches the chart", async ({ page }) => {
  await signedIn(page, 'labor');
  await expectStaffCards(page);
  await expect(page.getByRole('heading', { name: 'Neue Registrierungen' })).toBeVisible();

  const toggle = statistics(page).getByRole('group', { name: 'Statistik wählen' });
  const logins = toggle.getByRole('button', { name: 'Logins' });
  await expect(logins).toHaveAttribute('aria-pressed', 'true');
  // labor's own sign-in is one of today's logins.
  await expect(statistics(page).getByTestId('statistics-total')).toContainText(/[1-9]\d* Logins/);

  for (const kind of ['Befundansichten', 'Nachfragen', 'Logins']) {
    await toggle.getByRole('button', { name: kind }).click();
    await expect(toggle.getByRole('button', { name: kind })).toHaveAttribute('aria-pressed', 'true');
    await expect(statistics(page).getByTestId('statistics-total')).toContainText(kind);
    await expect(statistics(page).getByTestId('statistics-chart').locator('canvas')).toBeVisible();
  }

  // The same numbers as a table, day by day.
  await statistics(page).getByText('Werte als Tabelle').click();
  await expect(statistics(page).getByRole('table').getByRole('row')).toHaveCount(31);
});

test('the staff dashboard reads offline from the mirror after a reload', async ({ page, context }) => {
  await signedIn(page, 'labor');
  await expectStaffCards(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const total = await statistics(page).getByTestId('statistics-total').textContent();

  await context.setOffline(true);
  try {
    await page.reload();
    await unlockVault(page, 'labor');
    await expectStaffCards(page);
    await expect(statistics(page).getByTestId('statistics-total')).toHaveText(total ?? '');
    await statistics(page).getByRole('button', { name: 'Nachfragen' }).click();
    await expect(statistics(page).getByTestId('statistics-total')).toContainText('Nachfragen');
  } finally {
    await context.setOffline(false);
  }
});
