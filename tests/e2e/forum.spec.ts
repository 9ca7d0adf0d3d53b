import { expect, test, WITHOUT_SERVICE_WORKER } from './fixtures';
import { checkScreen, VIEWPORTS, type ViewportName } from './support/layoutChecks';
import { signedIn, signedInPage } from './support/signIn';

/**
 * Issue 15 'The forum' end to end: dr.klein meets the rules dialog (cancelling goes back),
 * confirms the rules, and starts a discussion; dr.weber sees it and replies; dr.klein sees the
 * reply without reloading. A script in the body stays text. Then the forum's screens at phone and
 * laptop size.
 */
test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

test('dr.klein confirms the rules and writes a post, dr.weber replies, and dr.klein sees the reply', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const title = `Calprotectin im Verlauf ${Date.now()}`;
  const reply = 'Wir kontrollieren nach acht Wochen.';

  await signedIn(page, 'dr.klein');
  await page.getByTestId('navbar-forum').click();
  const rules = page.getByRole('dialog', { name: 'Forenregeln' });
  await expect(rules).toBeVisible();
  // Cancelling navigates back (spec §4).
  await rules.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page).toHaveURL(/#\/backend$/);

  await page.getByTestId('navbar-forum').click();
  await expect(rules).toBeVisible();
  await expect(rules.getByRole('button', { name: 'Bestätigen' })).toBeDisabled();
  await rules.getByLabel('Ich habe die Forenregeln gelesen und akzeptiere sie.').check();
  await rules.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(rules).toBeHidden();

  await page.getByRole('button', { name: 'Neue Diskussion' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Diskussion' });
  await form.getByRole('button', { name: 'Senden' }).click();
  await expect(form.getByText('Dies ist ein Pflichtfeld.').first()).toBeVisible();
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Gruppe').selectOption({ label: 'Fachgruppen' });
  await form.getByLabel('Kanal').selectOption({ label: 'Mikrobiom' });
  await form
    .getByLabel('Inhalt')
    .fill('Wie oft **kontrollieren** Sie? <img src=x onerror="document.title=1">');
  await form.getByRole('button', { name: 'Senden' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const body = page.getByTestId('forum-post-body');
  await expect(body.locator('strong')).toHaveText('kontrollieren');
  await expect(body.locator('img')).toHaveCount(0);
  // Sent: the server's slug replaces the draft path.
  await expect(page).toHaveURL(/#\/backend\/forum\/mikrobiom\/calprotectin-im-verlauf-\d+$/, {
    timeout: 30_000,
  });
  await expect(page.getByTestId('pending-mark')).toHaveCount(0);

  const weber = await signedInPage(browser, 'dr.weber');
  await weber.getByTestId('navbar-forum').click();
  await expect(weber.getByRole('dialog', { name: 'Forenregeln' })).toHaveCount(0);
  await weber.getByRole('link', { name: title }).click();
  await expect(weber.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await weber.getByLabel('Ihre Antwort').fill(reply);
  await weber.getByRole('button', { name: 'Antworten' }).click();
  await expect(weber.getByTestId('forum-reply').filter({ hasText: reply })).toBeVisible();

  await expect(page.getByTestId('forum-reply').filter({ hasText: reply })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('forum-reply')).toContainText('Dr. med. Katharina Weber');
  await weber.context().close();
});

test('the forum fits a phone and a laptop: layout, post with replies, new discussion dialog', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, 'dr.weber');
  for (const size of Object.keys(VIEWPORTS) as ViewportName[]) {
    await page.setViewportSize(VIEWPORTS[size]);
    await page.goto('/#/backend/forum');
    await expect(page.getByTestId('forum-post-card').first()).toBeVisible();
    await checkScreen(page, test.info(), `forum ${size}`);
    await page.goto('/#/backend/forum/mikrobiom/erfahrungen-mit-zonulin-im-stuhl');
    await expect(page.getByTestId('forum-reply').first()).toBeVisible();
    await checkScreen(page, test.info(), `forum post ${size}`);
    await page.goto('/#/backend/forum/fachgruppen');
    await expect(page.getByRole('heading', { level: 1, name: 'Fachgruppen' })).toBeVisible();
    await checkScreen(page, test.info(), `forum group ${size}`);
    await page.getByRole('button', { name: 'Neue Diskussion' }).click();
    await expect(page.getByRole('dialog', { name: 'Neue Diskussion' })).toBeVisible();
    await checkScreen(page, test.info(), `forum new discussion ${size}`);
    await page.keyboard.press('Escape');
  }
});
