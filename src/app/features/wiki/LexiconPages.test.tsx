// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IEC_SELECTION_FEED_ID } from '../../../contract/iec';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import i18n, { i18nReady } from '../../i18n/i18n';
import { rememberLastUser } from '../../offline/lastUser';
import { LEXICON_ENTRIES, MERCURY, SOURCE } from './lexiconFixtures';
import LexiconEntryPage from './LexiconEntryPage';
import LexiconListPage from './LexiconListPage';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';

// The page's side of the sync worker, without a worker: actions only land in the outbox.
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
}));

let db: KundencenterDb;

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('de');
});

beforeEach(async () => {
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  await db.iecLexiconEntry.bulkPut(LEXICON_ENTRIES);
  await db.iecSubstance.put(MERCURY);
  await db.iecSource.put(SOURCE);
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  closeUserDatabase();
});

/** Who is signed in (the backend route's loader): a doctor unless told otherwise. */
async function render(path: string, permissions: string[] = []) {
  const router = createMemoryRouter(
    [
      {
        id: 'backend',
        path: '/backend',
        loader: () => ({ uuid: 'reader', id: 7, permissions }),
        children: [
          { path: 'wiki/iec', element: <LexiconListPage /> },
          { path: 'wiki/iec/:id', element: <LexiconEntryPage /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await renderInTestRoot(<RouterProvider router={router} />);
  return router;
}

/** Lets live queries land inside act until the check holds. */
async function settle(check: () => unknown, attempts = 100) {
  for (let attempt = 1; ; attempt++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    try {
      await check();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

const shownTerms = () =>
  [...document.querySelectorAll('[data-testid="lexicon-entry"] a')].map((link) => link.textContent);
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the iEC lexicon list', () => {
  it('shows every entry, filters by a letter that has entries and keeps the others disabled', async () => {
    const router = await render('/backend/wiki/iec');
    await settle(() =>
      expect(shownTerms()).toEqual(['Bioakkumulation', 'Halbwertszeit', 'Ölsäure', 'Quecksilber']),
    );
    expect(button('Alle anzeigen').getAttribute('aria-pressed')).toBe('true');
    expect(button('A').disabled).toBe(true);
    expect(button('Q').disabled).toBe(false);

    await act(async () => button('O').click());
    await settle(() => expect(shownTerms()).toEqual(['Ölsäure']));
    expect(button('O').getAttribute('aria-pressed')).toBe('true');
    expect(router.state.location.search).toBe('?letter=O');
    expect(document.querySelector('[data-testid="lexicon-count"]')?.textContent).toBe('1 Eintrag');

    await act(async () => button('Alle anzeigen').click());
    await settle(() => expect(shownTerms()).toHaveLength(4));
  });

  it('searches synonyms and definitions across all letters and says when nothing matches', async () => {
    await render('/backend/wiki/iec?letter=B');
    await settle(() => expect(shownTerms()).toEqual(['Bioakkumulation']));
    const search = document.querySelector<HTMLInputElement>('#lexicon-search');
    if (!search) throw new Error('no search box');

    await act(async () => type(search, 'hydrargyrum'));
    await settle(() => expect(shownTerms()).toEqual(['Quecksilber']));
    expect(button('Alle anzeigen').getAttribute('aria-pressed')).toBe('true');

    await act(async () => type(search, 'anreicherung'));
    await settle(() => expect(shownTerms()).toEqual(['Bioakkumulation']));

    await act(async () => type(search, 'Zink'));
    await settle(() => expect(document.body.textContent).toContain('Keine Einträge gefunden.'));
  });

  it('shows the English terms to English readers', async () => {
    await i18n.changeLanguage('en');
    try {
      await render('/backend/wiki/iec');
      await settle(() =>
        expect(shownTerms()).toEqual(['Bioaccumulation', 'Half-life', 'Mercury', 'Oleic acid']),
      );
      expect(button('Show all')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('de');
    }
  });
});

describe('a lexicon entry', () => {
  it('adds its substance to the selection as a queued action with a pending mark, and removes it again', async () => {
    await render('/backend/wiki/iec/2');
    await settle(() => expect(document.querySelector('h1')?.textContent).toBe('Quecksilber'));
    expect(document.body.textContent).toContain('7439-97-6');
    // A doctor reads; only content staff are offered to change the lexicon.
    expect(() => button('Bearbeiten')).toThrow();
    expect(() => button('Löschen')).toThrow();
    const source = document.querySelector('[data-testid="lexicon-sources"] a');
    expect(source?.getAttribute('href')).toBe('/backend/sources#source-1');

    // The button waits for the selection to be read (the mirror answers after the first paint).
    await settle(() => expect(button('Zur Auswahl hinzufügen').disabled).toBe(false));
    await act(async () => button('Zur Auswahl hinzufügen').click());
    await settle(() => expect(document.querySelector('[data-testid="pending-mark"]')).not.toBeNull());
    expect((await db.iecSelection.get(IEC_SELECTION_FEED_ID))?.substance_ids).toEqual([12]);
    const queued = await db.outbox.toArray();
    expect(queued.map((row) => [row.method, row.path, row.body])).toEqual([
      ['PUT', '/api/iec/selection', { substance_ids: [12] }],
    ]);

    await settle(() => button('Aus Auswahl entfernen'));
    await act(async () => button('Aus Auswahl entfernen').click());
    await settle(async () =>
      expect((await db.iecSelection.get(IEC_SELECTION_FEED_ID))?.substance_ids).toEqual([]),
    );
    expect((await db.outbox.toArray()).at(-1)?.body).toEqual({ substance_ids: [] });
  });

  it('has no selection button when it explains no substance, and says when it does not exist', async () => {
    await render('/backend/wiki/iec/1');
    await settle(() => expect(document.querySelector('h1')?.textContent).toBe('Halbwertszeit'));
    expect(document.querySelector('[data-testid="toggle-selection"]')).toBeNull();
    expect(document.body.textContent).toContain('Keine Quellen angegeben.');
    unmountTestRoot();

    await render('/backend/wiki/iec/99');
    await settle(() => expect(document.querySelector('h1')?.textContent).toBe('Eintrag nicht gefunden'));
  });

  it('offers content staff to edit and delete it, and the list a new entry', async () => {
    await render('/backend/wiki/iec/2', ['manage content']);
    await settle(() => expect(document.querySelector('h1')?.textContent).toBe('Quecksilber'));
    await act(async () => button('Bearbeiten').click());
    await settle(() => expect(document.querySelector('[data-testid="lexicon-entry-dialog"]')).not.toBeNull());
    const field = [...document.querySelectorAll('label')].find(
      (label) => label.textContent === 'Begriff (Englisch)',
    );
    expect(document.getElementById(field?.htmlFor ?? '')).toHaveProperty('value', 'Mercury');
    unmountTestRoot();

    await render('/backend/wiki/iec', ['manage content']);
    await settle(() => button('Neuer Eintrag'));
  });
});
