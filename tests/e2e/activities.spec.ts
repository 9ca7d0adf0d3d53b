import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { signedIn, unlockVault } from './support/signIn';
import { freshBefundId, uploadReportForWeber } from './support/uploadReport';

test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

test('a notification for dr.weber appears in the bell of the open page without a reload', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, 'dr.weber');
  const badge = page.getByTestId('activity-unread-count');
  // The demo's unread notifications arrive with the first sync.
  await expect(badge).toHaveText(/\d+/);
  const before = Number(await badge.textContent());

  const befundId = freshBefundId();
  await uploadReportForWeber(baseURL ?? '', befundId, ['Sommer', 'Lina']);
  const message = `Neuer Befund ${befundId} ist eingegangen.`;

  // A toast, gone after 10 s (spec §9: real-time notifications), and the bell's count.
  const toast = page.getByRole('status').filter({ hasText: message });
  await expect(toast).toBeVisible({ timeout: 5_000 });
  await expect(badge).toHaveText(String(before + 1));
  await expect(toast).toBeHidden({ timeout: 12_000 });

  await page.getByRole('button', { name: /Aktivitäten/ }).click();
  const item = page.getByRole('listitem').filter({ hasText: message });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: 'Als gelesen markieren' }).click();
  await expect(badge).toHaveText(String(before));
  await item.getByRole('button', { name: 'Löschen' }).click();
  await expect(item).toBeHidden();
  // Both went through the outbox to the server: a reload shows the same.
  await page.reload();
  await unlockVault(page, 'dr.weber');
  await expect(badge).toHaveText(String(before));
  await page.getByRole('button', { name: /Aktivitäten/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: message })).toHaveCount(0);
});

test('a reload does not repeat the toasts this device has shown', async ({ page, baseURL }) => {
  await signedIn(page, 'dr.weber');
  await expect(page.getByTestId('activity-unread-count')).toHaveText(/\d+/);
  const befundId = freshBefundId();
  await uploadReportForWeber(baseURL ?? '', befundId, ['Winter', 'Ida']);
  const toast = page.getByRole('status').filter({ hasText: `Neuer Befund ${befundId} ist eingegangen.` });
  await expect(toast).toBeVisible({ timeout: 5_000 });

  // Within the same minute: the notification is still 'new', but it has been shown here.
  await page.reload();
  await unlockVault(page, 'dr.weber');
  await expect(page.getByTestId('activity-unread-count')).toHaveText(/\d+/);
  await page.getByRole('button', { name: /Aktivitäten/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `Neuer Befund ${befundId} ist` })).toBeVisible();
  await expect(toast).toHaveCount(0);
});

test('a reader of the English interface sees the bell entry and the live toast in English', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, 'dr.weber');
  await expect(page.getByTestId('activity-unread-count')).toHaveText(/\d+/);
  await page.getByRole('button', { name: /^EN / }).click();
  await expect(page.getByRole('button', { name: /Activities/ })).toBeVisible();

  const befundId = freshBefundId();
  await uploadReportForWeber(baseURL ?? '', befundId, ['Herbst', 'Ole']);
  const english = `New report ${befundId} has arrived.`;
  await expect(page.getByRole('status').filter({ hasText: english })).toBeVisible({ timeout: 5_000 });
  await page.getByRole('button', { name: /Activities/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: english })).toBeVisible();

  // The same notification, rendered again in the language the reader switches to.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^DE / }).click();
  await page.getByRole('button', { name: /Aktivitäten/ }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: `Neuer Befund ${befundId} ist eingegangen.` }),
  ).toBeVisible();
});
