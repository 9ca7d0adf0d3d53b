import { expect, test } from './fixtures';
import { untilServiceWorkerControls } from './support/serviceWorker';

test.use({ locale: 'de-DE' });

test('after one online visit the app shell loads with the network off', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Kundencenter');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen im Kundencenter');
  // Another route's lazily loaded chunk comes from the precache too.
  await page.getByRole('contentinfo').getByRole('link', { name: 'AGB' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen');
  await context.setOffline(false);
});

test('the web manifest carries the name, theme colour and icons', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  const manifest = (await response.json()) as { name: string; theme_color: string; icons: { src: string }[] };
  expect(manifest.name).toBe('Kundencenter');
  expect(manifest.theme_color).toBe('#8b1c1c');
  for (const icon of manifest.icons) {
    expect((await request.get(`/${icon.src}`)).ok()).toBe(true);
  }
});

test("the server's requests go to the network without the service worker (static routing)", async ({
  page,
}) => {
  await page.goto('/');
  await untilServiceWorkerControls(page);
  const routed = await page.evaluate(async () => {
    const url = new URL('/sanctum/csrf-cookie', location.href).href;
    await (await fetch(url, { credentials: 'same-origin' })).arrayBuffer();
    // The entry is added when the response has ended, a moment after its body.
    let timing: (PerformanceResourceTiming & { workerMatchedSourceType?: string }) | undefined;
    for (let tries = 0; !timing && tries < 50; tries++) {
      timing = performance.getEntriesByName(url).at(-1) as typeof timing;
      if (!timing) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return {
      controlled: navigator.serviceWorker.controller !== null,
      source: timing?.workerMatchedSourceType,
    };
  });
  // Resource Timing names the static route's source: the rule of src/serviceWorker/serverRoutes.ts matched.
  expect(routed).toEqual({ controlled: true, source: 'network' });
});
