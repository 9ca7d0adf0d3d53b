// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KundencenterDb } from '../../../../db/KundencenterDb';
import { closeUserDatabase, openUserDatabase } from '../../../../db/userDatabase';
import { sourceLink } from '../../../components/sourceLink';
import i18n, { i18nReady } from '../../../i18n/i18n';
import SourcesPage from './SourcesPage';
import { renderInTestRoot, unmountTestRoot } from '../../../testing/testRoot';

let db: KundencenterDb;

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
});

beforeEach(async () => {
  db = await openUserDatabase(crypto.randomUUID());
  const source = (id: number, citation: string) => ({
    id: String(id),
    citation,
    updated_at: '2026-11-20T08:00:00.000Z',
  });
  await db.iecSource.bulkPut([
    source(10, 'Zehnte Quelle'),
    source(2, 'Zweite Quelle'),
    source(3, 'Dritte Quelle'),
  ]);
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  closeUserDatabase();
  vi.restoreAllMocks();
});

async function settle(check: () => unknown, attempts = 100) {
  for (let attempt = 1; ; attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

describe('the sources page', () => {
  it('lists the mirror’s sources in the order they were entered, each with its anchor, and scrolls to the linked one', async () => {
    const scrolled = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled(this.id);
    });
    expect(sourceLink(3)).toBe('/backend/sources#source-3');
    const router = createMemoryRouter([{ path: '/backend/sources', element: <SourcesPage /> }], {
      initialEntries: [sourceLink(3)],
    });
    await renderInTestRoot(<RouterProvider router={router} />);

    const items = () => [...document.querySelectorAll('[data-testid="source"]')];
    await settle(() => expect(items()).toHaveLength(3));
    expect(items().map((item) => [item.id, item.textContent])).toEqual([
      ['source-2', '[1]Zweite Quelle'],
      ['source-3', '[2]Dritte Quelle'],
      ['source-10', '[3]Zehnte Quelle'],
    ]);
    expect(document.querySelector('[aria-current="true"]')?.id).toBe('source-3');
    expect(scrolled).toHaveBeenCalledWith('source-3');
  });
});
