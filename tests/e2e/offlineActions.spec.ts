import { expect, test } from './fixtures';
import { signedIn, unlockVault } from './support/signIn';
import { goOffline } from './support/serviceWorker';

test.use({ locale: 'de-DE' });

interface Recipient {
  email: string;
  recipientlist_id: number;
}

test('an action taken offline survives a reload and reaches the server exactly once', async ({
  page,
  context,
}, testInfo) => {
  // An address of each attempt's own: a retry must not meet the first attempt's subscription.
  const email = `praxis.offline.${testInfo.retry}@example.org`;
  await signedIn(page, 'admin');
  await expect(page.getByTestId('sync-state')).toHaveText('Online');
  const user = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data,
  );
  await page.goto(`/#/backend/users/${user.uuid}/account/newsletter`);
  await expect(page.getByText('Es bestehen keine Abonnements.').or(page.getByRole('table'))).toBeVisible();

  // The app shell is installed (service worker in control) before the network goes.
  await goOffline(page);
  await expect(page.getByTestId('sync-state')).toHaveText('Offline');
  await page.getByRole('radio', { name: 'Englisch' }).check();
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Anmelden' }).click();

  const row = page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');

  // The app starts without a network: the shell from the service worker, the data from the mirror.
  await page.reload();
  await unlockVault(page, 'admin');
  await expect(row).toBeVisible();
  await expect(page.getByTestId('unsent-count')).toHaveText('1 nicht gesendet');

  await context.setOffline(false);
  await expect(page.getByTestId('unsent-count')).toBeHidden({ timeout: 15_000 });
  await expect(row).toBeVisible();

  const recipients = await page.evaluate(
    async () => ((await (await fetch('/api/newsletter/recipients')).json()) as { data: Recipient[] }).data,
  );
  expect(recipients.filter((r) => r.email === email)).toEqual([
    expect.objectContaining({ recipientlist_id: 5799 }),
  ]);
});
