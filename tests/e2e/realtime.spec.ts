import { expect, test } from './fixtures';
import { DEMO_PASSWORDS, signedIn, unlockVault } from './support/signIn';
import { apiSession } from './support/apiSession';
import { untilServiceWorkerControls } from './support/serviceWorker';

test.use({ locale: 'de-DE' });

test('a change made elsewhere reaches the open page without a reload', async ({ page, baseURL }) => {
  await signedIn(page, 'admin');
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

test('an app that starts offline gets live updates as soon as the network is back', async ({
  page,
  context,
  baseURL,
}) => {
  await signedIn(page, 'admin');
  const uuid = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data.uuid,
  );
  await page.goto(`/#/backend/users/${uuid}/account/newsletter`);
  await expect(page.getByText('Es bestehen keine Abonnements.').or(page.getByRole('table'))).toBeVisible();
  await untilServiceWorkerControls(page);
  const otherDevice = await apiSession(baseURL ?? '', 'admin', DEMO_PASSWORDS.admin);

  // The doctor on a bad line: the app starts without a network.
  await context.setOffline(true);
  await page.reload();
  await unlockVault(page, 'admin');
  await expect(page.getByText('Es bestehen keine Abonnements.').or(page.getByRole('table'))).toBeVisible();
  await page.waitForTimeout(1_000);

  await context.setOffline(false);
  // Time for the socket to open; the 60 s safety pull is far away.
  await page.waitForTimeout(2_000);
  const email = `offline-start-${Date.now()}@example.org`;
  await otherDevice('POST', '/api/newsletter/recipients', { recipientlist_id: 5781, email });
  await expect(page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })).toBeVisible({
    timeout: 1_000,
  });
});

test('a change everyone may see reaches a doctor’s open page through the private sync channel', async ({
  page,
  baseURL,
}) => {
  await signedIn(page, 'dr.weber');
  await page.getByRole('link', { name: 'iEC-Lexikon' }).first().click();
  await expect(page.getByTestId('lexicon-entry').first()).toBeVisible({ timeout: 30_000 });

  // The lab adds a lexicon entry (scope `all`): its hint goes to private-Kundencenter.Sync only.
  const admin = await apiSession(baseURL ?? '', 'admin', DEMO_PASSWORDS.admin);
  const term = `Zearalenon ${Date.now()}`;
  await admin('POST', '/api/wiki/iec', {
    term: { de: term, en: term },
    definition: { de: 'Ein Mykotoxin aus Fusarium-Pilzen.', en: 'A mycotoxin of Fusarium fungi.' },
    substance_id: null,
    source_ids: [],
  });
  await expect(page.getByTestId('lexicon-entry').filter({ hasText: term })).toBeVisible({ timeout: 5_000 });
});
