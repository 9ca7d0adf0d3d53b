// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../../../contract/orders';
import { Permission } from '../../../contract/permissions';
import { SyncEntity } from '../../../contract/sync';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { OutboxMethod, OutboxState } from '../../../db/outboxState';
import type { OrderRow } from '../../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import { testVault } from '../../../vault/testing/testVault';
import i18n, { i18nReady } from '../../i18n/i18n';
import { rememberLastUser } from '../../offline/lastUser';
import OrderListPage from './OrderListPage';
import { KLEIN, orderRecord, orderRow, PRAXIS_WEBER } from './testing/orderFixtures';
import {
  allByTestId,
  byTestId,
  enter,
  renderBackendPage,
  setScreenWidth,
  settle,
  text,
} from './testing/renderOrderPage';
import '../../testing/actEnvironment';

// The page's side of the sync worker, without a worker; its vault in this realm (issue 7).
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

const doctor = { id: 7, permissions: [Permission.createOrders] };
const staff = { id: 2, permissions: [Permission.listOrders] };

let db: KundencenterDb;
let root: Root | undefined;

beforeAll(async () => {
  await i18nReady;
});

beforeEach(async () => {
  await i18n.changeLanguage('de');
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('offline'))),
  );
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  closeUserDatabase();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Stored as the feed stores them: the patient, the clinical question and the ICD codes sealed. */
async function mirror(...rows: OrderRow[]) {
  for (const row of rows) await db.order.put((await vault.seal(SyncEntity.order, row)) as OrderRow);
}

async function renderList(query: string, user: { id: number; permissions: string[] }) {
  const rendered = await renderBackendPage(<OrderListPage />, 'orders', `/backend/orders${query}`, user);
  root = rendered.root;
  return rendered.router;
}

const shownNumbers = () => allByTestId('order-row').map((row) => row.getAttribute('data-number'));
const patient = (nachname: string, vorname: string, geburtsdatum: string) => ({
  ...orderRecord().patient,
  nachname,
  vorname,
  geburtsdatum,
});

const erika = orderRecord({ status: 'in_progress', created_at: '2026-03-01T08:00:00.000Z' });
const otto = orderRecord({
  status: 'report_created',
  created_at: '2026-03-02T08:00:00.000Z',
  patient: patient('Zander', 'Otto', '1971-11-05'),
});
const lina = orderRecord({
  status: 'cancelled',
  created_at: '2026-02-10T08:00:00.000Z',
  patient: patient('Sommer', 'Lina', '1990-01-31'),
  doctor: KLEIN,
});

