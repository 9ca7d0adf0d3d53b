import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect } from '@playwright/test';
import type { ChaosModel } from './chaosModel';
import type { Random } from './chaosRandom';

/**
 * The doctor's actions the chaos test takes, each through the screens a doctor uses (so through
 * the page's own action API and the real outbox), online or offline alike. Each returns whether it
 * queued an action, and writes what the server should end up holding into the model.
 */

/** Hundreds of steps on a busy two-core machine: a screen may take longer than the default 5 s. */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** A seeded demo discussion dr.weber may reply to (she confirmed the forum rules in the seed). */
export const FORUM_POST = '/backend/forum/mikrobiom/erfahrungen-mit-zonulin-im-stuhl';
const FORUM_POST_TITLE = 'Erfahrungen mit Zonulin im Stuhl';
/** A seeded workshop with free places, booked and cancelled in turn. */
export const WORKSHOP = 'Mikronährstoffdiagnostik in der Praxis';
/** The laboratory employee the tickets go to (the list is kept on the device for offline use). */
const TICKET_RECIPIENT = 'Markus Brandt';

/**
 * Navigates inside the app (the hash only), so the session and its vault stay open, and waits for
 * the screen's own heading: the last screen's fields (a ticket's 'Ihre Antwort' and the forum's)
 * must not take the next step's input.
 */
export async function openScreen(page: Page, hashPath: string, heading: string): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = path;
  }, hashPath);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

/**
 * Clicks a button a toast of the last step may still cover (they sit bottom right for a few
 * seconds): the button's own click event, as the user's click after the toast has gone.
 */
async function press(button: Locator): Promise<void> {
  await button.click({ timeout: 1_500 }).catch(() => button.dispatchEvent('click'));
}

export interface ChaosStepContext {
  page: Page;
  random: Random;
  model: ChaosModel;
  /** A text no other step writes (seed and step number). */
  text: string;
}

export async function replyInForum({ page, model, text }: ChaosStepContext): Promise<boolean> {
  await openScreen(page, FORUM_POST, FORUM_POST_TITLE);
  await page.getByLabel('Ihre Antwort').fill(text);
  await press(page.getByRole('button', { name: 'Antworten' }));
  await expect(page.getByTestId('forum-reply').filter({ hasText: text })).toBeVisible();
  model.forumReplies.push(text);
  return true;
}

export async function openTicket({ page, model, text }: ChaosStepContext): Promise<boolean> {
  await openScreen(page, '/backend/tickets/open', 'Offene Tickets');
  await page.getByRole('button', { name: 'Neues Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Ticket' });
  await dialog.getByLabel('Empfänger').selectOption({ label: TICKET_RECIPIENT });
  await dialog.getByLabel('Betreff').fill(text);
  await dialog.getByLabel('Beschreibung').fill(`Beschreibung zu ${text}`);
  await press(dialog.getByRole('button', { name: 'Ticket erstellen' }));
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
  model.tickets.push(text);
  return true;
}

