import { startLocalPushService, type LocalPushService } from '../../server/testing/pushService';
import { expect, test } from './fixtures';
import {
  acknowledgeOpenCriticalReports,
  createImportToken,
  criticalPotassiumBundle,
  importBundle,
} from './support/labImport';
import { checkScreen, VIEWPORTS } from './support/layoutChecks';
import {
  deliverPush,
  deliverUntilShown,
  registerSubscription,
  shownNotifications,
  vapidPublicKey,
} from './support/pushMessages';
import { settled, signIn, unlockVault } from './support/signIn';
import { freshBefundId } from './support/uploadReport';
import { untilServiceWorkerControls } from './support/serviceWorker';
import { CHROMIUM, CHROMIUM_ARGS } from './e2eBrowser.mjs';

/**
 * Issue 29 end to end: a doctor is offered push once per device after sign-in; her account's
 * 'Benachrichtigungen' tab lists her devices; a critical FHIR import reaches her device's push
 * service (web-push-testing, which checks the VAPID signature and decrypts the message) with a
 * text that names no patient, and the service worker shows it as a notification.
 */
test.use({ locale: 'de-DE', pushPromptAnswered: false });
// The full browser, not the headless shell of the other specs: the shell offers no notification
// permission, so the prompt never shows and a service worker cannot show a push (e2eBrowser.mjs).
test.use({ launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } });

let pushService: LocalPushService;
test.beforeAll(async () => {
  pushService = await startLocalPushService();
});
test.afterAll(async ({ browserName }, testInfo) => {
  void browserName;
  await pushService?.close();
  await acknowledgeOpenCriticalReports(testInfo.project.use.baseURL ?? '', 'dr.weber');
});

const CRITICAL_TEXT = 'Neuer kritischer Befund - bitte im Kundencenter öffnen';

test('a critical FHIR import reaches dr.weber’s push service without patient data, and her service worker shows it (laptop)', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseUrl = testInfo.project.use.baseURL ?? '';
  await context.grantPermissions(['notifications'], { origin: baseUrl });
  await page.setViewportSize(VIEWPORTS.laptop);
  await signIn(page, 'dr.weber');
  await untilServiceWorkerControls(page);

  // The device subscribes at its push service and tells the portal (the browser's part done by the local service).
  const device = await pushService.subscribe(await vapidPublicKey(page));
  expect(await registerSubscription(page, device)).toBe(201);

  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Mein Konto' }).click();
  await page.getByRole('link', { name: 'Benachrichtigungen' }).click();
  await expect(page.getByRole('heading', { name: 'Benachrichtigungen auf diesem Gerät' })).toBeVisible();
  await expect(page.getByTestId('push-devices')).toContainText('Praxis-PC (Test)', { timeout: 10_000 });
  await checkScreen(page, testInfo, 'push settings');

  const befundId = freshBefundId();
  await importBundle(
    request,
    await createImportToken(baseUrl, 'LIS-PUSH'),
    criticalPotassiumBundle(befundId),
  );
  await expect.poll(() => pushService.messagesOf(device).length, { timeout: 15_000 }).toBe(1);
  const [received = ''] = pushService.messagesOf(device);
  const payload = JSON.parse(received) as { kind: string; title: string; body: string; url: string };
  expect(payload).toMatchObject({ kind: 'critical', title: 'Kritischer Befund', body: CRITICAL_TEXT });
  expect(payload.url).toMatch(/^\/#\/backend\/reports\?report=\d+$/);
  for (const patientData of ['Mustermann', 'Erika', '40061234', '7,1', '7.1', befundId]) {
    expect(received).not.toContain(patientData);
  }

  // The push service hands the message to the device: its service worker shows it.
  await deliverUntilShown(page, received, {
    title: 'Kritischer Befund',
    body: CRITICAL_TEXT,
    tag: expect.stringMatching(/^report-\d+$/) as unknown as string,
    url: payload.url,
  });

  // The open page raised the critical dialog as well (issue 17); acknowledged, the push's link opens the report.
  const alert = page.getByRole('alertdialog', { name: 'Kritischer Befund' });
  await alert.getByRole('button', { name: 'Zur Kenntnis genommen' }).click();
  await expect(alert).toBeHidden();
  await page.goto(payload.url);
  await expect(page.getByRole('dialog')).toContainText(befundId, { timeout: 10_000 });

  // Removing the device from the list ends its pushes.
  await page.goto('/#/backend');
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Mein Konto' }).click();
  await page.getByRole('link', { name: 'Benachrichtigungen' }).click();
  await page.getByTestId('push-devices').getByRole('button', { name: 'Entfernen' }).first().click();
  await expect(page.getByText('Das Gerät erhält keine Push-Benachrichtigungen mehr.')).toBeVisible();
});

test('the one-time prompt after sign-in, the tab and a shown push at phone size', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const baseUrl = testInfo.project.use.baseURL ?? '';
  await page.setViewportSize(VIEWPORTS.phone);
  await signIn(page, 'dr.weber');
  const prompt = page.getByTestId('push-prompt');
  await expect(prompt.getByRole('heading', { name: 'Bei kritischen Befunden benachrichtigen' })).toBeVisible({
    timeout: 10_000,
  });
  await checkScreen(page, testInfo, 'push prompt');
  await prompt.getByRole('button', { name: 'Nicht jetzt' }).click();
  await expect(prompt).toBeHidden();
  // Remembered on this device: after a reload (and unlocking the vault) it does not come back.
  await page.reload();
  await unlockVault(page, 'dr.weber');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  await page.waitForTimeout(1_000); // the prompt would ask the server for its push key first
  await expect(page.getByTestId('push-prompt')).toHaveCount(0);

  await context.grantPermissions(['notifications'], { origin: baseUrl });
  await page.getByRole('button', { name: 'Benutzermenü' }).click();
  await page.getByRole('menuitem', { name: 'Mein Konto' }).click();
  await page.getByRole('link', { name: 'Benachrichtigungen' }).click();
  await expect(page.getByTestId('push-state')).toHaveText('Auf diesem Gerät ausgeschaltet');
  await checkScreen(page, testInfo, 'push settings phone');

  await untilServiceWorkerControls(page);
  const ticket = {
    kind: 'ticket',
    title: 'Ticket',
    body: 'Neue Antwort auf ein Ticket - bitte im Kundencenter öffnen',
    url: '/#/backend/tickets/open',
    tag: 'ticket-e2e',
  };
  await deliverUntilShown(page, JSON.stringify(ticket), {
    title: ticket.title,
    body: ticket.body,
    tag: ticket.tag,
    url: ticket.url,
  });
  // A message that is not the portal's shows nothing.
  await deliverPush(
    page,
    JSON.stringify({ title: 'Fremd', body: 'x', url: 'https://example.org/', tag: 'x', kind: 'x' }),
  );
  await page.waitForTimeout(500);
  expect((await shownNotifications(page)).map((shown) => shown.title)).not.toContain('Fremd');
});
