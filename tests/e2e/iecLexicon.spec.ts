import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkScreen, VIEWPORTS, type ViewportName } from './support/layoutChecks';
import { apiSession } from './support/apiSession';
import { DEMO_PASSWORDS, signedIn } from './support/signIn';
import { goOffline } from './support/serviceWorker';
import { clickUntilShown } from './support/systemMessages';

/**
 * Issue 16, the iEC lexicon end to end: dr.weber, offline after the first sync, opens the lexicon,
 * filters by a letter, opens an entry and adds its substance to the iEC selection (queued, marked
 * pending); back online the selection is on the server; she removes it again (other specs share
 * the server) and follows a cited source to its place on the sources page. And the pages at phone
 * and laptop size.
 */
test.use({ locale: 'de-DE' });

const ENTRY = 'Ochratoxin A';

async function apiData<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    return ((await response.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

const serverSelection = async (page: Page) =>
  (await apiData<{ substance_ids: number[] }>(page, '/api/iec/selection')).substance_ids;

/** The mirror holds the lexicon: the first sync has brought the catalogue (scope `all`). */
async function lexiconMirrored(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const user = ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(`kundencenter-${user.uuid}`);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error as Error);
    });
    try {
      if (!db.objectStoreNames.contains('iecLexiconEntry')) return 0;
      const count = db.transaction('iecLexiconEntry').objectStore('iecLexiconEntry').count();
      return await new Promise<number>((resolve) => {
        count.onsuccess = () => resolve(count.result);
      });
    } finally {
      db.close();
    }
  });
}

/** Navigates inside the app (the hash only), so the session and its vault stay open. */
async function openScreen(page: Page, hashPath: string): Promise<void> {
  await page.evaluate((path) => {
    window.location.hash = path;
  }, hashPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('dr.weber, offline, filters the lexicon by a letter, adds the entry’s substance to her selection, and it reaches the server once she is online', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signedIn(page, 'dr.weber');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => lexiconMirrored(page), { timeout: 30_000 }).toBeGreaterThan(0);
  const substances = await apiData<{ id: number; name: { de: string } }[]>(page, '/api/iec/substances');
  const ochratoxin = substances.find((substance) => substance.name.de === ENTRY);
  expect(ochratoxin).toBeDefined();
  const before = await serverSelection(page);
  expect(before).not.toContain(ochratoxin?.id);

  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await page.getByRole('link', { name: 'iEC-Lexikon' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'iEC-Lexikon' })).toBeVisible();
  await expect(page.getByTestId('lexicon-entry').first()).toBeVisible();
  const letters = page.getByRole('navigation', { name: 'Nach Anfangsbuchstabe filtern' });
  await expect(letters.getByRole('button', { name: 'X', exact: true })).toBeDisabled();
  await letters.getByRole('button', { name: 'O', exact: true }).click();
  await expect(page.getByTestId('lexicon-entry').getByRole('link')).toHaveText([ENTRY]);
  await page.getByTestId('lexicon-list').getByRole('link', { name: ENTRY }).click();
  await expect(page.getByRole('heading', { level: 1, name: ENTRY })).toBeVisible();

  const substance = page.getByTestId('lexicon-substance');
  await substance.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).click();
  await expect(substance.getByRole('button', { name: 'Aus Auswahl entfernen' })).toBeVisible();
  await expect(substance.getByTestId('pending-mark')).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect(substance.getByTestId('pending-mark')).toBeHidden();
  await expect.poll(() => serverSelection(page)).toEqual([...before, ochratoxin?.id]);

  // Undo, so the specs sharing this server find dr.weber's selection as it was.
  await substance.getByRole('button', { name: 'Aus Auswahl entfernen' }).click();
  await expect(substance.getByRole('button', { name: 'Zur Auswahl hinzufügen' })).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => serverSelection(page)).toEqual(before);

  // A cited source opens at its place in the reference list.
  const cited = page.getByTestId('lexicon-sources').getByRole('link').first();
  const citation = (await cited.textContent()) ?? '';
  await cited.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quellen' })).toBeVisible();
  await expect(page.locator('[data-testid="source"][aria-current="true"]')).toContainText(citation);
  await expect(page).toHaveURL(/#\/backend\/sources#source-\d+$/);
});

test('the lexicon, an entry and the sources page fit a phone and a laptop', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, 'dr.weber');
  for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
    await page.setViewportSize(VIEWPORTS[size]);
    await openScreen(page, '/backend/wiki/iec');
    await expect(page.getByTestId('lexicon-entry').first()).toBeVisible();
    await checkScreen(page, test.info(), `iEC lexicon ${size}`);
    await page.getByLabel('Lexikon durchsuchen').fill('Quecksilber');
    await clickUntilShown(
      page.getByTestId('lexicon-list').getByRole('link', { name: 'Quecksilber', exact: true }),
      page.getByRole('heading', { level: 1, name: 'Quecksilber' }),
    );
    await expect(page.getByTestId('lexicon-substance')).toContainText('7439-97-6');
    await checkScreen(page, test.info(), `iEC lexicon entry ${size}`);
    await openScreen(page, '/backend/sources');
    await expect(page.getByTestId('source').first()).toBeVisible();
    await checkScreen(page, test.info(), `sources ${size}`);
  }
});

