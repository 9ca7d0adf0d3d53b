import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signedIn, signedInPage } from './support/signIn';
import { goOffline } from './support/serviceWorker';

/**
 * Issue 13 'Tickets' end to end: a ticket opened offline reaches the lab live, is forwarded and
 * answered, and the answer reaches the doctor without a reload; an answer queued offline to a
 * ticket the lab closes meanwhile ends in 'Nicht gesendet' with the server's reason and its text;
 * staff find a ticket someone else closed (not in their mirror) in 'Erledigte Tickets', fetched
 * online; a refused edit keeps its sealed text readable in 'Nicht gesendet'.
 */
test.use({ locale: 'de-DE' });

const LABOR = 'Markus Brandt';
const ADMIN = 'Sabine Hoffmann';

async function openTicketList(page: Page): Promise<void> {
  await page.getByRole('link', { name: /^Offene Tickets/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Offene Tickets' })).toBeVisible();
}

/** Opens the ticket of this subject from the open list. */
async function openTicket(page: Page, subject: string): Promise<void> {
  await page.getByRole('link', { name: `Ticket „${subject}“ öffnen` }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

/** The new-ticket dialog, filled and sent. */
async function writeTicket(page: Page, subject: string, content: string): Promise<void> {
  await page.getByRole('button', { name: 'Neues Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Ticket' });
  await dialog.getByLabel('Empfänger').selectOption({ label: LABOR });
  await dialog.getByLabel('Betreff').fill(subject);
  await dialog.getByLabel('Beschreibung').fill(content);
  await dialog.getByRole('button', { name: 'Ticket erstellen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

test('dr.weber opens a ticket offline; labor sees it live and forwards it to admin, admin answers, and dr.weber sees the answer without a reload', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const subject = `Versandmaterial fehlt ${Date.now()}`;
  const answer = 'Das Material ist heute mit der Post unterwegs.';

  await signedIn(page, 'dr.weber');
  await openTicketList(page);
  // Online, the recipient list comes from the server (and is kept for offline use).
  await page.getByRole('button', { name: 'Neues Ticket' }).click();
  let dialog = page.getByRole('dialog', { name: 'Neues Ticket' });
  await expect(dialog.getByLabel('Empfänger').locator('option', { hasText: LABOR })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  const labPage = await signedInPage(browser, 'labor');
  await openTicketList(labPage);

  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await page.getByRole('button', { name: 'Neues Ticket' }).click();
  dialog = page.getByRole('dialog', { name: 'Neues Ticket' });
  await expect(dialog.getByTestId('employee-list-notice')).toContainText('Sie sind offline');
  await dialog.getByRole('button', { name: 'Ticket erstellen' }).click();
  await expect(dialog.getByText('Pflichtfeld.')).toHaveCount(3);
  await dialog.getByLabel('Betreff').fill('Ab');
  await dialog.getByRole('button', { name: 'Ticket erstellen' }).click();
  await expect(dialog.getByText('Min. 3 Zeichen.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await writeTicket(page, subject, 'Bitte senden Sie uns neue Versandtüten.');
  // Queued, it says so: on the ticket and in the navbar.
  await expect(page.getByTestId('ticket-detail').getByTestId('pending-mark').first()).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('ticket-detail').getByTestId('pending-mark')).toHaveCount(0);

  // Labor's open list shows it without a reload, unread.
  const labRow = labPage.locator('[data-testid="ticket-row"]', { hasText: subject });
  await expect(labRow).toHaveAttribute('data-unread', 'true', { timeout: 10_000 });
  await openTicket(labPage, subject);
  await labPage
    .getByRole('group', { name: 'Aktionen' })
    .getByRole('button', { name: 'Weiterleiten' })
    .click();
  const forward = labPage.getByRole('dialog', { name: 'Ticket weiterleiten' });
  await forward.getByLabel('Weiterleiten an').selectOption({ label: ADMIN });
  await forward.getByRole('button', { name: 'Weiterleiten' }).click();
  await expect(forward).toBeHidden();
  await expect(labPage.getByTestId('ticket-record')).toContainText(
    `${LABOR} hat das Ticket an ${ADMIN} weitergeleitet.`,
  );
  await expect(labPage.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });

  const adminPage = await signedInPage(browser, 'admin');
  await openTicketList(adminPage);
  await openTicket(adminPage, subject);
  await adminPage.getByLabel('Ihre Antwort').fill(answer);
  await adminPage.getByRole('button', { name: 'Antworten' }).click();
  await expect(adminPage.getByTestId('ticket-answer')).toContainText(answer);
  await expect(adminPage.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });

  // dr.weber's open ticket shows the forward and the answer without a reload.
  await expect(page.getByTestId('ticket-answer')).toContainText(answer, { timeout: 10_000 });
  await expect(page.getByTestId('ticket-detail')).toContainText(ADMIN);
});

test("an answer dr.weber queued offline to a ticket labor closed meanwhile ends in 'Nicht gesendet' with the server's reason, and its text is kept", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const subject = `Rückruf erbeten ${Date.now()}`;
  const late = 'Ich hätte noch eine Frage zur Rechnung.';

  await signedIn(page, 'dr.weber');
  await openTicketList(page);
  await writeTicket(page, subject, 'Bitte rufen Sie mich zurück.');
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });

  const labPage = await signedInPage(browser, 'labor');
  await openTicketList(labPage);
  await expect(labPage.getByRole('link', { name: `Ticket „${subject}“ öffnen` })).toBeVisible({
    timeout: 10_000,
  });
  await openTicket(labPage, subject);

  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await page.getByLabel('Ihre Antwort').fill(late);
  await page.getByRole('button', { name: 'Antworten' }).click();
  await expect(page.getByTestId('ticket-answer').getByTestId('pending-mark')).toBeVisible();

  await labPage.getByRole('group', { name: 'Aktionen' }).getByRole('button', { name: 'Schließen' }).click();
  const close = labPage.getByRole('dialog', { name: 'Ticket schließen' });
  await close.getByLabel('Grund').fill('Telefonisch geklärt.');
  await close.getByRole('button', { name: 'Ticket schließen' }).click();
  await expect(close).toBeHidden();
  await expect(labPage.getByTestId('ticket-status')).toHaveText('Erledigt');
  await expect(labPage.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });

  await context.setOffline(false);
  // Refused: the answer leaves the thread, the ticket shows it closed, and the text is kept.
  await expect(page.getByTestId('ticket-status')).toHaveText('Erledigt', { timeout: 15_000 });
  await expect(page.getByTestId('ticket-answer')).toHaveCount(0);
  const refused = page.getByTestId('refused-answer');
  await expect(refused).toContainText(
    'Das Ticket wurde inzwischen geschlossen. Ihre Antwort wurde nicht gesendet.',
  );
  await expect(refused).toContainText(late);
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');
  await page.getByRole('button', { name: /^Synchronisierung/ }).click();
  const unsent = page.getByRole('region', { name: 'Nicht gesendet' });
  await expect(unsent).toContainText('Antwort auf ein Ticket senden');
  await expect(unsent).toContainText(
    'Das Ticket wurde inzwischen geschlossen. Ihre Antwort wurde nicht gesendet.',
  );
});

/** Closes the ticket shown, with a reason, and waits until the server has it. */
async function closeTicket(page: Page, reason: string): Promise<void> {
  await page.getByRole('group', { name: 'Aktionen' }).getByRole('button', { name: 'Schließen' }).click();
  const close = page.getByRole('dialog', { name: 'Ticket schließen' });
  await close.getByLabel('Grund').fill(reason);
  await close.getByRole('button', { name: 'Ticket schließen' }).click();
  await expect(close).toBeHidden();
  await expect(page.getByTestId('ticket-status')).toHaveText('Erledigt');
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
}

test("labor finds a ticket admin closed, which labor's device never mirrored, in 'Erledigte Tickets' and opens it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const subject = `Laborauftrag storniert ${Date.now()}`;

  // dr.weber writes to admin; admin closes it: labor neither wrote nor received it.
  await signedIn(page, 'dr.weber');
  await openTicketList(page);
  await page.getByRole('button', { name: 'Neues Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Ticket' });
  await dialog.getByLabel('Empfänger').selectOption({ label: ADMIN });
  await dialog.getByLabel('Betreff').fill(subject);
  await dialog.getByLabel('Beschreibung').fill('Bitte stornieren Sie den Auftrag von gestern.');
  await dialog.getByRole('button', { name: 'Ticket erstellen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });

  const adminPage = await signedInPage(browser, 'admin');
  await openTicketList(adminPage);
  await expect(adminPage.getByRole('link', { name: `Ticket „${subject}“ öffnen` })).toBeVisible({
    timeout: 10_000,
  });
  await openTicket(adminPage, subject);
  await closeTicket(adminPage, 'Auftrag storniert.');

  // Labor signs in afterwards: the snapshot holds open tickets and labor's own, not this one.
  const labPage = await signedInPage(browser, 'labor');
  await labPage.getByRole('link', { name: /^Erledigte Tickets/ }).click();
  await expect(labPage.getByRole('heading', { level: 1, name: 'Erledigte Tickets' })).toBeVisible();
  const link = labPage.getByRole('link', { name: `Ticket „${subject}“ öffnen` });
  await expect(link).toBeVisible({ timeout: 10_000 });
  // The numbers are the server's: the closed tab counts at least this ticket, as the sidebar does.
  await expect(labPage.getByTestId('ticket-count-finished')).not.toHaveText('(0)');
  await expect(labPage.getByTestId('sidebar-count-list-tickets-closed')).toBeVisible();
  await link.click();
  await expect(labPage.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(labPage.getByTestId('ticket-status')).toHaveText('Erledigt');
  await expect(labPage.getByTestId('ticket-detail')).toContainText('Auftrag storniert.');
});

test("an edit dr.weber queued offline to a ticket labor closed meanwhile shows its sealed text in 'Nicht gesendet', where it can be corrected", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const subject = `Probenabholung ${Date.now()}`;
  const edited = 'Bitte holen Sie die Proben erst morgen um 10 Uhr ab.';

  await signedIn(page, 'dr.weber');
  await openTicketList(page);
  await writeTicket(page, subject, 'Bitte holen Sie die Proben heute ab.');
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });

  const labPage = await signedInPage(browser, 'labor');
  await openTicketList(labPage);
  await expect(labPage.getByRole('link', { name: `Ticket „${subject}“ öffnen` })).toBeVisible({
    timeout: 10_000,
  });
  await openTicket(labPage, subject);

  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await page.getByRole('group', { name: 'Aktionen' }).getByRole('button', { name: 'Bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ticket bearbeiten' });
  await dialog.getByLabel('Beschreibung').fill(edited);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();

  await closeTicket(labPage, 'Proben wurden abgeholt.');

  await context.setOffline(false);
  await expect(page.getByTestId('ticket-status')).toHaveText('Erledigt', { timeout: 15_000 });
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet', { timeout: 15_000 });
  await page.getByRole('button', { name: /^Synchronisierung/ }).click();
  const unsent = page.getByRole('region', { name: 'Nicht gesendet' });
  await expect(unsent).toContainText('Ticket bearbeiten');
  // The body was stored sealed; the panel opens it: the text the server refused is there to copy.
  await expect(unsent.getByTestId('unsent-text')).toContainText(edited);
  await unsent.getByRole('button', { name: 'Bearbeiten' }).click();
  await expect(unsent.getByRole('textbox', { name: 'Inhalt' })).toHaveValue(edited);
});

test('labor, offline on a phone, opens a ticket to a doctor found by her practice in the mirror, and dr.weber sees it', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const subject = `Rückfrage des Labors ${Date.now()}`;

  await signedIn(page, 'labor');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => {
    window.location.hash = '/backend/tickets/open';
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Offene Tickets' })).toBeVisible();
  // The doctors come from labor's mirror ('list doctors'), so the search works offline; the
  // service worker has the app's chunks by then.
  await expect(page.getByTestId('sync-state')).toHaveText('Online');
  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await page.getByRole('button', { name: 'Neues Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Ticket' });
  const recipient = dialog.getByRole('combobox', { name: 'Empfänger' });
  await recipient.fill('Beuel');
  const option = dialog.getByRole('option', { name: /Dr\. med\. Katharina Weber/ });
  await expect(option).toContainText('Zweigpraxis Bonn-Beuel');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  const box = await option.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await option.click();
  await expect(recipient).toHaveValue('Dr. med. Katharina Weber');
  await dialog.getByLabel('Betreff').fill(subject);
  await dialog.getByLabel('Beschreibung').fill('Bitte senden Sie die Probe vom Montag erneut ein.');
  await dialog.getByRole('button', { name: 'Ticket erstellen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByTestId('ticket-detail')).toContainText('Dr. med. Katharina Weber');
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });

  const doctorPage = await signedInPage(browser, 'dr.weber');
  await openTicketList(doctorPage);
  await openTicket(doctorPage, subject);
  await expect(doctorPage.getByTestId('ticket-detail')).toContainText(LABOR);
});
