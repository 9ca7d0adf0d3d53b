import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn } from './support/signIn';
import { acknowledgeSystemMessages } from './support/systemMessages';
import { freshBefundId, uploadReportForWeber } from './support/uploadReport';
import { goOffline } from './support/serviceWorker';

test.use({ locale: 'de-DE' });

/** A sidebar badge's number; the badge is absent while the count is 0. */
async function badgeCount(badge: Locator): Promise<number> {
  return (await badge.count()) === 0 ? 0 : Number(await badge.innerText());
}

test('dr.weber asks about a report offline: her list shows it at once, labor sees it live and answers, and she gets the answer unread', async ({
  page,
  context,
  browser,
}) => {
  const baseURL = test.info().project.use.baseURL as string;
  const befundId = freshBefundId();
  // 'labor' uploads it, so 'labor' is the demand's contact person.
  await uploadReportForWeber(baseURL, befundId, ['Sommer', 'Lina']);
  const question = `Ist der Kaliumwert von Befund ${befundId} plausibel?`;
  const answer = 'Ja, die Probe wurde nachgemessen.';

  await signedIn(page, 'dr.weber');
  await page.getByRole('link', { name: /^Befunde/ }).click();
  const reportRow = page.locator(`[data-testid="report-row"][data-befund-id="${befundId}"]`);
  await reportRow.getByRole('button', { name: `Befund ${befundId} öffnen` }).click();
  const viewer = page.getByTestId('report-viewer');
  await expect(viewer.getByTestId('report-pdf')).toHaveAttribute('src', /^blob:/);
  // Opening it marked it read; that action goes out while the network is there.
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  const weberBadge = page.getByTestId('sidebar-count-list-report-demands');
  const unreadBefore = await badgeCount(weberBadge);

  // The laboratory watches its open demands on its own device.
  const lab = await browser.newContext({ locale: 'de-DE', baseURL });
  const labPage = await lab.newPage();
  await signedIn(labPage, 'labor');
  // The lab's answer form sits low on its page: the system message banner must not push it under
  // the toast that announces the new demand.
  await acknowledgeSystemMessages(labPage);
  await labPage.getByRole('link', { name: /^Befundnachfragen/ }).click();
  await expect(labPage.getByRole('heading', { level: 1, name: 'Befundnachfragen' })).toBeVisible();

  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await viewer.getByRole('button', { name: 'Rückfrage stellen' }).click();
  const dialog = page.getByRole('dialog', { name: `Rückfrage zu Befund ${befundId}` });
  await dialog.getByRole('button', { name: 'Rückfrage senden' }).click();
  await expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toHaveCount(2);
  await dialog.getByLabel('Betreff').selectOption({ label: 'Allgemeine Frage' });
  await dialog.getByLabel('Nachricht').fill(question);
  await dialog.getByRole('button', { name: 'Rückfrage senden' }).click();
  await expect(dialog).toBeHidden();
  await viewer.getByRole('button', { name: 'Schließen' }).click();

  // Offline, her list shows the question at once, queued.
  await page.getByRole('link', { name: /^Befundnachfragen/ }).click();
  const demandRow = page.locator(`[data-testid="demand-row"][data-befund-id="${befundId}"]`);
  await expect(demandRow.getByTestId('demand-preview')).toHaveText(question);
  await expect(demandRow).toContainText('Allgemeine Frage');
  await expect(demandRow).toContainText('Sommer, Lina');
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');
  // Issue 11: queued, it says so in the list and in the conversation, not as if it were sent.
  await expect(demandRow.getByTestId('pending-mark')).toHaveText('Wird gesendet…');
  await demandRow.click();
  const pendingMessage = page.getByTestId('demand-conversation').getByTestId('demand-message');
  await expect(pendingMessage.getByTestId('pending-mark')).toHaveText('Wird gesendet…');

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect(demandRow.getByTestId('pending-mark')).toHaveCount(0);
  await expect(pendingMessage.getByTestId('pending-mark')).toHaveCount(0);
  await page.getByTestId('demand-conversation').getByRole('button', { name: 'Schließen' }).click();

  // Labor's open page shows the new demand without a reload, unread, and answers it.
  const labRow = labPage.locator(`[data-testid="demand-row"][data-befund-id="${befundId}"]`);
  await expect(labRow).toHaveAttribute('data-unread', 'true', { timeout: 10_000 });
  await labRow.getByRole('button', { name: `Befundnachfrage zu Befund ${befundId} öffnen` }).click();
  await expect(labPage).toHaveURL(/#\/backend\/reports\/demands\?item=[0-9a-f-]{36}$/);
  const conversation = labPage.getByTestId('demand-conversation');
  await expect(conversation.getByTestId('demand-message')).toHaveText([new RegExp(question)]);
  await expect(conversation.getByRole('button', { name: 'Ticket erstellen' })).toBeVisible();
  await expect(labRow).toHaveAttribute('data-unread', 'false');
  await conversation.getByLabel('Antwort').fill(answer);
  await conversation.getByRole('button', { name: 'Senden' }).click();
  await expect(conversation.getByTestId('demand-message')).toHaveCount(2);

  // dr.weber's page shows the answer, unread, with the sidebar badge one higher.
  await expect(demandRow.getByTestId('demand-preview')).toHaveText(answer, { timeout: 10_000 });
  await expect(demandRow).toHaveAttribute('data-unread', 'true');
  await expect(weberBadge).toHaveText(String(unreadBefore + 1));

  // Opening the conversation reads it.
  await demandRow.getByRole('button', { name: `Befundnachfrage zu Befund ${befundId} öffnen` }).click();
  const own = page.getByTestId('demand-conversation');
  await expect(own.getByTestId('demand-message').last()).toContainText(answer);
  await expect(demandRow).toHaveAttribute('data-unread', 'false');
  await expect(own.getByRole('button', { name: 'Befund anzeigen' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Ticket erstellen' })).toHaveCount(0);
  await lab.close();
});
