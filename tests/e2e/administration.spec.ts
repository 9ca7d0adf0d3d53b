import type { Page } from '@playwright/test';
import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { checkScreen, VIEWPORTS } from './support/layoutChecks';
import { signedIn } from './support/signIn';
import { totpCode } from './support/totp';

/**
 * Issue 14, the administration of doctors (spec §2 users, §4 'users can be locked, invited,
 * reset'): an administrator creates and invites a doctor who then finds their way in from the
 * mail, and locking a signed-in doctor sends their open page to login at once.
 */
test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

interface DevMail {
  to: string;
  subject: string;
  text: string;
}

const NEW_EMAIL = 'a.lindqvist@praxis-blankenese.example.org';
const NEW_PASSWORD = 'Praxis#Blankenese2026';

/** The users list row of a doctor, table or card alike. */
const doctorRow = (page: Page, name: string) => page.getByTestId('doctor-row').filter({ hasText: name });

async function invitationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/mails.json')).json()) as DevMail[];
      const mail = mails.filter((entry) => entry.to.includes(email)).at(-1);
      link = /https?:\/\/\S+#\/verify-email\?verification_url=\S+/.exec(mail?.text ?? '')?.[0];
      return link;
    })
    .toBeDefined();
  return link ?? '';
}

test('an administrator creates and invites a doctor, who completes the wizard and sees their reports', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, 'admin');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Benutzer' }).click();
  await expect(page).toHaveURL(/#\/backend\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  await expect(page.getByTestId('doctor-row').first()).toBeVisible();

  await page.getByRole('link', { name: 'Neuer Arzt' }).click();
  await expect(page).toHaveURL(/#\/backend\/users\/new$/);
  const form = page.getByTestId('doctor-form');
  await form.getByLabel('Anrede').selectOption('Frau');
  await form.getByLabel('Titel').fill('Dr.');
  await form.getByLabel('Vorname').fill('Astrid');
  await form.getByLabel('Nachname').fill('Lindqvist');
  await form.getByLabel('E-Mail').fill(NEW_EMAIL);
  await form.getByLabel('Ort').fill('Hamburg');
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(/#\/backend\/users\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dr. Astrid Lindqvist' })).toBeVisible();
  await expect(page.getByTestId('doctor-details')).toContainText('Nein');

  await page.getByRole('button', { name: 'Einladen' }).click();
  await expect(page.getByText('Dr. Astrid Lindqvist wurde eingeladen.')).toBeVisible();
  await expect(page.getByTestId('doctor-details')).toContainText(/Ja, am/);

  // The doctor, on their own device, follows the mail through the four steps.
  const doctorContext = await browser.newContext({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });
  const doctor = await doctorContext.newPage();
  await doctor.goto(await invitationLink(page, NEW_EMAIL));
  await expect(doctor).toHaveURL(/#\/first-run\/change-password$/, { timeout: 10_000 });
  await doctor.getByLabel('Benutzername', { exact: true }).fill('dr.lindqvist');
  await doctor.getByLabel('Passwort', { exact: true }).fill(NEW_PASSWORD);
  await doctor.getByLabel('Passwort bestätigen', { exact: true }).fill(NEW_PASSWORD);
  await doctor.getByRole('button', { name: 'Speichern' }).click();

  await expect(doctor).toHaveURL(/#\/first-run\/two-factor-authentication$/);
  await doctor.getByRole('radio', { name: 'App' }).check();
  await doctor.getByLabel('Passwort', { exact: true }).fill(NEW_PASSWORD);
  await doctor.getByRole('button', { name: 'Senden' }).click();
  await expect(doctor.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  const secret = (await doctor.locator('code').first().textContent())?.replace(/\s/g, '') ?? '';
  await doctor.getByLabel('Code', { exact: true }).fill(await totpCode('dr.lindqvist', secret));
  await doctor.getByRole('button', { name: 'Aktivieren' }).click();
  await doctor.getByLabel('Ich habe die Wiederherstellungscodes notiert.').check();
  await doctor.getByRole('button', { name: 'Weiter' }).click();

  await expect(doctor).toHaveURL(/#\/first-run\/newsletter$/);
  await doctor.getByRole('button', { name: 'Überspringen' }).click();
  await expect(doctor).toHaveURL(/#\/backend$/, { timeout: 10_000 });
  await expect(doctor.getByRole('heading', { level: 1 })).toHaveText(/Frau Dr\. Lindqvist$/);

  await doctor.evaluate(() => {
    window.location.hash = '/backend/reports';
  });
  await expect(doctor.getByRole('heading', { level: 1, name: 'Befunde' })).toBeVisible();
  await doctorContext.close();
});

test("locking a signed-in doctor sends the doctor's open page to login without a reload", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const doctorContext = await browser.newContext({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });
  const doctor = await doctorContext.newPage();
  await signedIn(doctor, 'dr.klein');
  await doctor.evaluate(() => {
    window.location.hash = '/backend/reports';
  });
  await expect(doctor.getByRole('heading', { level: 1, name: 'Befunde' })).toBeVisible();
  // A marker on the window: it is gone if the page reloads.
  await doctor.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await signedIn(page, 'admin');
  await page.evaluate(() => {
    window.location.hash = '/backend/users';
  });
  const klein = doctorRow(page, 'Klein');
  await expect(klein).toBeVisible();
  await expect(klein.getByTestId('doctor-online')).toHaveText('online', { timeout: 20_000 });
  // Issue 26: the app's own dialog asks first (on a phone too), and a toast says it is done.
  const askLock = page.getByRole('dialog', { name: /Klein sperren\?$/ });
  await page.setViewportSize(VIEWPORTS.phone);
  await klein.getByRole('button', { name: 'Sperren' }).click();
  await expect(askLock).toContainText('kann sich nicht mehr anmelden');
  await checkScreen(page, test.info(), 'lock confirmation phone');
  await askLock.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(askLock).toBeHidden();
  await expect(klein.getByText('Gesperrt')).toHaveCount(0);
  await page.setViewportSize(VIEWPORTS.laptop);
  await klein.getByRole('button', { name: 'Sperren' }).click();
  await askLock.getByRole('button', { name: 'Sperren' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Klein wurde gesperrt\./ })).toBeVisible();
  await expect(klein.getByText('Gesperrt')).toBeVisible();
  await expect(klein.getByTestId('pending-mark')).toHaveCount(0, { timeout: 15_000 });

  await expect(doctor).toHaveURL(/#\/login/, { timeout: 15_000 });
  expect(await doctor.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
    true,
  );
  await doctorContext.close();

  // Unlocked again, so the demo's dr.klein signs in for the other tests.
  await klein.getByRole('button', { name: 'Entsperren' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Klein wurde entsperrt\./ })).toBeVisible();
  await expect(klein.getByText('Gesperrt')).toHaveCount(0);
  await expect(klein.getByTestId('pending-mark')).toHaveCount(0, { timeout: 15_000 });
});

/** Opens a backend route by its path without reloading the app. */
async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
}

test("an administrator opens dr. Weber's account pages from the users list and changes a detail", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const info = test.info();
  await signedIn(page, 'admin');
  await go(page, '/backend/users');
  await doctorRow(page, 'Weber').getByRole('link', { name: 'Konto' }).click();
  await expect(page).toHaveURL(/#\/backend\/users\/[0-9a-f-]{36}\/account$/);
  // Issue 26: whose account it is, not 'Mein Konto', in the heading and the document title.
  const whose = /^Konto von .*Weber$/;
  await expect(page.getByRole('heading', { level: 1, name: whose })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mein Konto' })).toHaveCount(0);
  await expect(page).toHaveTitle(/^Konto von .*Weber \| Kundencenter/);
  const details = page.getByTestId('doctor-account-details');
  await expect(details.getByRole('heading', { name: /Persönliche Daten von .*Weber/ })).toBeVisible();
  await expect(details.getByLabel('Nachname')).toHaveValue('Weber');

  await details.getByLabel('Nachname').fill('');
  await details.getByRole('button', { name: 'Speichern' }).click();
  await expect(details.getByText('Dies ist ein Pflichtfeld.')).toBeVisible();
  await details.getByLabel('Nachname').fill('Weber');
  await details.getByLabel('Mobil').fill('0170 5550123');
  await details.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Die Daten wurden gespeichert.')).toBeVisible();
  await expect(details.getByTestId('pending-mark')).toHaveCount(0, { timeout: 15_000 });
  const accountUrl = page.url();

  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, info, `admin doctor account details ${size}`);
  }

  await page.getByRole('link', { name: 'Sicherheit' }).click();
  const security = page.getByTestId('doctor-account-security');
  await expect(page.getByRole('heading', { level: 1, name: whose })).toBeVisible();
  await expect(page).toHaveTitle(/^Konto von .*Weber \| Kundencenter/);
  await expect(security).toContainText('Zwei-Faktor-Verfahren');
  await expect(security).toContainText('Letzte Anmeldung');
  await expect(security.getByRole('button', { name: 'Sperren' })).toBeVisible();
  await expect(security.getByRole('button', { name: 'Zurücksetzen' })).toBeVisible();
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, info, `admin doctor account security ${size}`);
  }

  await page.getByRole('link', { name: 'Newsletter' }).click();
  const newsletter = page.getByTestId('doctor-account-newsletter');
  const english = newsletter.getByTestId('newsletter-list').filter({ hasText: 'Englisch' });
  await english.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(english).toContainText('abonniert');
  await expect(english.getByRole('button', { name: 'Abbestellen' })).toBeVisible();
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, info, `admin doctor account newsletter ${size}`);
  }
  await english.getByRole('button', { name: 'Abbestellen' }).click();
  await expect(english.getByRole('button', { name: 'Abonnieren' })).toBeVisible();

  // The change is the doctor's: their page in the users area shows it.
  const uuid = /users\/([0-9a-f-]{36})\/account/.exec(accountUrl)?.[1] ?? '';
  await go(page, `/backend/users/${uuid}`);
  await expect(page.getByTestId('doctor-details')).toContainText('0170 5550123');
  await expect(page.getByRole('link', { name: 'Konto' })).toBeVisible();
});

