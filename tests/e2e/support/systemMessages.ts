import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * The demo seeds current system messages (issue 13), so every signed-in page opens with their
 * banner above the content. A spec whose clicks land near the bottom of the screen, where the
 * real-time toasts appear, lets its user acknowledge them first, as a user would, so the banner
 * does not push its buttons under a toast. Call it on the dashboard (where signIn ends): its card
 * lists the messages once the mirror holds them, acknowledged or not, so this waits for the sync
 * and then clears the banner, whatever an earlier spec acknowledged.
 */
export async function acknowledgeSystemMessages(page: Page): Promise<void> {
  await expect(page.getByTestId('dashboard-message').first()).toBeVisible({ timeout: 15_000 });
  // One by one, by title: an acknowledged message leaves the banner a moment after the click.
  const messages = page.getByTestId('system-message');
  for (const title of await messages.getByRole('heading', { level: 2 }).allInnerTexts()) {
    await messages.filter({ hasText: title }).getByRole('button', { name: 'Zur Kenntnis genommen' }).click();
  }
  await expect(page.getByTestId('message-banner')).toHaveCount(0);
}

/**
 * Right after a sign-in the first sync puts the system messages' banner above the page, which may
 * move a link while a click is on its way (CI checks saw the click land beside it and the page stay):
 * clicks the link until what it opens is shown.
 */
export async function clickUntilShown(link: Locator, opened: Locator): Promise<void> {
  await expect(async () => {
    await link.click();
    await expect(opened).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}
