import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkScreen, VIEWPORTS, type ViewportName } from './support/layoutChecks';
import { signedIn, signedInPage } from './support/signIn';
import { goOffline } from './support/serviceWorker';

/**
 * Issue 15 'Workshops' end to end: dr.weber books the full demo workshop offline, comes online
 * and sees herself on the waiting list; labor cancels a participant, and dr.weber's open page
 * shows her moved up without a reload (change feed and realtime hint). And the list and detail at
 * phone and laptop size.
 */
test.use({ locale: 'de-DE' });

const FULL = 'Präanalytik kompakt';

/** Navigates inside the app (the hash only), so the session and its vault stay open. */
async function openScreen(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = path;
  }, hashPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function openWorkshop(page: Page, title: string): Promise<void> {
  await openScreen(page, '/backend/workshops');
  await expect(page.getByRole('heading', { level: 1, name: 'Schulungen' })).toBeVisible();
  await page.getByTestId('workshop-list').getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('dr.weber books the full workshop offline and lands on the waiting list; labor cancels a participant and her open page shows her moved up', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  await signedIn(page, 'dr.weber');
  await page.getByRole('link', { name: 'Schulungen' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schulungen' })).toBeVisible();
  await page.getByTestId('workshop-list').getByRole('link', { name: FULL }).click();
  await expect(page.getByRole('heading', { level: 1, name: FULL })).toBeVisible();
  await expect(page.getByTestId('workshop-detail').getByTestId('free-slots')).toHaveText(
    'Ausgebucht · Warteliste: 0',
  );

  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await page.getByTestId('book-workshop').click();
  const confirm = page.getByRole('dialog', { name: 'Auf die Warteliste?' });
  await expect(confirm).toContainText(FULL);
  await confirm.getByRole('button', { name: 'Auf die Warteliste' }).click();
  await expect(confirm).toBeHidden();
  // Queued, it says so, and promises nothing: the server decides place or waiting list.
  await expect(page.getByTestId('booking-panel')).toHaveAttribute('data-status', 'pending');
  await expect(page.getByTestId('booking-pending').getByTestId('pending-mark')).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByTestId('booking-panel')).toHaveAttribute('data-status', 'waiting', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('booking-status')).toHaveText('Sie stehen auf der Warteliste (Platz 1).');
  // Issue 26: the outcome names its workshop (a toast titled with it).
  await expect(
    page.getByRole('status').filter({ hasText: 'Ihre Buchung ist angekommen: Die Schulung ist ausgebucht' }),
  ).toContainText(FULL);

  const labPage = await signedInPage(browser, 'labor');
  await openWorkshop(labPage, FULL);
  await expect(labPage.getByTestId('waiting-list')).toContainText('Katharina Weber', { timeout: 10_000 });
  await labPage
    .getByTestId('participants')
    .getByTestId('participant')
    .filter({ hasText: 'Stefan Klein' })
    .getByRole('button', { name: 'Stornieren' })
    .click();
  const staffConfirm = labPage.getByRole('dialog', { name: 'Anmeldung stornieren?' });
  await staffConfirm.getByRole('button', { name: 'Stornieren' }).click();
  await expect(labPage.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect(labPage.getByTestId('participants')).toContainText('Katharina Weber', { timeout: 10_000 });

  // dr.weber's open page: moved up, live.
  await expect(page.getByTestId('booking-panel')).toHaveAttribute('data-status', 'booked', {
    timeout: 15_000,
  });
  await expect(page.getByTestId('booking-status')).toHaveText('Sie sind angemeldet.');
  await expect(page.getByTestId('download-ics').first()).toBeVisible();
  await labPage.context().close();
});

test('the workshop list and detail fit a phone and a laptop', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, 'dr.weber');
  for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
    await page.setViewportSize(VIEWPORTS[size]);
    await openScreen(page, '/backend/workshops');
    await expect(page.getByTestId('workshop-row').first()).toBeVisible();
    await checkScreen(page, test.info(), `workshops list ${size}`);
    await openScreen(page, '/backend/workshops/events');
    await expect(page.getByTestId('agenda-month').first()).toBeVisible();
    await checkScreen(page, test.info(), `workshop events ${size}`);
    await openWorkshop(page, 'Mikronährstoffdiagnostik in der Praxis');
    await expect(page.getByTestId('workshop-attachments')).toContainText('Programm Mikronährstoffe.pdf');
    await checkScreen(page, test.info(), `workshop detail ${size}`);
    await page.getByTestId('book-workshop').click();
    await expect(page.getByRole('dialog', { name: 'Schulung buchen?' })).toBeVisible();
    await checkScreen(page, test.info(), `workshop booking dialog ${size}`);
    await page.getByRole('button', { name: 'Abbrechen' }).click();
  }
});

test("a booking dr.weber queued offline for a workshop labor deleted meanwhile ends in 'Nicht gesendet' with the reason", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  const labPage = await signedInPage(browser, 'labor');
  await openScreen(labPage, '/backend/workshops/new');
  const title = `Abrechnung kompakt ${Date.now()}`;
  const form = labPage.getByTestId('workshop-form');
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Beschreibung').fill('Eine Stunde zur Abrechnung von Laborleistungen.');
  await form.getByLabel('Maximale Teilnehmerzahl').fill('5');
  await form.getByLabel('Beginn').fill('2030-01-15T10:00');
  await form.getByLabel('Ende').fill('2030-01-15T11:00');
  await form.getByLabel('Ort').fill('Labor, Seminarraum 1');
  // Issue 26: the app's file picker in the page's language, with the form's limits.
  const attachments = form.getByTestId('attachments');
  await expect(attachments.getByText('Dateien auswählen', { exact: true })).toBeVisible();
  await expect(attachments).toContainText('je Datei höchstens 10 MB, höchstens 5 Anhänge');
  await form.getByTestId('attachments-input').setInputFiles([
    { name: 'Ablauf.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    { name: 'Riesig.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(11 * 1024 * 1024, 1) },
  ]);
  await expect(attachments.getByTestId('attachments-chosen')).toContainText('Ablauf.pdf');
  await expect(attachments.getByTestId('attachments-chosen')).not.toContainText('Riesig.pdf');
  await expect(attachments).toContainText('Riesig.pdf: Die Datei ist größer als 10 MB.');
  await form.getByTestId('save-workshop').click();
  await expect(labPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(labPage.getByTestId('workshop-attachments')).toContainText('Ablauf.pdf');

  await signedIn(page, 'dr.weber');
  await openWorkshop(page, title);
  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await page.getByTestId('book-workshop').click();
  await page
    .getByRole('dialog', { name: 'Schulung buchen?' })
    .getByRole('button', { name: 'Platz buchen' })
    .click();
  await expect(page.getByTestId('booking-panel')).toHaveAttribute('data-status', 'pending');

  await labPage.getByRole('button', { name: 'Löschen' }).click();
  await labPage
    .getByRole('dialog', { name: 'Schulung löschen?' })
    .getByRole('button', { name: 'Löschen' })
    .click();
  await expect(labPage.getByRole('heading', { level: 1, name: 'Schulungen' })).toBeVisible();
  await expect(labPage.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet', { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Diese Schulung gibt es nicht (mehr).' }),
  ).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: /^Synchronisierung/ }).click();
  const unsent = page.getByRole('region', { name: 'Nicht gesendet' });
  await expect(unsent).toContainText('Schulung buchen');
  await expect(unsent).toContainText('Diese Schulung gibt es nicht mehr. Ihre Buchung wurde nicht gesendet.');
  await labPage.context().close();
});
