// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IEC_SELECTION_FEED_ID } from '../../../contract/iec';
import { SyncEntity } from '../../../contract/sync';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { OutboxMethod, OutboxState } from '../../../db/outboxState';
import type { IecSubstanceRow } from '../../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import i18n, { i18nReady } from '../../i18n/i18n';
import { rememberLastUser } from '../../offline/lastUser';
import IecToolPage from './IecToolPage';
import { renderInTestRoot, unmountTestRoot } from '../../testing/testRoot';

// The page's side of the sync worker, without a worker: actions only land in the outbox.
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
}));

// The laboratory's name comes from /api/config; no server here.
vi.mock(import('../../config/labName'), () => ({
  useLabName: () => 'Labor Dr. Sommerfeld MVZ GmbH',
  setLabName: vi.fn(),
}));

const at = '2026-11-24T09:00:00.000Z';
const substance = (
  id: number,
  group: number,
  de: string,
  en: string,
  cas: string | null,
): IecSubstanceRow => ({
  id: String(id),
  group_id: group,
  name: { de, en },
  synonyms: [],
  cas,
  info: { de: `${de}: Kurzinfo.`, en: `${en}: short info.` },
  source_ids: [7],
  updated_at: at,
});

let db: KundencenterDb;

beforeAll(async () => {
  await i18nReady;
});

beforeEach(async () => {
  await i18n.changeLanguage('de');
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  await db.iecSource.put({ id: '7', citation: 'Lehrbuch der Toxikologie', updated_at: at });
  await db.iecSubstanceGroup.bulkPut([
    {
      id: '2',
      title: { de: 'Pestizide', en: 'Pesticides' },
      position: 1,
      substance_ids: [21],
      updated_at: at,
    },
    { id: '1', title: { de: 'Metalle', en: 'Metals' }, position: 0, substance_ids: [11, 12], updated_at: at },
  ]);
  await db.iecSubstance.bulkPut([
    substance(11, 1, 'Quecksilber', 'Mercury', '7439-97-6'),
    substance(12, 1, 'Blei', 'Lead', '7439-92-1'),
    substance(21, 2, 'Glyphosat', 'Glyphosate', '1071-83-6'),
  ]);
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  closeUserDatabase();
});

async function renderPage() {
  const router = createMemoryRouter(
    [
      {
        id: 'backend',
        path: '/backend',
        loader: () => ({ id: 3, uuid: 'weber', permissions: [] }),
        children: [{ path: 'iec', element: <IecToolPage /> }],
      },
    ],
    { initialEntries: ['/backend/iec'] },
  );
  await renderInTestRoot(<RouterProvider router={router} />);
}

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

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const all = (id: string) => [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(name));
  if (!found) throw new Error(`no button ${name}`);
  return found;
};
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const click = (element: HTMLElement | null) => act(async () => element?.click());

