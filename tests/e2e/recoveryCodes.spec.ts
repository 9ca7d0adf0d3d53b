import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { DEMO_PASSWORDS, signIn, submitLogin } from './support/signIn';

test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

test('a recovery code signs in once and is refused the second time', async ({ page }) => {
  await signIn(page, 'labor');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Mein Konto' }).click();
  await page.getByRole('link', { name: 'Sicherheit' }).click();
  await page.getByRole('button', { name: 'Wiederherstellungscodes neu erzeugen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passwort bestätigen' });
  await dialog.getByLabel('Passwort', { exact: true }).fill(DEMO_PASSWORDS.labor);
  await dialog.getByRole('button', { name: 'Bestätigen' }).click();
  const codes = page.getByRole('list', { name: 'Wiederherstellungscodes' }).getByRole('listitem');
  await expect(codes).toHaveCount(8);
  const recoveryCode = (await codes.first().textContent()) ?? '';

  const useRecoveryCode = async () => {
    await page.getByRole('button', { name: 'Benutzermenü' }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    await submitLogin(page, 'labor', DEMO_PASSWORDS.labor);
    await page.getByRole('button', { name: 'Wiederherstellungscode verwenden' }).click();
    await page.getByLabel('Wiederherstellungscode').fill(recoveryCode);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
  };

  await useRecoveryCode();
  await expect(page).toHaveURL(/#\/backend$/);

  await useRecoveryCode();
  await expect(page.getByText('Der angegebene Wiederherstellungscode ist ungültig.')).toBeVisible();
  await expect(page).toHaveURL(/two-factor-challenge/);
});
