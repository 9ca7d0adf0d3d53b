import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientDirOf } from './e2eBrowser.mjs';
import { expect, test } from './fixtures';
import { untilServiceWorkerControls } from './support/serviceWorker';

test.use({ locale: 'de-DE' });

/** The service worker of this shard's portal: its own copy of the build, which no other shard serves. */
const serviceWorkerFile = () =>
  join(clientDirOf(Number(new URL(test.info().project.use.baseURL ?? '').port)), 'sw.js');

test('a new version is found within seconds and the reload offer installs it', async ({ page }) => {
  await page.goto('/');
  await expect
    // A cold install precaches the whole shell (about 250 files); on two busy cores that can take
    // longer than expect's 5 s.
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 15_000,
    })
    .toBe('activated');
  await untilServiceWorkerControls(page);

  const serviceWorker = serviceWorkerFile();
  const original = readFileSync(serviceWorker, 'utf8');
  try {
    // A deployment of a new build: the service worker's bytes change.
    writeFileSync(serviceWorker, `${original}\n// next release ${Date.now()}\n`);
    const offer = page.getByText('Eine neue Version des Kundencenters ist verfügbar.');
    await expect(offer).toBeVisible({ timeout: 15_000 });

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Neu laden' }).click()]);
    await expect(offer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Kundencenter');
    const waiting = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
    );
    expect(waiting).toBeNull();
  } finally {
    writeFileSync(serviceWorker, original);
  }
});

test('the update check stays quiet while the server cannot give the service worker', async ({ page }) => {
  await page.goto('/');
  await untilServiceWorkerControls(page);
  // Every 5 s check now fails; the fixture fails the test on the uncaught rejection
  // ('Failed to update a ServiceWorker') the check used to leave.
  const serviceWorker = serviceWorkerFile();
  const original = readFileSync(serviceWorker);
  try {
    rmSync(serviceWorker);
    await page.waitForTimeout(11_000);
  } finally {
    writeFileSync(serviceWorker, original);
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Kundencenter');
});
