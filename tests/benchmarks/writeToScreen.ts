/**
 * Budget (design brief): a write on the server reaches the open page of the user it concerns in
 * under 500 ms (p95; the upload-to-screen budget).
 *
 * Measures the time from a write committed on the server to the changed row in a live query of an
 * open page: the portal runs as `npm start` runs it (fresh embedded database, demo data); admin's
 * account page is open in Debian's Chromium; a second session of admin subscribes to the newsletter
 * through the API; the clock stops when the row appears in the page. The write's commit sends a
 * socket hint; the page's sync worker pulls and Dexie's live query shows the row. The time includes
 * the write's own HTTP round trip.
 * Usage: npm run bench:latency (builds first)
 */
import { chromium } from '@playwright/test';
import { totpCode } from '../e2e/support/totp';
import { apiSession } from '../e2e/support/apiSession';
import { startPortal } from '../e2e/support/portalProcess';

const SAMPLES = Number(process.env.SAMPLES ?? 20);
const PASSWORD = 'Demo#Admin2026';

const portal = await startPortal({ port: 8383 });
const BASE = portal.url;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage({ locale: 'de-DE' });
  await page.goto(`${BASE}/#/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await totpCode('admin'));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await page.waitForURL(/#\/backend$/);
  const uuid = await page.evaluate(
    async () => ((await (await fetch('/api/auth/user')).json()) as { data: { uuid: string } }).data.uuid,
  );
  await page.goto(`${BASE}/#/backend/users/${uuid}/account/newsletter`);
  await page.getByText('Es bestehen keine Abonnements.').waitFor();

  const call = await apiSession(BASE, 'admin', PASSWORD);
  const latencies: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const email = `latency-${sample}-${Date.now()}@example.org`;
    const started = performance.now();
    await call('POST', '/api/newsletter/recipients', { recipientlist_id: 5781, email });
    await page.getByText(email).waitFor({ timeout: 90_000 });
    latencies.push(performance.now() - started);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0);
  console.log(
    `server write -> row in the open page's live query, ${SAMPLES} samples: ` +
      `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${Math.round(sorted.at(-1) ?? 0)} ms (budget p95 500 ms)`,
  );
} finally {
  await browser.close();
  await portal.stop();
}