describe('the orders list of a doctor', () => {
  it("shows the mirror's orders newest first with patient, analyses and status, and the button to enter one", async () => {
    setScreenWidth(1366);
    await mirror(orderRow(erika), orderRow(otto), orderRow(lina));
    await renderList('', doctor);
    await settle(() => expect(shownNumbers()).toEqual([otto.number, erika.number, lina.number]));
    const first = byTestId('order-row');
    expect(first.textContent).toContain('Zander, Otto');
    expect(first.textContent).toContain('geb. 05.11.1971');
    expect(first.textContent).toContain('02.03.2026');
    expect(byTestId('order-analyses', first).textContent).toBe('TSH, FT4, FT3+1');
    expect(byTestId('order-status', first).textContent).toBe('Befund erstellt');
    expect(byTestId('order-urgency', first).textContent).toBe('normal');
    expect(text()).not.toContain('Praxis / Arzt');
    expect(byTestId('new-order-link').textContent).toBe('Neuer Auftrag');
    expect(byTestId('orders-count').textContent).toBe('3 Aufträge');
  });

  it('marks the orders not yet sent: entered offline, or with a cancellation waiting', async () => {
    setScreenWidth(1366);
    const entered = orderRecord({ created_at: '2026-03-03T08:00:00.000Z' });
    await mirror(orderRow(erika), orderRow(otto), orderRow(entered, { pending: true }));
    await db.outbox.add({
      id: 'cancel-erika',
      method: OutboxMethod.post,
      path: `/api/orders/${erika.uuid}/cancel`,
      entity: SyncEntity.order,
      entityId: erika.uuid,
      label: 'orderCancel',
      state: OutboxState.pending,
      attempts: 0,
      createdAt: 1,
    } as never);
    await renderList('', doctor);
    await settle(() => expect(shownNumbers()).toHaveLength(3));
    const pending = allByTestId('order-row')
      .filter((row) => row.getAttribute('data-pending') === 'true')
      .map((row) => row.getAttribute('data-number'));
    expect(pending).toEqual([entered.number, erika.number]);
    expect(allByTestId('pending-mark')).toHaveLength(2);
  });

  it('filters by status, by the patient (the sealed names opened) and by the period, keeping each in the URL', async () => {
    setScreenWidth(1366);
    await mirror(orderRow(erika), orderRow(otto), orderRow(lina));
    const router = await renderList('', doctor);
    await settle(() => expect(shownNumbers()).toHaveLength(3));

    await enter(byTestId<HTMLSelectElement>('order-filter-status'), 'open');
    await settle(() => expect(shownNumbers()).toEqual([otto.number, erika.number]));
    expect(router.state.location.search).toBe('?status=open');

    await enter(byTestId<HTMLInputElement>('order-filter-patient'), '5.11.1971');
    await settle(() => expect(shownNumbers()).toEqual([otto.number]));

    await enter(byTestId<HTMLSelectElement>('order-filter-status'), '');
    await enter(byTestId<HTMLInputElement>('order-filter-patient'), 'sommer');
    await settle(() => expect(shownNumbers()).toEqual([lina.number]));

    await enter(byTestId<HTMLInputElement>('order-filter-from'), '2026-03-01');
    await settle(() =>
      expect(byTestId('orders-empty').textContent).toBe('Keine Aufträge für diese Auswahl.'),
    );
    expect(router.state.location.search).toBe('?patient=sommer&from=2026-03-01');
  });

  it('shows one card per order on a phone', async () => {
    setScreenWidth(390);
    await mirror(orderRow(erika), orderRow(otto, { pending: true }));
    await renderList('', doctor);
    await settle(() => expect(allByTestId('order-card')).toHaveLength(2));
    expect(document.querySelector('[data-testid="order-table"]')).toBeNull();
    const [first] = allByTestId('order-card');
    expect(first?.textContent).toContain('Zander, Otto');
    expect(first?.textContent).toContain('Befund erstellt');
    expect(first?.querySelector('[data-testid="pending-mark"]')).not.toBeNull();
  });
});

describe('the orders list of the staff', () => {
  /** The list envelope of `GET /api/orders` with `rows` of `total`. */
  const answer = (rows: OrderRecord[], total: number) =>
    Response.json({
      data: rows,
      meta: {
        current_page: 1,
        per_page: 20,
        from: 1,
        to: rows.length,
        last_page: Math.ceil(total / 20),
        path: '/api/orders',
        links: [],
        total,
      },
    });

  it('pages older orders from the server into the mirror, shows practice and doctor, and offers no order entry (English)', async () => {
    await i18n.changeLanguage('en');
    setScreenWidth(1366);
    await mirror(orderRow(otto));
    const older = orderRecord({
      status: 'done',
      created_at: '2025-11-02T08:00:00.000Z',
      patient: patient('Alt', 'Anton', '1940-01-01'),
      doctor: KLEIN,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer([otto, older], 42)),
    );
    await renderList('?status=open', { ...staff });
    await settle(() => expect(byTestId('orders-count').textContent).toBe('42 orders'));
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/orders?page=1&perPage=20&status=open');
    // The older order came into the mirror sealed, and the list reads it from there.
    expect(JSON.stringify(await db.order.get(older.uuid))).not.toContain('Anton');
    await enter(byTestId<HTMLSelectElement>('order-filter-status'), '');
    await settle(() => expect(shownNumbers()).toEqual([otto.number, older.number]));
    const last = allByTestId('order-row')[1];
    expect(last?.textContent).toContain(`${PRAXIS_WEBER.name}${KLEIN.name}`);
    expect(byTestId('order-status', last).textContent).toBe('Done');
    expect(text()).toContain('Practice / doctor');
    expect(document.querySelector('[data-testid="new-order-link"]')).toBeNull();
  });

  it('says offline that the list holds the last days only', async () => {
    setScreenWidth(1366);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await mirror(orderRow(otto));
    await renderList('', staff);
    await settle(() => expect(shownNumbers()).toEqual([otto.number]));
    expect(byTestId('orders-recent-only').textContent).toBe(
      'Offline: die Aufträge der letzten 14 Tage auf diesem Gerät.',
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
