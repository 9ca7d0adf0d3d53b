import type { Page } from '@playwright/test';
import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';

/**
 * Issue 18: the static login shell of index.html (src/app/shell/loginShell.ts) paints #/login
 * before the app's JavaScript has run. It must look exactly like the page the app then paints,
 * show nothing on another route, speak the user's language, and lose nothing the user did in it.
 * The app's entry module is held back (or refused) so that only the shell is on the screen.
 */
const ENTRY = '**/assets/index-*.js';

async function withoutApp(page: Page) {
  await page.route(ENTRY, (route) => route.abort());
}

/** Holds the app back until `release` is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const shell = (page: Page) => page.locator('#login-shell');

/** Opens #/login while the app is held back: neither `load` nor DOMContentLoaded come before it runs. */
async function openHeld(page: Page) {
  await page.goto('/#/login', { waitUntil: 'commit' });
  await expect(shell(page)).toBeVisible();
}

/** Opens #/login with the app's entry running but the login page's own chunk held back until `release`. */
async function openWithLoginPageHeld(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route('**/assets/LoginPage-*.js', async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  await page.goto('/#/login', { waitUntil: 'commit' });
  await expect.poll(() => requested).toBe(true);
  return release;
}

async function screenshot(page: Page): Promise<Buffer> {
  // Fonts and the logo decoded, so that neither screenshot catches the page half painted.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode()));
  });
  const capture = () => page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  // Chromium's compositor now and then refuses a capture on a loaded machine ('Protocol error
  // (Page.captureScreenshot): Unable to capture screenshot'); that says nothing of the page, so the
  // capture, not the test, is tried again.
  try {
    return await capture();
  } catch (error) {
    if (!String(error).includes('Unable to capture screenshot')) throw error;
    return capture();
  }
}

/** The shell alone (the app held back), then the app's page, at the current viewport. */
async function compareShellWithApp(page: Page, heading: string) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const release = await holdApp(page);
  await page.goto('about:blank');
  await openHeld(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const shellShot = await screenshot(page);

  release();
  await expect(shell(page)).toHaveCount(0);
  await expect(page.locator('#root input[name=username]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const appShot = await screenshot(page);
  if (Buffer.compare(shellShot, appShot) !== 0) {
    const width = page.viewportSize()?.width ?? 0;
    await test.info().attach(`shell-${width}.png`, { body: shellShot, contentType: 'image/png' });
    await test.info().attach(`app-${width}.png`, { body: appShot, contentType: 'image/png' });
  }
  expect(Buffer.compare(shellShot, appShot), 'the shell and the app paint different pixels').toBe(0);
}

test.describe('the shell', () => {
  // A first visit: no service worker controls the page yet.
  test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

  test('shows nothing on another route or with the inactivity notice', async ({ page }) => {
    await withoutApp(page);
    for (const path of ['/#/datenschutz', '/#/', '/#/login/two-factor-challenge', '/#/login?autologout=1']) {
      await page.goto(path);
      await expect(shell(page)).toBeHidden();
      await expect(page.getByRole('heading')).toHaveCount(0);
    }
  });

  test('hides itself when the app cannot load: no form that cannot sign in', async ({ page }) => {
    await withoutApp(page);
    await page.goto('/#/login');
    await expect(shell(page)).toBeHidden();
  });

  test('speaks the language chosen before, and switches it for the app too', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', 'yes');
        localStorage.setItem('kundencenter.language', 'en');
      }
    });
    const release = await holdApp(page);
    await openHeld(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Kundencenter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'DE German' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Kundencenter');
    await expect(page.getByRole('button', { name: 'DE Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    release();
    await expect(shell(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Kundencenter');
    await expect(page.getByRole('button', { name: 'DE Deutsch' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('keeps what was typed and the submit, and the app signs in with it', async ({ page }) => {
    const release = await holdApp(page);
    await openHeld(page);
    await expect(shell(page)).toBeVisible();
    await shell(page).getByLabel('Benutzername').fill('dr.weber');
    await shell(page).getByLabel('Passwort').fill('Demo#Arzt2026');
    await shell(page).getByLabel('Passwort').press('Enter');
    // Nothing leaves the page before the app runs: no navigation, no password in the address.
    await expect(page).toHaveURL(/\/#\/login$/);
    release();
    await expect(page).toHaveURL(/two-factor-challenge/);
  });

  test('keeps the focus and the typed value when the app takes over', async ({ page }) => {
    const release = await holdApp(page);
    await openHeld(page);
    await shell(page).getByLabel('Benutzername').fill('praxis');
    release();
    await expect(shell(page)).toHaveCount(0);
    await expect(page.getByLabel('Benutzername')).toHaveValue('praxis');
    await expect(page.getByLabel('Benutzername')).toBeFocused();
  });

  test('stays while the app runs but the login page is still loading, and keeps what was typed then', async ({
    page,
  }) => {
    // The entry runs and renders its root, but the login page's own chunk is held back.
    const release = await openWithLoginPageHeld(page);
    await expect(shell(page)).toBeVisible();
    await shell(page).getByLabel('Benutzername').fill('dr.weber');
    await shell(page).getByLabel('Passwort').fill('Demo#Arzt2026');
    release();
    await expect(shell(page)).toHaveCount(0);
    await expect(page.getByLabel('Benutzername')).toHaveValue('dr.weber');
    await expect(page.getByLabel('Passwort', { exact: true })).toHaveValue('Demo#Arzt2026');
  });

  test('keeps a language switched while the app runs but the login page is still loading', async ({
    page,
  }) => {
    // The app has detected German by then; the shell's switch must not be lost at the takeover.
    const release = await openWithLoginPageHeld(page);
    await shell(page).getByRole('button', { name: 'EN Englisch' }).click();
    await expect(shell(page).getByRole('button', { name: 'Sign in' })).toBeVisible();
    release();
    await expect(shell(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle(/^Login \| /);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('follows a link before the app runs: the app opens that page', async ({ page }) => {
    const release = await holdApp(page);
    await openHeld(page);
    await shell(page).getByRole('link', { name: 'Passwort vergessen?' }).click();
    await expect(shell(page)).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort vergessen');
  });
});

for (const { locale, heading } of [
  { locale: 'de-DE', heading: 'Willkommen im Kundencenter' },
  { locale: 'en-US', heading: 'Welcome to the Kundencenter' },
]) {
  test.describe(locale, () => {
    // No service worker: it would serve the app's entry past the route that holds it back.
    test.use({ locale, ...WITHOUT_SERVICE_WORKER });

    test('the shell looks exactly like the login page the app paints, phone and laptop', async ({ page }) => {
      for (const viewport of [
        { width: 412, height: 823 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(viewport);
        await compareShellWithApp(page, heading);
      }
    });
  });
}
