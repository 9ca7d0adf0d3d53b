import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { checkScreen, VIEWPORTS, type ViewportName } from './support/layoutChecks';
import { signedIn } from './support/signIn';
import { mirrorRows, signedInUuid } from './support/mirror';
import { goOffline } from './support/serviceWorker';

/**
 * Issue 16 'Guide': the help pages open from the sidebar for everyone signed in, and read offline:
 * the page chunk and the screenshots come from the service worker's precache. They fit a phone and
 * a laptop in German and in English.
 */
test.use({ locale: 'de-DE' });

async function expectLoaded(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

async function openGuide(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Anleitung', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Anleitung zum Kundencenter' })).toBeVisible();
}

test('dr.weber opens the guide, goes offline and reads another guide page with its screenshot', async ({
  page,
  context,
}) => {
  await signedIn(page, 'dr.weber');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await openGuide(page);
  await expectLoaded(page.getByRole('img', { name: /^Das Dashboard mit dem Menü links/ }));

  // Offline, the guard asks the mirror who is signed in: the sync worker must have written the user.
  const uuid = await signedInUuid(page);
  await expect
    .poll(async () => (await mirrorRows(page, uuid, 'user')).length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  await goOffline(page);
  await page
    .getByRole('navigation', { name: 'Themen der Anleitung' })
    .getByRole('link', { name: 'Tickets' })
    .click();
  await expect(page).toHaveURL(/#\/backend\/guide\/tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ein neues Ticket schreiben' })).toBeVisible();
  // Never loaded online: this picture comes from the precache.
  await expectLoaded(
    page.getByRole('img', { name: 'Die Liste der offenen Tickets mit Status, Priorität und Empfänger.' }),
  );
  await expect(page).toHaveTitle(/^Anleitung: Tickets \| Kundencenter/);
  await context.setOffline(false);
});

test('the guide fits a phone and a laptop, in German and in English', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signedIn(page, 'dr.weber');
  await openGuide(page);
  const pages = [
    { path: '/backend/guide', de: 'Anleitung zum Kundencenter', en: 'Guide to the Kundencenter' },
    {
      path: '/backend/guide/reports/overview',
      de: 'Befunde lesen und herunterladen',
      en: 'Reading and downloading reports',
    },
  ] as const;
  for (const language of ['de', 'en'] as const) {
    await page.locator(`header button[lang=${language}]`).click();
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      await page.setViewportSize(VIEWPORTS[viewport]);
      for (const guidePage of pages) {
        await page.goto(`/#${guidePage.path}`);
        await expect(page.getByRole('heading', { level: 1, name: guidePage[language] })).toBeVisible();
        for (const image of await page.getByRole('article').getByRole('img').all()) await expectLoaded(image);
        await checkScreen(page, testInfo, `guide ${guidePage.path} ${language} ${viewport}`);
      }
    }
  }
});
