import type { CDPSession, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { inviteDoctor } from './support/invitations';
import { axeFindings, checkScreen, VIEWPORTS, type ViewportName } from './support/layoutChecks';
import { DEMO_PASSWORDS, signIn, submitLogin } from './support/signIn';
import { goOffline } from './support/serviceWorker';
import { clickUntilShown } from './support/systemMessages';

/** Rows reach the mirror by the worker's pull after each write; the machine may be busy. */
const PULLED = { timeout: 20_000 };

/**
 * Issue 29 with Chromium's virtual authenticator (DevTools protocol, with PRF): a passkey is
 * registered on the account page, the vault opens with it offline after a reload, it serves as the
 * second factor, and it is removed. WebAuthn refuses an IP address as RP ID, so this spec opens
 * the portal as http://localhost:<port>; the server serves a loopback APP_URL's passkeys, and
 * accepts its socket, under that name.
 */
const portalOf = (testInfo: TestInfo) => testInfo.project.use.baseURL ?? '';

test.use({
  locale: 'de-DE',
  // The shard's portal (playwright.config.ts) under the name WebAuthn accepts.
  baseURL: async ({ baseURL }, use) => use(baseURL?.replace('127.0.0.1', 'localhost')),
});

async function addVirtualAuthenticator(page: Page): Promise<CDPSession> {
  const client = await page.context().newCDPSession(page);
  await client.send('WebAuthn.enable');
  await client.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
    },
  });
  return client;
}

async function openSecurityPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Mein Konto' }).click();
  await clickUntilShown(
    page.getByRole('link', { name: 'Sicherheit' }),
    page.getByRole('heading', { name: 'Passkeys' }),
  );
}

async function removeOnlyPasskey(page: Page): Promise<void> {
  const passkeys = page.getByTestId('passkeys');
  await passkeys.getByTestId('passkey').getByRole('button', { name: 'Entfernen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(passkeys.getByText('Noch kein Passkey registriert.')).toBeVisible(PULLED);
}

for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
  test(`dr.weber registers a passkey, unlocks the offline data with it after an offline reload, removes it (${size})`, async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize(VIEWPORTS[size]);
    await page.goto('/#/login');
    await addVirtualAuthenticator(page);
    await signIn(page, 'dr.weber');
    await openSecurityPage(page);

    const passkeys = page.getByTestId('passkeys');
    await passkeys.getByRole('button', { name: 'Passkey hinzufügen' }).click();
    await passkeys.getByLabel('Name des Passkeys').fill('Praxis-Laptop');
    await passkeys.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORDS['dr.weber']);
    await passkeys.getByRole('button', { name: 'Passkey registrieren' }).click();
    const entry = passkeys.getByTestId('passkey');
    await expect(entry).toHaveCount(1, PULLED);
    await expect(entry).toContainText('Praxis-Laptop');
    await expect(entry).toContainText('Entsperrt die Offline-Daten auf diesem Gerät');
    await checkScreen(page, testInfo, 'passkeys on the security page');
    expect(await axeFindings(page, 'moderate')).toEqual([]);

    // The device holds the second wrap of the vault key; the PRF output is stored nowhere.
    const stored = await page.evaluate(async () => {
      const user = ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(`kundencenter-${user.uuid}`);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const row = await new Promise<unknown>((resolve, reject) => {
        const request = db.transaction('meta').objectStore('meta').get('vaultPasskeys');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      db.close();
      return row as { value: { credentialId: string; wrapped: string }[] } | undefined;
    });
    expect(stored?.value).toHaveLength(1);

    await goOffline(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Offline-Daten gesperrt' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mit Passkey entsperren' })).toBeVisible();
    await checkScreen(page, testInfo, 'lock screen with a passkey');
    await page.getByRole('button', { name: 'Mit Passkey entsperren' }).click();
    await expect(page.getByRole('heading', { name: 'Offline-Daten gesperrt' })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(false);
    await openSecurityPage(page);
    await removeOnlyPasskey(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Offline-Daten gesperrt' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mit Passkey entsperren' })).toHaveCount(0);
    await page.getByLabel('Passwort').fill(DEMO_PASSWORDS['dr.weber']);
    await page.getByRole('button', { name: 'Entsperren', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Offline-Daten gesperrt' })).toBeHidden();
  });
}

test('a new doctor chooses the passkey as second factor in the wizard and signs in with it (phone)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  // A retry invites a doctor of its own: the first attempt's address and username are taken.
  const email = `p.schluessel${testInfo.retry}@praxis-schluessel.example.org`;
  const username = `dr.schluessel${testInfo.retry}`;
  const password = 'Praxis#Schluessel2026';
  const link = await inviteDoctor(portalOf(testInfo), request, {
    vorname: 'Paula',
    nachname: 'Schlüssel',
    email,
  });
  await page.goto('/#/login');
  await addVirtualAuthenticator(page);
  await page.goto(link.replaceAll('127.0.0.1', 'localhost'));
  await expect(page).toHaveURL(/#\/first-run\/change-password$/, { timeout: 10_000 });
  await page.getByLabel('Benutzername', { exact: true }).fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Speichern' }).click();

  await expect(page).toHaveURL(/#\/first-run\/two-factor-authentication$/);
  await page.getByRole('radio', { name: 'Passkey' }).check();
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Senden' }).click();
  await page.getByLabel('Name des Passkeys').fill('Smartphone');
  await page.getByRole('button', { name: 'Passkey registrieren' }).click();
  await expect(page.getByRole('list', { name: 'Wiederherstellungscodes' }).getByRole('listitem')).toHaveCount(
    8,
  );
  await page.getByLabel('Ich habe die Wiederherstellungscodes notiert.').check();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/#\/first-run\/newsletter$/);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/#\/backend$/, { timeout: 10_000 });
  // Registered before the vault existed, the passkey still opens this device's offline data.
  await openSecurityPage(page);
  await expect(page.getByTestId('passkey')).toContainText(
    'Entsperrt die Offline-Daten auf diesem Gerät',
    PULLED,
  );

  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await submitLogin(page, username, password);
  await expect(page).toHaveURL(/#\/login\/two-factor-challenge/);
  await expect(page.getByText('Bitte bestätigen Sie die Anmeldung mit Ihrem Passkey.')).toBeVisible();
  await page.getByRole('button', { name: 'Mit Passkey bestätigen' }).click();
  await expect(page).toHaveURL(/#\/backend$/);

  await openSecurityPage(page);
  await expect(page.getByTestId('passkey')).toContainText('Smartphone', PULLED);
  await expect(page.getByText('Passkey', { exact: true }).first()).toBeVisible();
  await removeOnlyPasskey(page);
});
