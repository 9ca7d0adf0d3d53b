import { expect, test } from './fixtures';
import { signedIn } from './support/signIn';
import { goOffline } from './support/serviceWorker';

/**
 * Issue 11: actions still queued are marked pending in their lists ('Wird gesendet…'), read from
 * the outbox through one hook; the mark goes when the server has taken the action.
 */
test.use({ locale: 'de-DE' });

test('staff marking an interpretation read offline see it waiting in the list until it is sent', async ({
  page,
  context,
}) => {
  await signedIn(page, 'labor');
  await page.getByRole('link', { name: /^Befundinterpretationen/ }).click();
  const row = page.locator('[data-testid="interpretation-row"][data-status="open"]').first();
  await expect(row).toBeVisible();
  const befundId = await row.getAttribute('data-befund-id');
  const same = page.locator(`[data-testid="interpretation-row"][data-befund-id="${befundId}"]`);

  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await same.getByRole('button', { name: /als gelesen markieren$/ }).click();
  await expect(same.getByTestId('pending-mark')).toHaveText('Wird gesendet…');

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect(same.getByTestId('pending-mark')).toHaveCount(0);
});

test("a doctor's notification marked read offline waits in the bell's list until it is sent", async ({
  page,
  context,
}) => {
  await signedIn(page, 'dr.weber');
  await page.getByRole('button', { name: /^Aktivitäten/ }).click();
  const item = page.locator('li[data-unread="true"]').first();
  await expect(item).toBeVisible();
  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await item.getByRole('button', { name: 'Als gelesen markieren' }).click();
  const waiting = page.locator('li[data-pending="true"]');
  await expect(waiting.getByTestId('pending-mark')).toHaveText('Wird gesendet…');

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect(page.locator('li[data-pending="true"]')).toHaveCount(0);
});
