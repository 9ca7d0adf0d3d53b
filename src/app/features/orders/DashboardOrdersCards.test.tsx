// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '../../../contract/orders';
import { Permission } from '../../../contract/permissions';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import i18n, { i18nReady } from '../../i18n/i18n';
import { rememberLastUser } from '../../offline/lastUser';
import { DashboardOrdersCard } from './DashboardOrdersCard';
import { StaffOrdersCard } from './StaffOrdersCard';
import { orderRecord, orderRow } from './testing/orderFixtures';
import { allByTestId, byTestId, renderBackendPage, settle } from './testing/renderOrderPage';
import '../../testing/actEnvironment';

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
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  closeUserDatabase();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const links = (id: string) =>
  allByTestId(id).map((item) => [
    item.textContent,
    item.querySelector('a')?.getAttribute('href') ?? item.getAttribute('href'),
  ]);

describe("the doctor's dashboard card", () => {
  it('counts her open orders by status from the mirror, each leading to the list filtered by it', async () => {
    const statuses: OrderStatus[] = ['new', 'new', 'in_progress', 'report_created', 'done', 'cancelled'];
    // Statuses only: the card opens no patient field, so the rows need not even be sealed here.
    await db.order.bulkPut(statuses.map((status) => orderRow(orderRecord({ status }))));
    ({ root } = await renderBackendPage(<DashboardOrdersCard />, 'dashboard', '/backend/dashboard', {
      id: 7,
      permissions: [Permission.createOrders],
    }));
    await settle(() => expect(allByTestId('dashboard-orders-status')).toHaveLength(3));
    expect(links('dashboard-orders-status')).toEqual([
      ['Neu2', '/backend/orders?status=new'],
      ['In Arbeit1', '/backend/orders?status=in_progress'],
      ['Befund erstellt1', '/backend/orders?status=report_created'],
    ]);
    expect(byTestId('dashboard-orders').textContent).toContain('Offene Aufträge');
  });

  it('says when there is no open order (English)', async () => {
    await i18n.changeLanguage('en');
    await db.order.put(orderRow(orderRecord({ status: 'done' })));
    ({ root } = await renderBackendPage(<DashboardOrdersCard />, 'dashboard', '/backend/dashboard', {
      id: 7,
      permissions: [Permission.createOrders],
    }));
    await settle(() => expect(byTestId('dashboard-orders').textContent).toContain('No open orders.'));
  });
});

describe("the staff's dashboard card", () => {
  const renderCard = async () =>
    ({ root } = await renderBackendPage(<StaffOrdersCard />, 'dashboard', '/backend/dashboard', {
      id: 2,
      permissions: [Permission.listOrders],
    }));

  it("shows today's new and all open orders from the server, each leading to the list filtered the same way", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { today: 3, open: 17 } })),
    );
    await renderCard();
    await settle(() => expect(byTestId('staff-orders-open').textContent).toBe('Offen17'));
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe('/api/orders/counts');
    expect(byTestId('staff-orders-today').textContent).toBe('Heute neu3');
    const pad = (value: number) => String(value).padStart(2, '0');
    const now = new Date();
    const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    expect(byTestId('staff-orders-today').getAttribute('href')).toBe(
      `/backend/orders?from=${today}&to=${today}`,
    );
    expect(byTestId('staff-orders-open').getAttribute('href')).toBe('/backend/orders?status=open');
  });

  it('asks again when a pull brings a new order', async () => {
    let open = 17;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: { today: 3, open } })),
    );
    await renderCard();
    await settle(() => expect(byTestId('staff-orders-open').textContent).toBe('Offen17'));
    open = 18;
    await act(() => db.order.put(orderRow(orderRecord({ updated_at: '2026-03-05T08:00:00.000Z' }))));
    await settle(() => expect(byTestId('staff-orders-open').textContent).toBe('Offen18'));
  });

  it('says offline that the numbers come from the server (English)', async () => {
    await i18n.changeLanguage('en');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn());
    await renderCard();
    await settle(() =>
      expect(byTestId('dashboard-staff-orders').textContent).toContain(
        'The numbers come from the server: shown again when online.',
      ),
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
