// @vitest-environment happy-dom
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n, { i18nReady } from '../../i18n/i18n';
import { forgetSignedInUser } from '../../session/sessionState';
import HomePage from './HomePage';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';
import { homeCards } from './homeCards';

// The laboratory's name comes from the server; the cards do not depend on it.
vi.mock(import('../../config/labName'), () => ({ useLabName: () => 'Labor Beispiel' }));

beforeAll(async () => {
  await i18nReady;
});
afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
});

async function renderHome(language: string): Promise<HTMLElement> {
  await i18n.changeLanguage(language);
  forgetSignedInUser();
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
  return renderInTestRoot(<RouterProvider router={router} />);
}

const cardOf = (container: HTMLElement, title: string) =>
  [...container.querySelectorAll('li')].find((item) => item.querySelector('h2')?.textContent === title);

describe('the home page cards', () => {
  it('link to their features', async () => {
    const container = await renderHome('de');
    expect(cardOf(container, 'Befunde')?.querySelector('a')?.getAttribute('href')).toBe('/backend/reports');
    expect(cardOf(container, 'Kommunikation')?.querySelector('a')?.getAttribute('href')).toBe(
      '/backend/reports/demands',
    );
    expect(cardOf(container, 'Sicherheit')?.querySelector('a')?.getAttribute('href')).toBe('/login');
    expect(cardOf(container, 'Veranstaltungen')?.querySelector('a')?.getAttribute('href')).toBe(
      '/backend/workshops/events',
    );
    expect(cardOf(container, 'iEC-Lexikon')?.querySelector('a')?.getAttribute('href')).toBe(
      '/backend/wiki/iec',
    );
    expect(cardOf(container, 'iEC-Tool')?.querySelector('a')?.getAttribute('href')).toBe('/backend/iec');
    expect(container.textContent).not.toContain('Tickets');
  });

  it('link every card in English too', async () => {
    const container = await renderHome('en');
    expect(cardOf(container, 'iEC lexicon')?.querySelector('a')?.getAttribute('href')).toBe(
      '/backend/wiki/iec',
    );
    expect(container.querySelectorAll('li a')).toHaveLength(6);
  });

  it('lead a known user to their own security settings', () => {
    const security = homeCards('u-1').find((card) => card.key === 'security');
    expect(security?.to).toBe('/backend/users/u-1/account/security');
  });
});
