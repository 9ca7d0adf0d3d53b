import { expect, test } from './fixtures';

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
