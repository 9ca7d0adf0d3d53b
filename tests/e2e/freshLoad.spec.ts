import { expect, test } from './fixtures';
import { signIn, unlockVault } from './support/signIn';

/**
 * Issue 26: every fresh load warned 'No `HydrateFallback` element provided to render during
 * initial hydration' (react-router renders the root's fallback while the first route's guard and
 * chunk load). A fresh load of a public page and of the backend logs no such warning, and the
 * loading state says what it waits for.
 */
test.use({ locale: 'de-DE' });

test('a fresh load of a public page and of the backend logs no react-router warning', async ({ page }) => {
  test.setTimeout(90_000);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signIn(page, 'dr.weber');
  await page.reload();
  await unlockVault(page, 'dr.weber');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
});