test('an administrator creates an office and edits it', async ({ page }) => {
  test.setTimeout(180_000);
  const info = test.info();
  await signedIn(page, 'admin');
  await go(page, '/backend/offices');
  await page.getByRole('link', { name: 'Neue Praxis' }).click();
  await expect(page).toHaveURL(/#\/backend\/offices\/new$/);
  const form = page.getByTestId('office-form');
  await form.getByLabel('BSNR').fill('12');
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await expect(form.getByText('Dies ist ein Pflichtfeld.')).toBeVisible();
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, info, `admin new office ${size}`);
  }
  await form.getByLabel('Name').fill('Praxis am Hafen');
  await form.getByLabel('BSNR').fill('987654321');
  await form.getByLabel('Ort').fill('Hamburg');
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await expect(page).toHaveURL(/#\/backend\/offices\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Praxis am Hafen' })).toBeVisible();

  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page).toHaveURL(/#\/backend\/offices\/\d+\/edit$/);
  const edit = page.getByTestId('office-form');
  await expect(edit.getByLabel('BSNR')).toHaveValue('987654321');
  await edit.getByLabel('Name').fill('Praxis am Hafen Nord');
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, info, `admin edit office ${size}`);
  }
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Praxis am Hafen Nord' })).toBeVisible();
  await expect(page.getByTestId('pending-mark')).toHaveCount(0, { timeout: 15_000 });

  await go(page, '/backend/offices');
  await expect(page.getByTestId('office-row').filter({ hasText: 'Praxis am Hafen Nord' })).toBeVisible();
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, info, `admin office list ${size}`);
  }
});