export async function answerTicket(step: ChaosStepContext): Promise<boolean> {
  const { page, random, model, text } = step;
  if (model.tickets.length === 0) return openTicket(step);
  const subject = random.pick(model.tickets);
  await openScreen(page, '/backend/tickets/open', 'Offene Tickets');
  await page.getByRole('link', { name: `Ticket „${subject}“ öffnen` }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await page.getByLabel('Ihre Antwort').fill(text);
  await press(page.getByRole('button', { name: 'Antworten' }));
  await expect(page.getByTestId('ticket-answer').filter({ hasText: text })).toBeVisible();
  model.ticketAnswers.push(text);
  return true;
}

/** A preferred date for an interpretation, well in the future. */
const PREFERRED_DATE = '2027-03-15T10:00';

/** Opens a report kept on the device (which marks it read), then asks about it or requests an interpretation. */
export async function openReport(
  { page, random, model, text }: ChaosStepContext,
  then: 'read' | 'ask' | 'interpretation',
): Promise<boolean> {
  await openScreen(page, '/backend/reports', 'Befunde');
  const kept = page.getByTestId('report-row').filter({ has: page.getByTestId('report-offline-available') });
  await expect(kept.first()).toBeVisible({ timeout: 15_000 });
  const rows = await kept.count();
  const row = kept.nth(random.int(0, Math.min(rows, 8) - 1));
  const befundId = (await row.getAttribute('data-befund-id')) ?? '';
  // Opening queues 'read' only for an unread report.
  const unread = (await row.getAttribute('data-unread')) === 'true';
  await row.getByRole('button', { name: `Befund ${befundId} öffnen` }).click();
  const viewer = page.getByTestId('report-viewer');
  await expect(viewer.getByTestId('report-pdf')).toHaveAttribute('src', /^blob:/);
  model.reportsRead.add(befundId);
  if (then === 'interpretation') {
    await viewer.getByRole('button', { name: 'Befundinterpretation anfragen' }).click();
    const dialog = page.getByRole('dialog', { name: `Befundinterpretation zu Befund ${befundId} anfragen` });
    await dialog.getByLabel('Wunschtermin 1').fill(PREFERRED_DATE);
    await dialog.getByLabel('Notiz').fill(text);
    await dialog.getByRole('button', { name: 'Anfrage senden' }).click();
    await expect(dialog).toBeHidden();
    model.interpretationNotes.push(text);
  }
  if (then === 'ask') {
    await viewer.getByRole('button', { name: 'Rückfrage stellen' }).click();
    const dialog = page.getByRole('dialog', { name: `Rückfrage zu Befund ${befundId}` });
    await dialog.getByLabel('Betreff').selectOption({ label: 'Allgemeine Frage' });
    await dialog.getByLabel('Nachricht').fill(text);
    await dialog.getByRole('button', { name: 'Rückfrage senden' }).click();
    await expect(dialog).toBeHidden();
    model.demandQuestions.push(text);
  }
  await viewer.getByRole('button', { name: 'Schließen' }).click();
  await expect(viewer).toBeHidden();
  return unread || then !== 'read';
}

/** A message in one of dr.weber's open report demands (seeded or asked by an earlier step). */
export async function writeInDemand({ page, random, model, text }: ChaosStepContext): Promise<boolean> {
  await openScreen(page, '/backend/reports/demands', 'Befundnachfragen');
  await expect(page.getByTestId('demand-conversation')).toBeHidden();
  const rows = page.getByTestId('demand-row');
  await expect(rows.first()).toBeVisible();
  const row = rows.nth(random.int(0, (await rows.count()) - 1));
  await row.getByRole('button', { name: /^Befundnachfrage zu Befund .* öffnen$/ }).click();
  const conversation = page.getByTestId('demand-conversation');
  await conversation.getByLabel('Antwort').fill(text);
  await press(conversation.getByRole('button', { name: 'Senden' }));
  await expect(conversation.getByTestId('demand-message').filter({ hasText: text })).toBeVisible();
  model.demandMessages.push(text);
  return true;
}

/** Books the workshop, or cancels the place; nothing while the last change is still on its way. */
export async function toggleWorkshop({ page, model }: ChaosStepContext): Promise<boolean> {
  await openScreen(page, '/backend/workshops', 'Schulungen');
  await page.getByTestId('workshop-list').getByRole('link', { name: WORKSHOP }).click();
  await expect(page.getByRole('heading', { level: 1, name: WORKSHOP })).toBeVisible();
  const panel = page.getByTestId('booking-panel');
  const book = panel.getByTestId('book-workshop');
  const cancel = panel.getByTestId('cancel-registration');
  await expect(book.or(cancel).or(panel.getByTestId('pending-mark')).first()).toBeVisible();
  if (await book.isVisible()) {
    await book.click();
    await page
      .getByRole('dialog', { name: 'Schulung buchen?' })
      .getByRole('button', { name: 'Platz buchen' })
      .click();
    // Queued (offline), or online already answered: booked, or on the waiting list.
    await expect(panel).toHaveAttribute('data-status', /^(pending|booked|waiting)$/);
    model.workshopBooked = true;
    return true;
  }
  if (await cancel.isVisible()) {
    await cancel.click();
    await page
      .getByRole('dialog', { name: 'Anmeldung stornieren?' })
      .getByRole('button', { name: /^(Buchung stornieren|Warteliste verlassen)$/ })
      .click();
    await expect(panel).toHaveAttribute('data-status', 'none');
    model.workshopBooked = false;
    return true;
  }
  return false;
}

/** The lexicon entries whose substances the chaos run adds to and removes from the iEC selection. */
export const LEXICON_ENTRIES = ['Ochratoxin A', 'Quecksilber'] as const;

/**
 * Adds the entry's substance to the iEC selection, or removes it (the lexicon's toggle: one
 * `PUT /api/iec/selection` of the whole selection, queued); the model keeps what should be selected.
 */
export async function toggleIecSelection({ page, random, model }: ChaosStepContext): Promise<boolean> {
  const entry = random.pick(LEXICON_ENTRIES);
  await openScreen(page, '/backend/wiki/iec', 'iEC-Lexikon');
  await page.getByLabel('Lexikon durchsuchen').fill(entry);
  await page.getByTestId('lexicon-list').getByRole('link', { name: entry, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: entry })).toBeVisible();
  const substance = page.getByTestId('lexicon-substance');
  const add = substance.getByRole('button', { name: 'Zur Auswahl hinzufügen' });
  const remove = substance.getByRole('button', { name: 'Aus Auswahl entfernen' });
  await expect(add.or(remove)).toBeVisible();
  const adding = await add.isVisible();
  await (adding ? add : remove).click();
  await expect(adding ? remove : add).toBeVisible();
  if (adding) model.iecSelection.add(entry);
  else model.iecSelection.delete(entry);
  return true;
}