test('labor, holding the content permission, creates an entry (the empty fields are named), edits and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const term = `Zinkprotoporphyrin ${Date.now()}`;
  await signedIn(page, 'labor');
  await openScreen(page, '/backend/wiki/iec');
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await page.getByRole('button', { name: 'Neuer Eintrag' }).click();
    await expect(page.getByRole('dialog', { name: 'Neuer Lexikoneintrag' })).toBeVisible();
    await checkScreen(page, test.info(), `new lexicon entry dialog ${size}`);
    if (size === 'phone') await page.getByRole('button', { name: 'Abbrechen' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Neuer Lexikoneintrag' });
  await dialog.getByLabel('Begriff (Deutsch)').fill(term);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByText('Dies ist ein Pflichtfeld.')).toHaveCount(3);

  await dialog.getByLabel('Begriff (Englisch)').fill(`Zinc protoporphyrin ${term.split(' ')[1]}`);
  await dialog
    .getByLabel('Definition (Deutsch)')
    .fill('Ein Vorläufer des Häms, der bei Eisenmangel und Bleibelastung ansteigt.');
  await dialog
    .getByLabel('Definition (Englisch)')
    .fill('A precursor of haem that rises with iron deficiency and lead exposure.');
  await dialog.getByLabel('Erklärter Stoff').selectOption({ label: 'Blei' });
  await dialog.getByLabel('Quelle hinzufügen').selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: term })).toBeVisible();
  await expect(page.getByTestId('lexicon-substance')).toContainText('Stoff: Blei');
  await expect(page.getByTestId('lexicon-sources').getByRole('link')).toHaveCount(1);

  await page.getByRole('button', { name: 'Bearbeiten' }).click();
  const edit = page.getByRole('dialog', { name: 'Lexikoneintrag bearbeiten' });
  await edit.getByLabel('Definition (Deutsch)').fill('Ein Vorläufer des Häms; er steigt bei Eisenmangel.');
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId('lexicon-definition')).toHaveText(
    'Ein Vorläufer des Häms; er steigt bei Eisenmangel.',
  );

  await page.getByRole('button', { name: 'Löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eintrag löschen?' });
  await expect(confirm).toContainText(term);
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'iEC-Lexikon' })).toBeVisible();
  await page.getByLabel('Lexikon durchsuchen').fill(term);
  await expect(page.getByText('Keine Einträge gefunden.')).toBeVisible({ timeout: 15_000 });
});

test("a substance dr.weber adds offline from the lexicon while labor deletes it ends in 'Nicht gesendet', not silently lost", async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  const baseUrl = test.info().project.use.baseURL ?? '';
  const lab = await apiSession(baseUrl, 'labor', DEMO_PASSWORDS.labor);
  const name = `Testsubstanz ${Date.now()}`;
  const groups = (
    (await (await lab('GET', '/api/iec/substance-groups')).json()) as { data: { id: number }[] }
  ).data;
  const created = async (path: string, body: unknown) =>
    ((await (await lab('POST', path, body)).json()) as { data: { id: number } }).data.id;
  const substanceId = await created('/api/iec/substances', {
    group_id: groups[0]?.id,
    name: { de: name, en: name },
    info: { de: 'Nur für diesen Test.', en: 'For this test only.' },
  });
  const entryId = await created('/api/wiki/iec', {
    term: { de: name, en: name },
    definition: { de: 'Ein Eintrag nur für diesen Test.', en: 'An entry for this test only.' },
    substance_id: substanceId,
  });

  await signedIn(page, 'dr.weber');
  const before = await serverSelection(page);
  await openScreen(page, `/backend/wiki/iec/${entryId}`);
  const substance = page.getByTestId('lexicon-substance');
  await expect(substance).toContainText(name, { timeout: 15_000 });
  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await substance.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).click();
  await expect(substance.getByTestId('pending-mark')).toBeVisible();

  await lab('DELETE', `/api/iec/substances/${substanceId}`);
  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet', { timeout: 15_000 });
  await page.getByRole('button', { name: /^Synchronisierung/ }).click();
  const unsent = page.getByRole('region', { name: 'Nicht gesendet' });
  await expect(unsent).toContainText('iEC-Auswahl ändern');
  await expect(unsent).toContainText('Einige ausgewählte Substanzen gibt es nicht mehr.');
  expect(await serverSelection(page)).toEqual(before);
  await lab('DELETE', `/api/wiki/iec/${entryId}`);
});