test("an administrator changes a practice's payment, and its doctor sees it on the open account page", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const info = test.info();
  const practice = 'Hausarztpraxis am Rathenauplatz';

  const doctorContext = await browser.newContext({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });
  const doctor = await doctorContext.newPage();
  await signedIn(doctor, 'dr.weber');
  await doctor.getByRole('button', { name: 'Benutzermenü' }).click();
  await doctor.getByRole('menuitem', { name: 'Mein Konto' }).click();
  const own = doctor.getByTestId('own-practice-settings');
  await expect(own.getByRole('heading', { name: 'Ihre Praxen' })).toBeVisible();
  await expect(own).toContainText(practice);
  await expect(own).toContainText('Zweigpraxis Bonn-Beuel');
  await expect(own).toContainText('Befundversand');
  await expect(own.getByRole('combobox')).toHaveCount(0);
  for (const size of ['phone', 'laptop'] as const) {
    await doctor.setViewportSize(VIEWPORTS[size]);
    await checkScreen(doctor, info, `doctor practice settings ${size}`);
  }

  await signedIn(page, 'admin');
  await go(page, '/backend/offices');
  await page
    .getByTestId('office-row')
    .filter({ hasText: practice })
    .getByRole('link', { name: practice })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: practice })).toBeVisible();
  await expect(page.getByText('Zahlungsart')).toBeVisible();
  await expect(page.getByText('Kreditkarte', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Bearbeiten' }).click();
  const edit = page.getByTestId('office-form');
  await expect(edit.getByLabel('Zahlungsart')).toHaveValue('2');
  await expect(edit.getByLabel('Befundversand')).toHaveValue('3');
  await edit.getByLabel('Zahlungsart').selectOption({ label: 'Kreditkarte NLRF' });
  for (const size of ['phone', 'laptop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await checkScreen(page, info, `admin office settings ${size}`);
  }
  await edit.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('heading', { level: 1, name: practice })).toBeVisible();
  await expect(page.getByText('Kreditkarte NLRF', { exact: true })).toBeVisible();
  await expect(page.getByTestId('pending-mark')).toHaveCount(0, { timeout: 15_000 });

  const cologne = own.locator('div').filter({ has: doctor.getByRole('heading', { name: practice }) });
  await expect(cologne).toContainText('Kreditkarte NLRF', { timeout: 15_000 });
  await doctorContext.close();
});
