// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KundencenterDb } from '../../../../db/KundencenterDb';
import { closeUserDatabase, openUserDatabase } from '../../../../db/userDatabase';
import { testVault } from '../../../../vault/testing/testVault';
import i18n, { i18nReady } from '../../../i18n/i18n';
import { rememberLastUser } from '../../../offline/lastUser';
import { deviceId } from './deviceId';
import { openDrafts, saveDraft } from './orderDrafts';
import { emptyOrderValues } from './orderForm';
import OrderNewPage from './OrderNewPage';
import { catalogueRows, profileRows } from './testing/entryCatalogue';
import { renderInTestRoot, unmountTestRoot } from '../../../testing/testRoot';

let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

const DRAFT = '0b0d5f0e-8f3c-4a47-9d62-5c1e4a7b2f90';
let db: KundencenterDb;

beforeAll(async () => {
  await i18nReady;
});

beforeEach(async () => {
  await i18n.changeLanguage('de');
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
  await db.analysis.bulkPut(catalogueRows);
  await db.analysisProfile.bulkPut(profileRows);
  await db.orderNumberBlock.put({
    id: '1',
    device_id: deviceId(),
    first: 2_600_000_000,
    size: 3,
    leased_at: '2026-11-20T08:00:00.000Z',
  });
});

afterEach(() => {
  unmountTestRoot();
  document.body.innerHTML = '';
  closeUserDatabase();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

async function renderPage(path = '/backend/orders/new') {
  const router = createMemoryRouter(
    [
      {
        id: 'backend',
        path: '/backend',
        loader: () => ({
          id: 7,
          uuid: 'weber',
          titel: 'Dr.',
          vorname: 'Anna',
          nachname: 'Weber',
          lis_id: '123456701',
          permissions: ['create orders'],
        }),
        children: [
          { path: 'orders/new', element: <OrderNewPage /> },
          { path: 'orders/:uuid', element: <p data-testid="order-page">Auftrag</p> },
        ],
      },
    ],
    { initialEntries: [path] },
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
const click = (element: HTMLElement | null | undefined) => act(async () => element?.click());
function type(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
const input = (name: string) =>
  document.querySelector<HTMLInputElement>(`[name="${name}"]`) as HTMLInputElement;

describe('the new-order page', () => {
  it('warns offline that the device’s numbers run short', async () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    await renderPage();
    await settle(() =>
      expect(byTestId('order-number-notice')?.textContent).toBe(
        'Nur noch 3 Auftragsnummern auf diesem Gerät — bitte bald online gehen.',
      ),
    );
  });

  it('says why labels and sending wait when no number is left, and keeps the form usable', async () => {
    await db.orderNumberBlock.clear();
    await renderPage();
    await settle(() => expect(byTestId('order-number-notice')).not.toBeNull());
    expect(byTestId('order-number-notice')?.textContent).toContain('keine Auftragsnummer mehr frei');
    expect(byTestId('order-send')).toHaveProperty('disabled', true);
    expect(byTestId('order-labels-roll')).toHaveProperty('disabled', true);
    expect(input('patient.nachname').disabled).toBe(false);
  });

  it('shows the rules’ texts beside the fields when the order is incomplete', async () => {
    await renderPage();
    await settle(() => expect(byTestId('order-form')).not.toBeNull());
    await act(async () => byTestId('order-send')?.click());
    await settle(() => expect(document.body.textContent).toContain('Bitte mindestens eine Analyse wählen.'));
    expect(document.body.textContent).toContain('Bitte Nach- und Vornamen des Patienten angeben.');
    expect(document.body.textContent).toContain('Bitte ein gültiges Geburtsdatum angeben');
    expect(await db.outbox.count()).toBe(0);
  });

  it('expands a profile to its analyses, says where they came from, and keeps what is typed as a sealed draft', async () => {
    await renderPage();
    await settle(() => expect(byTestId('order-form')).not.toBeNull());
    await click(byTestId('picker-profiles'));
    await click(all('profile-option')[0]);
    await settle(() => expect(all('chosen-analysis')).toHaveLength(2));
    expect(all('from-profile').map((tag) => tag.textContent)).toEqual([
      'aus Profil Schilddrüse',
      'aus Profil Schilddrüse',
    ]);
    expect(byTestId('order-tubes')?.textContent).toContain('1 Röhrchen');

    await act(async () => type(input('patient.nachname'), 'Mustermann'));
    await settle(async () => expect(await db.orderDraft.count()).toBe(1), 150);
    const stored = await db.orderDraft.toArray();
    expect(JSON.stringify(stored)).not.toContain('Mustermann');
    const [draft] = await openDrafts(stored);
    expect(draft?.values.patient.nachname).toBe('Mustermann');
    expect(draft?.values.items.map((item) => item.analysis_id)).toEqual([1, 2]);
  });

  it('shows a refused order as a draft with the server’s messages by the fields they concern', async () => {
    const values = {
      ...emptyOrderValues(new Date(), []),
      patient: {
        nachname: 'Mustermann',
        vorname: 'Erika',
        geburtsdatum: '1964-08-12',
        geschlecht: 'female' as const,
        versicherungsart: '' as const,
        versichertennummer: '',
      },
      items: [{ analysis_id: 6, billing: 'statutory' as const, profile_id: null }],
    };
    const message = 'Diese Analyse wird vom Labor nicht mehr angeboten.';
    await saveDraft(db, DRAFT, {
      values,
      refusal: { message: 'Die Angaben sind ungültig.', errors: { 'items.0.analysis_id': [message] } },
    });
    await db.orderDraft.update(DRAFT, { number: '2600000000' });
    await renderPage(`/backend/orders/new?draft=${DRAFT}`);
    await settle(() => expect(byTestId('order-refusal')).not.toBeNull());
    expect(byTestId('order-refusal')?.textContent).toContain(
      'Das Labor hat diesen Auftrag nicht angenommen.',
    );
    expect(all('chosen-analysis')[0]?.textContent).toContain(message);
    await settle(() => expect(byTestId('order-number')?.textContent).toBe('Auftragsnummer 2600000000'));
    expect(all('draft-refused')).toHaveLength(1);
    expect(input('patient.nachname').value).toBe('Mustermann');
  });
});
