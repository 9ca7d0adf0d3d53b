import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkScreen, VIEWPORTS } from './support/layoutChecks';
import { signedIn, unlockVault } from './support/signIn';
import { untilServiceWorkerControls } from './support/serviceWorker';

/**
 * Issue 16 'iEC tool' end to end: dr.weber, offline, picks three substances from two groups,
 * applies them, downloads the PDF made on her device and opens a lexicon entry; online again and after a reload the
 * selection is still hers. The screen at phone and laptop size. She leaves with an empty selection
 * (the specs share one server). And dr.klein in two tabs: a change waits for the other tab's.
 */
test.use({ locale: 'de-DE' });

/** Found by CAS number, each the only hit; the first two are metals, the third a pesticide. */
const PICKS = [
  { cas: '7439-97-6', name: 'Quecksilber', group: 'Metalle und Halbmetalle' },
  { cas: '7439-92-1', name: 'Blei', group: 'Metalle und Halbmetalle' },
  { cas: '1071-83-6', name: 'Glyphosat', group: 'Pestizide' },
];

async function openTool(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.location.hash = '/backend/iec';
  });
  await expect(page.getByRole('heading', { level: 1, name: 'iEC-Tool' })).toBeVisible();
  await expect(page.getByTestId('iec-group').first()).toBeVisible();
}

async function serverSelection(page: Page): Promise<number[]> {
  return page.evaluate(async () => {
    const response = await fetch('/api/iec/selection', { headers: { Accept: 'application/json' } });
    return ((await response.json()) as { data: { substance_ids: number[] } }).data.substance_ids;
  });
}

async function clearSelection(page: Page): Promise<void> {
  const panel = page.getByTestId('iec-selection');
  if (await panel.getByTestId('iec-new-selection').isDisabled()) return;
  await panel.getByTestId('iec-new-selection').click();
  await page.getByTestId('iec-new-selection-confirm').click();
  await expect(panel.getByTestId('iec-selected')).toHaveCount(0);
  await expect.poll(() => serverSelection(page), { timeout: 15_000 }).toEqual([]);
}

test('dr.weber, offline, selects three substances from two groups, downloads the PDF, opens a lexicon entry, and finds her selection after a reload', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signedIn(page, 'dr.weber');
  await expect(page.getByTestId('sync-state')).toHaveText('Online');
  // The service worker precaches the app (the documents' worker too) on the first visit: slow on a busy machine.
  await untilServiceWorkerControls(page);
  await page.getByRole('link', { name: 'iEC-Tool' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'iEC-Tool' })).toBeVisible();
  await clearSelection(page);
  const panel = page.getByTestId('iec-selection');
  await expect(page.getByTestId('iec-download-pdf')).toBeDisabled();
  await expect(panel).toContainText('Bitte wählen Sie mindestens eine Substanz.');

  await context.setOffline(true);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  for (const pick of PICKS) {
    await page.getByTestId('iec-search').fill(pick.cas);
    const hit = page.getByTestId('iec-substance');
    await expect(hit).toHaveCount(1);
    await expect(hit).toContainText(pick.name);
    await hit.getByRole('checkbox').check();
  }
  await page.getByTestId('iec-search').fill('');
  await expect(page.getByText('Ihre Änderungen sind noch nicht übernommen.')).toBeVisible();
  await page.getByTestId('iec-apply').click();
  await expect(panel.getByTestId('iec-selected')).toHaveCount(3);
  for (const pick of PICKS) {
    await expect(panel).toContainText(pick.group);
    await expect(panel.getByTestId('iec-selected').filter({ hasText: pick.name })).toHaveCount(1);
  }
  await expect(panel.getByTestId('pending-mark')).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');

  // The PDF is made on the device, without a connection.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('iec-download-pdf').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^iEC-Auswahl_\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(2_000);
  expect(pdf.length).toBeLessThan(200_000);

  // Still offline, the lexicon explains a substance of the selection, marked as selected.
  await page.getByRole('link', { name: 'iEC-Lexikon' }).first().click();
  await page.getByLabel('Lexikon durchsuchen').fill('Quecksilber');
  await page.getByTestId('lexicon-list').getByRole('link', { name: 'Quecksilber', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quecksilber' })).toBeVisible();
  await expect(page.getByTestId('lexicon-definition')).not.toBeEmpty();
  await expect(
    page.getByTestId('lexicon-substance').getByRole('button', { name: 'Aus Auswahl entfernen' }),
  ).toBeVisible();
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await page.getByRole('link', { name: 'iEC-Tool' }).first().click();
  await expect(panel.getByTestId('iec-selected')).toHaveCount(3);

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect(panel.getByTestId('pending-mark')).toHaveCount(0);
  await expect.poll(() => serverSelection(page), { timeout: 15_000 }).toHaveLength(3);

  await page.reload();
  await unlockVault(page, 'dr.weber');
  await openTool(page);
  await expect(panel.getByTestId('iec-selected')).toHaveCount(3);
  for (const pick of PICKS) {
    await expect(panel.getByTestId('iec-selected').filter({ hasText: pick.name })).toHaveCount(1);
  }

  await clearSelection(page);
});

