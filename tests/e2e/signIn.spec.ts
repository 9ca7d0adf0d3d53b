import { expect, LAB_NAME, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { signIn, submitLogin } from './support/signIn';
import { totpCode } from './support/totp';

test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

test('admin signs in with the authenticator code and is greeted by first name', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Guten (Morgen|Tag|Abend), Sabine$/);
  await expect(page).toHaveTitle(`Dashboard | Kundencenter - ${LAB_NAME}`);
  await expect(page.getByRole('complementary', { name: 'Hauptnavigation' })).toContainText('Letzter Login');
});

test('a doctor is greeted with salutation, title and surname', async ({ page }) => {
  await signIn(page, 'dr.weber');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Guten (Morgen|Tag|Abend), Frau Dr\. med\. Weber$/,
  );
});

test('a wrong two-factor code is refused and the right one is accepted', async ({ page }) => {
  await page.goto('/#/login');
  await submitLogin(page, 'dr.klein', 'Demo#Arzt2026');
  await expect(page).toHaveURL(/two-factor-challenge/);
  const code = await totpCode('dr.klein');
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code', { exact: true }).fill(wrong);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByText('Der angegebene Zwei-Faktor-Code ist ungültig.')).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/#\/backend$/);
});

test('wrong credentials get one message for unknown users and wrong passwords', async ({ page }) => {
  await page.goto('/#/login');
  await submitLogin(page, 'niemand', 'Falsch#2026');
  const message = page.getByText('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.');
  await expect(message).toBeVisible();
  await submitLogin(page, 'dr.weber', 'Falsch#2026');
  await expect(message).toBeVisible();
});

test('the sixth login attempt within a minute is refused', async ({ page }) => {
  // An account of its own, so the lock-out does not reach the other tests.
  const username = 'praxis.ratelimit';
  await page.goto('/#/login');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await submitLogin(page, username, `Falsch#${attempt}`);
    await expect(page.getByText('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.')).toBeVisible();
  }
  await submitLogin(page, username, 'Falsch#6');
  await expect(page.getByText('Zu viele Versuche. Bitte warten Sie einen Moment.')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});

test('a backend page before the second factor leads to the challenge and then to the wanted page', async ({
  page,
}) => {
  await page.goto('/#/login');
  await submitLogin(page, 'dr.klein', 'Demo#Arzt2026');
  await expect(page).toHaveURL(/two-factor-challenge/);
  await page.goto('/#/backend');
  await expect(page).toHaveURL(/#\/login\/two-factor-challenge\?redirect=%2Fbackend$/);
  await page.getByLabel('Code', { exact: true }).fill(await totpCode('dr.klein'));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/#\/backend$/);
});

test('logout ends the session: the backend asks for login again', async ({ page }) => {
  await signIn(page, 'dr.weber');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto('/#/backend');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fbackend$/);
});