describe('the iEC tool', () => {
  it('lists the groups in order, applies the checked substances as the selection, pending until sent', async () => {
    await renderPage();
    await settle(() => expect(all('iec-group').map((group) => group.textContent)).toHaveLength(2));
    expect(all('iec-group')[0]?.textContent).toContain('Metalle');
    expect(byTestId('iec-download-pdf')).toHaveProperty('disabled', true);
    expect(byTestId('iec-selection')?.textContent).toContain('Bitte wählen Sie mindestens eine Substanz.');
    expect(byTestId('iec-apply')).toHaveProperty('disabled', true);

    await click(button('Metalle'));
    await click(byTestId('iec-substance-12'));
    await click(byTestId('iec-substance-11'));
    expect(document.body.textContent).toContain('Ihre Änderungen sind noch nicht übernommen.');
    await click(byTestId('iec-apply'));

    await settle(() =>
      expect(all('iec-selected').map((row) => row.textContent)).toEqual(['Blei', 'Quecksilber']),
    );
    expect((await db.iecSelection.get(IEC_SELECTION_FEED_ID))?.substance_ids).toEqual([12, 11]);
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      method: OutboxMethod.put,
      path: '/api/iec/selection',
      body: { substance_ids: [12, 11] },
      entity: SyncEntity.iecSelection,
    });
    await settle(() =>
      expect(byTestId('iec-selection')?.querySelector('[data-testid="pending-mark"]')).not.toBeNull(),
    );
    expect(byTestId('iec-download-pdf')).toHaveProperty('disabled', false);
  });

  it('finds substances by CAS number and English name, and shows info and linked sources on request', async () => {
    await renderPage();
    await settle(() => expect(all('iec-group')).toHaveLength(2));
    const search = byTestId('iec-search') as HTMLInputElement;
    await act(async () => type(search, '1071-83-6'));
    await settle(() =>
      expect(all('iec-substance').map((row) => row.textContent)).toEqual([
        expect.stringContaining('Glyphosat'),
      ]),
    );
    await act(async () => type(search, 'mercury'));
    await settle(() => expect(all('iec-substance')).toHaveLength(1));
    expect(all('iec-substance')[0]?.textContent).toContain('Quecksilber');
    expect(byTestId('iec-substance-info')).toBeNull();

    await click(byTestId('iec-show-info'));
    await settle(() =>
      expect(byTestId('iec-substance-info')?.textContent).toContain('Quecksilber: Kurzinfo.'),
    );
    const link = byTestId('iec-substance-info')?.querySelector('a');
    expect(link?.textContent).toBe('Lehrbuch der Toxikologie');
    expect(link?.getAttribute('href')).toBe('/backend/sources#source-7');

    await act(async () => type(search, 'nichts dergleichen'));
    await settle(() => expect(document.body.textContent).toContain('Keine Substanz passt zu Ihrer Suche.'));
  });

  it('clears the selection after confirming "Neue Auswahl", and removes one substance from the panel', async () => {
    await db.iecSelection.put({ id: IEC_SELECTION_FEED_ID, substance_ids: [21, 11, 12], updated_at: at });
    await renderPage();
    await settle(() => expect(all('iec-selected')).toHaveLength(3));
    // Grouped like the list: metals first, names sorted.
    expect(all('iec-selected').map((row) => row.textContent)).toEqual(['Blei', 'Quecksilber', 'Glyphosat']);

    await click(document.querySelector<HTMLElement>('button[aria-label="Blei entfernen"]'));
    await settle(() => expect(all('iec-selected')).toHaveLength(2));
    expect((await db.iecSelection.get(IEC_SELECTION_FEED_ID))?.substance_ids).toEqual([21, 11]);

    await click(byTestId('iec-new-selection'));
    await settle(() => expect(byTestId('iec-new-selection-confirm')).not.toBeNull());
    await click(byTestId('iec-new-selection-confirm'));
    await settle(() => expect(all('iec-selected')).toHaveLength(0));
    expect((await db.iecSelection.get(IEC_SELECTION_FEED_ID))?.substance_ids).toEqual([]);
    expect((await db.outbox.toArray()).map((row) => row.body)).toEqual([
      { substance_ids: [21, 11] },
      { substance_ids: [] },
    ]);
  });

  it('says in the panel when the server refused a selection, in English too', async () => {
    await db.outbox.add({
      id: crypto.randomUUID(),
      method: OutboxMethod.put,
      path: '/api/iec/selection',
      body: { substance_ids: [11, 99] },
      entity: SyncEntity.iecSelection,
      entityId: IEC_SELECTION_FEED_ID,
      label: 'iecSelectionReplace',
      state: OutboxState.rejected,
      attempts: 1,
      error: { status: 409, message: 'Some selected substances no longer exist.' },
      createdAt: Date.now(),
    } as never);
    await i18n.changeLanguage('en');
    await renderPage();
    await settle(() => expect(byTestId('iec-selection-refused')).not.toBeNull());
    expect(byTestId('iec-selection-refused')?.textContent).toBe(
      'Some selected substances no longer exist. Please check your selection and send it again.',
    );
    expect(byTestId('iec-selection')?.textContent).toContain('Current selection');
    expect(byTestId('iec-selection')?.textContent).toContain('Please select at least one substance.');
  });
});