test('the iEC tool fits a phone and a laptop, with the substance info and a selection shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, 'dr.weber');
  await openTool(page);
  await clearSelection(page);
  await page.getByTestId('iec-show-info').check();
  await page.getByRole('button', { name: /Metalle und Halbmetalle/ }).click();
  const metals = page.getByTestId('iec-substance');
  await expect(metals.first()).toBeVisible();
  await expect(page.getByTestId('iec-substance-info').first()).toBeVisible();
  await metals.first().getByRole('checkbox').check();
  await page.getByTestId('iec-apply').click();
  await expect(page.getByTestId('iec-selected')).toHaveCount(1);
  for (const name of ['laptop', 'phone'] as const) {
    await page.setViewportSize(VIEWPORTS[name]);
    await checkScreen(page, test.info(), `iEC tool (${name})`);
  }
  await clearSelection(page);
});

/** Opens a lexicon entry by its name, inside the app (the hash only). */
async function openEntry(page: Page, name: string): Promise<Locator> {
  await page.evaluate(() => {
    window.location.hash = '/backend/wiki/iec';
  });
  await page.getByLabel('Lexikon durchsuchen').fill(name);
  await page.getByTestId('lexicon-list').getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.getByTestId('lexicon-substance');
}

test('two tabs of dr.klein change the selection at the same time: each change waits for the other tab’s, and both are kept', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await signedIn(page, 'dr.klein');
  const before = await serverSelection(page);
  const second = await context.newPage();
  await second.goto('/#/backend/wiki/iec');
  const locked = second.getByRole('heading', { name: 'Offline-Daten gesperrt' });
  await expect(locked.or(second.getByRole('heading', { level: 1, name: 'iEC-Lexikon' }))).toBeVisible({
    timeout: 20_000,
  });
  if (await locked.isVisible()) await unlockVault(second, 'dr.klein');

  const mercury = await openEntry(page, 'Quecksilber');
  const ochratoxin = await openEntry(second, 'Ochratoxin A');
  await expect(mercury.getByRole('button', { name: 'Zur Auswahl hinzufügen' })).toBeVisible();
  await expect(ochratoxin.getByRole('button', { name: 'Zur Auswahl hinzufügen' })).toBeVisible();

  // The second tab is in the middle of a change: it holds the Web Lock every tab of the user takes
  // for one (src/app/offline/iecSelection.ts, named after the user's database).
  await second.evaluate(async () => {
    const user = ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data;
    const held = new Promise<void>((granted) => {
      void navigator.locks.request(`kundencenter-${user.uuid}:iec-selection`, () => {
        granted();
        return new Promise<void>((release) => {
          (window as unknown as { releaseSelection: () => void }).releaseSelection = release;
        });
      });
    });
    await held;
  });
  await mercury.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).click();
  await ochratoxin.getByRole('button', { name: 'Zur Auswahl hinzufügen' }).click();
  // Neither change is worked out while the other tab's is under way.
  await page.waitForTimeout(1_000);
  await expect(mercury.getByRole('button', { name: 'Zur Auswahl hinzufügen' })).toBeVisible();
  await expect(ochratoxin.getByRole('button', { name: 'Zur Auswahl hinzufügen' })).toBeVisible();

  await second.evaluate(() => (window as unknown as { releaseSelection: () => void }).releaseSelection());
  // Each worked out from the selection the other left: both substances are in it, in both tabs.
  for (const tab of [page, second]) {
    await expect(
      tab.getByTestId('lexicon-substance').getByRole('button', { name: 'Aus Auswahl entfernen' }),
    ).toBeVisible();
  }
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => serverSelection(page), { timeout: 15_000 }).toHaveLength(before.length + 2);

  // Undo, so the specs sharing this server find dr.klein's selection as it was.
  await mercury.getByRole('button', { name: 'Aus Auswahl entfernen' }).click();
  await expect(mercury.getByRole('button', { name: 'Zur Auswahl hinzufügen' })).toBeVisible();
  await ochratoxin.getByRole('button', { name: 'Aus Auswahl entfernen' }).click();
  await expect(ochratoxin.getByRole('button', { name: 'Zur Auswahl hinzufügen' })).toBeVisible();
  await expect.poll(() => serverSelection(page), { timeout: 15_000 }).toEqual(before);
});
