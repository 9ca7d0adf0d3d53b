import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { inviteDoctor, verificationLinksTo } from './support/invitations';
import type { Locator, Page } from '@playwright/test';
import { VIEWPORTS } from './support/layoutChecks';
import { totpCode } from './support/totp';

test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

const DR_NEU_EMAIL = 'j.neumann@allgemeinmedizin-eppendorf.example.org';
const NEW_PASSWORD = 'Praxis#Eppendorf2026';

/** Issue 26: no toast lies over a step's button (on a phone they sat at the bottom, over 'Weiter'). */
async function expectNoToastOver(page: Page, button: Locator): Promise<void> {
  const target = await button.boundingBox();
  expect(target).not.toBeNull();
  for (const toast of await page.locator('[data-kind]').all()) {
    const box = await toast.boundingBox();
    if (!box || !target) continue;
    const apart =
      box.x + box.width <= target.x ||
      target.x + target.width <= box.x ||
      box.y + box.height <= target.y ||
      target.y + target.height <= box.y;
    expect(apart, 'a toast covers the button').toBe(true);
  }
}

test('dr.neu goes from the verification mail through all four steps to the dashboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  const [link] = await verificationLinksTo(request, DR_NEU_EMAIL);
  expect(link, 'the seeded verification mail waits in the dev outbox').toBeDefined();

  // Step 1: the link verifies the address; 1.5 s later the wizard moves on.
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/#\/first-run\/change-password$/, { timeout: 10_000 });

  // Step 2: credentials, saved only when all five rules hold.
  await page.getByLabel('Benutzername', { exact: true }).fill('dr.neumann');
  const save = page.getByRole('button', { name: 'Speichern' });
  await page.getByLabel('Passwort', { exact: true }).fill('kurz');
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill('kurz');
  await expect(save).toBeDisabled();
  await page.getByLabel('Passwort', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill(NEW_PASSWORD);
  await expect(save).toBeEnabled();
  await save.click();

  // Step 3: two-factor by authenticator app. Step 2's toast went with step 2 (issue 26).
  await expect(page).toHaveURL(/#\/first-run\/two-factor-authentication$/);
  await expect(page.getByText('Ihre Zugangsdaten wurden gespeichert.')).toHaveCount(0);
  await page.getByRole('radio', { name: 'App' }).check();
  const send = page.getByRole('button', { name: 'Senden' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Passwort', { exact: true }).fill(NEW_PASSWORD);
  await send.click();
  await expect(page.getByRole('img', { name: 'QR-Code für die Authenticator-App' })).toBeVisible();
  const secret = (await page.locator('code').first().textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('Code', { exact: true }).fill(await totpCode('dr.neu', secret));
  await page.getByRole('button', { name: 'Aktivieren' }).click();

  // The recovery codes must be acknowledged before going on.
  const next = page.getByRole('button', { name: 'Weiter' });
  await expect(next).toBeDisabled();
  await expect(page.getByText('Die Zwei-Faktor-Authentifizierung ist aktiviert.')).toHaveCount(0);
  // A toast of this step (copied, or why not) stands above the step, not over its button.
  await page.getByRole('button', { name: 'Kopieren' }).click();
  await expect(page.locator('[data-kind]').filter({ hasText: 'kopiert' })).toBeVisible();
  await next.scrollIntoViewIfNeeded();
  await expectNoToastOver(page, next);
  await page.getByLabel('Ich habe die Wiederherstellungscodes notiert.').check();
  await next.click();

  // Step 4: newsletter, then the dashboard after 2 s.
  await expect(page).toHaveURL(/#\/first-run\/newsletter$/);
  await expect(page.getByLabel('E-Mail', { exact: true })).toHaveValue(DR_NEU_EMAIL);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/#\/backend$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Guten (Morgen|Tag|Abend), Herr Dr\. med\. Neumann$/,
  );
});

test('an invited doctor whose link expired asks for a new one by address and goes on with it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const invitee = 'i.kurz@praxis-kurz.example.org';
  const invitation = await inviteDoctor(testInfo.project.use.baseURL ?? '', request, {
    vorname: 'Ida',
    nachname: 'Kurz',
    email: invitee,
  });

  // The lab's invitation lasts 60 minutes; the clock moves past them.
  await request.post('/dev/clock/advance', { data: { minutes: 61 } });
  try {
    await page.goto(invitation);
    await expect(
      page.getByText('Der Link ist abgelaufen. Bitte fordern Sie eine neue Bestätigungsmail an.'),
    ).toBeVisible({ timeout: 10_000 });
    await page.getByLabel('E-Mail-Adresse', { exact: true }).fill(invitee);
    await page.getByRole('button', { name: 'Neuen Link senden' }).click();
    await expect(page.getByRole('status')).toContainText('haben wir Ihnen einen neuen Link gesendet');
  } finally {
    // The other specs sign in with TOTP codes of the real time.
    await request.post('/dev/clock/advance', { data: { minutes: -61 } });
  }

  const links = await verificationLinksTo(request, invitee, 2);
  expect(links).toHaveLength(2);
  expect(links[0]).not.toBe(invitation);
  await page.goto(links[0] ?? '');
  await expect(page).toHaveURL(/#\/first-run\/change-password$/, { timeout: 10_000 });

  // The first link was superseded: it signs nobody in, and the page says so.
  await page.context().clearCookies();
  await page.goto('about:blank');
  await page.goto(invitation);
  await expect(page.getByText('Dieser Link ist nicht mehr gültig')).toBeVisible({ timeout: 10_000 });
});
