import { expect, test } from './fixtures';
import { DEMO_PASSWORDS, signIn } from './support/signIn';
import { apiSession } from './support/apiSession';

test.use({ locale: 'de-DE' });

test('a change made elsewhere reaches the open page without a reload', async ({ page, baseURL }) => {
  await signIn(page, 'admin');
  const uuid = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data.uuid,
  );
  await page.goto(`/#/backend/users/${uuid}/account/newsletter`);
  await expect(page.getByText('Es bestehen keine Abonnements.').or(page.getByRole('table'))).toBeVisible();

  // Another device of the same user subscribes; the socket's hint makes the page's worker pull.
  const otherDevice = await apiSession(baseURL ?? '', 'admin', DEMO_PASSWORDS.admin);
  const email = `zweitgeraet-${Date.now()}@example.org`;
  await otherDevice('POST', '/api/newsletter/recipients', { recipientlist_id: 5781, email });
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toBeVisible({
    timeout: 5_000,
  });
});
