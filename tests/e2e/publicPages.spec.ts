import { expect, LAB_NAME, test, WITHOUT_SERVICE_WORKER } from './fixtures';

const titleOf = (title: string) => `${title} | Kundencenter - ${LAB_NAME}`;

const PAGES = {
  de: {
    home: { path: '/', title: 'Startseite', heading: 'Willkommen im Kundencenter' },
    login: { path: '/login', title: 'Anmelden', heading: 'Willkommen im Kundencenter' },
    forgot: { path: '/forgot-password', title: 'Passwort vergessen', heading: 'Passwort vergessen' },
    datenschutz: { path: '/datenschutz', title: 'Datenschutz', heading: 'Datenschutzerklärung' },
    impressum: { path: '/impressum', title: 'Impressum', heading: 'Impressum' },
    agb: { path: '/agb', title: 'AGB', heading: 'Allgemeine Geschäftsbedingungen' },
  },
  en: {
    home: { path: '/', title: 'Home', heading: 'Welcome to the Kundencenter' },
    login: { path: '/login', title: 'Login', heading: 'Welcome to the Kundencenter' },
    forgot: { path: '/forgot-password', title: 'Forgot password', heading: 'Forgot password' },
    datenschutz: { path: '/datenschutz', title: 'Privacy policy', heading: 'Privacy policy' },
    impressum: { path: '/impressum', title: 'Site notice', heading: 'Site notice' },
    agb: { path: '/agb', title: 'Terms and conditions', heading: 'General terms and conditions' },
  },
} as const;

for (const locale of ['de', 'en'] as const) {
  test.describe(`public area in ${locale}`, () => {
    test.use({ locale: locale === 'de' ? 'de-DE' : 'en-GB', ...WITHOUT_SERVICE_WORKER });

    for (const [name, page] of Object.entries(PAGES[locale])) {
      test(`${name} shows its heading and the title pattern`, async ({ page: tab }) => {
        await tab.goto(`/#${page.path}`);
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(page.heading);
        await expect(tab).toHaveTitle(titleOf(page.title));
        await expect(tab.locator('html')).toHaveAttribute('lang', locale);
      });
    }

    test('the not-found page answers an unknown path', async ({ page }) => {
      await page.goto('/#/gibt-es-nicht');
      const text =
        locale === 'de'
          ? 'Die von Ihnen gesuchte Seite existiert nicht.'
          : 'The page you are looking for does not exist.';
      await expect(page.getByText(text)).toBeVisible();
    });
  });
}

test.describe('home', () => {
  test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

  test('shows the six cards of the spec', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('listitem').getByRole('heading', { level: 2 });
    await expect(cards).toHaveText([
      'Sicherheit',
      'Befunde',
      'Kommunikation',
      'Veranstaltungen',
      'iEC-Tool',
      'iEC-Lexikon',
    ]);
  });

  test('the header leads to login and the footer to the legal pages with the copyright line', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${LAB_NAME}`);
    for (const [link, heading] of [
      ['Datenschutz', 'Datenschutzerklärung'],
      ['Impressum', 'Impressum'],
      ['AGB', 'Allgemeine Geschäftsbedingungen'],
    ] as const) {
      await footer.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('navigation scrolls back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 400 });
    await page.goto('/#/datenschutz');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'AGB' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Allgemeine Geschäftsbedingungen');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('terms page', () => {
  test.use({ locale: 'de-DE', ...WITHOUT_SERVICE_WORKER });

  test('states the fees and terms of spec §9 in German', async ({ page }) => {
    await page.goto('/#/agb');
    const article = page.getByRole('article');
    await expect(article).toContainText('Auftragspauschale von 7,70 €');
    await expect(article).toContainText('Kitgebühr von 28,00 € netto');
    await expect(article).toContainText('Auslandsgebühr von 20,00 €');
    await expect(article).toContainText('innerhalb von 14 Tagen nach Rechnungsdatum');
    await expect(article).toContainText('5 Prozentpunkten über dem jeweiligen Basiszinssatz');
    await expect(article).toContainText('Gewährleistungsfrist 12 Monate');
    await expect(article).toContainText('innerhalb von 14 Tagen nach Erhalt');
  });

  test.describe('in English', () => {
    test.use({ locale: 'en-US', ...WITHOUT_SERVICE_WORKER });
    test('states the same terms', async ({ page }) => {
      await page.goto('/#/agb');
      const article = page.getByRole('article');
      await expect(article).toContainText('flat fee of €7.70 per order');
      await expect(article).toContainText('kit fee of €28.00 net');
      await expect(article).toContainText('foreign-order fee of €20.00');
    });
  });
});

test.describe('language', () => {
  test.use({ locale: 'fr-FR', ...WITHOUT_SERVICE_WORKER });

  test('a browser in another language gets German, and the switcher changes and remembers the choice', async ({
    page,
  }) => {
    await page.goto('/#/login');
    await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
    await page
      .getByRole('group', { name: 'Sprache wechseln' })
      .getByRole('button', { name: 'Englisch' })
      .click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle(`Login | Kundencenter - ${LAB_NAME}`);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
