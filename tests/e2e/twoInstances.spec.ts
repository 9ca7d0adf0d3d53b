import { test, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { signIn } from './support/signIn';
import { startTwoInstances, type TwoInstances } from './support/twoInstances';
import { freshBefundId, uploadReportForWeber } from './support/uploadReport';

/**
 * Issue 18, the portal scaled out: two instances on one PostgreSQL and one Redis (started here,
 * beside the suite's own server, on a fresh database and Redis prefix of their own). dr.weber's
 * page is open on A, the laboratory and the administrator work on B:
 * - labor's upload on B reaches dr.weber's open reports page on A without a reload (the write's
 *   sync hint travels through Redis to A's socket);
 * - the presence channel, asked on either instance, has members of both (admin's socket on B,
 *   dr.weber's on A);
 * - the administrator's lock of dr.weber on B ends her socket on A: her page goes to the login;
 * - issue 30: a report PDF uploaded on one instance opens on the other, with no files directory
 *   shared: both keep the encrypted files in one S3 bucket (a local s3rver).
 * PostgreSQL and Redis are required: without them the test fails (twoInstances.ts).
 */
test.describe.configure({ mode: 'serial' });

let instances: TwoInstances | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  instances = await startTwoInstances({ stdio: 'ignore' });
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await instances?.stop();
});

async function openAs(browser: Browser, baseURL: string, errors: string[]): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ locale: 'de-DE', baseURL });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  return [context, page];
}

/** The report's PDF as the download button fetches it, from the given instance. */
async function expectReportPdf(
  context: BrowserContext,
  origin: string,
  reportId: number | undefined,
  text: string,
): Promise<void> {
  expect(reportId).toBeDefined();
  const response = await context.request.get(`${origin}/api/befunde/${reportId}/file`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const pdf = (await response.body()).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  expect(pdf).toContain(text);
}

async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, path);
}

test("two instances: B's upload reaches A's open page, presence spans both, B's lock ends the socket on A", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  if (!instances) throw new Error('the instances did not start');
  const { a, b } = instances;
  const errors: string[] = [];

  const [weberContext, weber] = await openAs(browser, a.url, errors);
  await signIn(weber, 'dr.weber');
  await go(weber, '/backend/reports');
  await expect(weber.getByRole('heading', { level: 1, name: 'Befunde' })).toBeVisible();
  await expect(weber.getByTestId('report-row').first()).toBeVisible();
  // A marker on the window: it is gone if the page reloads.
  await weber.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await test.step("labor's upload on B appears on dr.weber's open page on A, and its PDF opens there", async () => {
    const befundId = freshBefundId();
    const report = await uploadReportForWeber(b.url, befundId, ['Sommer', 'Lina']);
    expect(report?.id).toBeDefined();
    await expect(weber.locator(`[data-testid="report-row"][data-befund-id="${befundId}"]`)).toBeVisible({
      timeout: 10_000,
    });
    await expectReportPdf(weberContext, a.url, report?.id, 'Patient Sommer, Lina');
  });

  const [adminContext, admin] = await openAs(browser, b.url, errors);
  await signIn(admin, 'admin');

  await test.step('a report uploaded on A opens on B; neither instance has a files directory', async () => {
    const report = await uploadReportForWeber(a.url, freshBefundId(), ['Winter', 'Jonas']);
    await expectReportPdf(adminContext, b.url, report?.id, 'Patient Winter, Jonas');
    for (const instance of [a, b]) {
      expect(existsSync(join(instance.dataDir, 'report-files'))).toBe(false);
      expect(existsSync(join(instance.dataDir, 'files'))).toBe(false);
    }
  });

  await test.step('the presence channel has members of both instances, asked on either', async () => {
    const names = async (origin: string) => {
      // The same session on both: the instances share the session store and the secrets.
      const response = await adminContext.request.get(`${origin}/api/messages/online`);
      expect(response.status()).toBe(200);
      return ((await response.json()) as { data: { name: string }[] }).data.map((user) => user.name);
    };
    for (const origin of [a.url, b.url]) {
      await expect
        .poll(() => names(origin), { timeout: 20_000 })
        .toEqual(expect.arrayContaining([expect.stringMatching(/Weber/), expect.stringMatching(/Hoffmann/)]));
    }
  });

  await test.step("the admin's lock on B ends dr.weber's socket on A: her page goes to the login", async () => {
    await go(admin, '/backend/users');
    const row = admin.getByTestId('doctor-row').filter({ hasText: 'Weber' });
    await expect(row.getByTestId('doctor-online')).toHaveText('online', { timeout: 20_000 });
    await row.getByRole('button', { name: 'Sperren' }).click();
    // Issue 26: the app's own dialog asks first.
    await admin
      .getByRole('dialog', { name: /Weber sperren\?$/ })
      .getByRole('button', { name: 'Sperren' })
      .click();
    await expect(row.getByText('Gesperrt')).toBeVisible();
    await expect(row.getByTestId('pending-mark')).toHaveCount(0, { timeout: 15_000 });
    await expect(weber).toHaveURL(/#\/login/, { timeout: 15_000 });
    expect(await weber.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
  });

  await weberContext.close();
  await adminContext.close();
  expect(errors).toEqual([]);
});
