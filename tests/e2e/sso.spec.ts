/**
 * Single sign-on for staff (issue 29) in Chromium, at laptop and phone size: a portal of its own,
 * started with the environment of the local OpenID provider (scripts/dev-oidc-provider.ts, the
 * README's way of trying it), offers 'Anmelden mit Labor-Konto' on its login page; the staff member
 * signs in at the provider's page and lands in the backend (the device's vault then asks for the
 * portal password once, as after any sign-in without one). A doctor's identity is refused with a
 * message on the login page.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect, test, type Page } from '@playwright/test';
import { checkScreen, VIEWPORTS, type ViewportName } from './support/layoutChecks';
import { startPortal, type PortalProcess } from './support/portalProcess';
import { DEMO_PASSWORDS } from './support/signIn';

const PORT = Number(process.env['E2E_PORT'] ?? 8181) + 101;
const PORTAL_URL = `http://127.0.0.1:${PORT}`;

test.use({ locale: 'de-DE', baseURL: PORTAL_URL });
test.describe.configure({ mode: 'serial' });

/** Starts the provider script; resolves with the environment it prints for the portal. */
async function startProvider(): Promise<{ child: ChildProcess; env: Record<string, string> }> {
  const child = spawn(
    'node',
    ['--import', 'tsx', 'scripts/dev-oidc-provider.ts', '--port', '0', '--portal', PORTAL_URL],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const env: Record<string, string> = {};
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
  for await (const line of lines) {
    const exported = /^export (\w+)='(.*)'$/.exec(line);
    if (exported?.[1] && exported[2] !== undefined) env[exported[1]] = exported[2];
    if (line.startsWith('ready ')) return { child, env };
  }
  throw new Error('the OpenID provider script ended before it was ready');
}

let provider: ChildProcess | undefined;
let portal: PortalProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const started = await startProvider();
  provider = started.child;
  portal = await startPortal({ port: PORT, env: started.env, stdio: 'ignore' });
});

test.afterAll(async () => {
  await portal?.stop();
  provider?.kill('SIGTERM');
});

/** The provider's own page: choose the identity, sign in. */
async function signInAtProvider(page: Page, account: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('Account').selectOption(account);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  test(`a staff member signs in through the lab's provider and lands in the backend (${size})`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(VIEWPORTS[size]);
    await page.goto('/#/login');
    const button = page.getByRole('link', { name: 'Anmelden mit Labor-Konto' });
    await expect(button).toBeVisible();
    await checkScreen(page, testInfo, 'login with single sign-on');

    await button.click();
    await signInAtProvider(page, 'markus.brandt');

    await expect(page).toHaveURL(/#\/backend$/);
    // The device's offline data are sealed with the portal password: the first time it is asked.
    await expect(page.getByRole('heading', { name: 'Offline-Daten einrichten' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('Passwort').fill(DEMO_PASSWORDS.labor);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(page.getByRole('heading', { name: 'Offline-Daten einrichten' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The session is the demo's labor's, fully signed in (his ID token proved MFA).
    const user = await page.request.get('/api/auth/user');
    expect(await user.json()).toMatchObject({ data: { username: 'labor', roles: ['Labor'] } });
  });
}

test('a doctor is refused and told so on the login page', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Anmelden mit Labor-Konto' }).click();
  await signInAtProvider(page, 'k.weber');
  await expect(page).toHaveURL(/#\/login\?sso=doctor$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Ärztinnen und Ärzte melden sich mit Benutzername, Passwort und zweitem Faktor an.',
  );
});

test('the button is not offered while offline', async ({ page, context }) => {
  await page.goto('/#/login');
  await expect(page.getByRole('link', { name: 'Anmelden mit Labor-Konto' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('link', { name: 'Anmelden mit Labor-Konto' })).toBeHidden();
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Anmelden mit Labor-Konto' })).toBeVisible();
});
