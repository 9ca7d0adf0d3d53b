import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';

test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

test('an empty login form shows the required texts of spec §5', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Dies ist ein Pflichtfeld.')).toHaveCount(2);
  // The first wrong field has the focus; after the first submit every change validates again.
  await expect(page.getByLabel('Benutzername')).toBeFocused();
  await page.getByLabel('Benutzername').fill('dr.weber');
  await expect(page.getByText('Dies ist ein Pflichtfeld.')).toHaveCount(1);
  await expect(page.getByLabel('Passwort', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('the login page says the session expired through inactivity when autologout is set', async ({
  page,
}) => {
  await page.goto('/#/login?autologout=1');
  await expect(
    page.getByText(
      'Ihre Sitzung ist aufgrund längerer Inaktivität abgelaufen. Bitte loggen Sie sich erneut ein.',
    ),
  ).toBeVisible();
});

test('the forgot-password link leads to the username form', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Passwort vergessen');
  await expect(page.getByLabel('Benutzername')).toBeVisible();
});

test('the forgot-password confirmation appears once, in place of the form', async ({ page }) => {
  await page.goto('/#/forgot-password');
  await page.getByLabel('Benutzername').fill('dr.weber');
  await page.getByRole('button', { name: 'Link anfordern' }).click();
  const confirmation = page.getByText(
    'Wenn ein Konto mit diesem Benutzernamen existiert, haben wir Ihnen eine E-Mail zum Zurücksetzen des Passworts gesendet.',
  );
  await expect(confirmation).toBeVisible();
  // A toast would arrive a moment later: give it the time before counting.
  await page.waitForTimeout(500);
  await expect(confirmation).toHaveCount(1);
  await expect(page.getByLabel('Benutzername')).toHaveCount(0);
});

test('a backend page without a signed-in user goes to login with the wanted path', async ({ page }) => {
  await page.goto('/#/backend');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fbackend$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Kundencenter');
});
