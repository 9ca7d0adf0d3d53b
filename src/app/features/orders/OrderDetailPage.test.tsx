// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRecord } from '../../../contract/orders';
import { Permission } from '../../../contract/permissions';
import { SyncEntity } from '../../../contract/sync';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { OutboxState } from '../../../db/outboxState';
import type { OrderRow, ReportRow } from '../../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import { pull } from '../../../sync/pull';
import { replayOutbox } from '../../../sync/replayOutbox';
import type { SyncApi } from '../../../sync/SyncApi';
import { FakeSyncServer } from '../../../sync/testing/fakeSyncServer';
import { testVault } from '../../../vault/testing/testVault';
import { ConfirmDialogHost } from '../../components/confirm/ConfirmDialogHost';
import { ReportSlotsContext } from '../../components/reportSlots';
import i18n, { i18nReady } from '../../i18n/i18n';
import { rememberLastUser } from '../../offline/lastUser';
import OrderDetailPage from './OrderDetailPage';
import { event, KLEIN, orderRecord, orderRow, WEBER } from './testing/orderFixtures';
import { allByTestId, byTestId, renderBackendPage, settle, text } from './testing/renderOrderPage';
import '../../testing/actEnvironment';

// The page's side of the sync worker, without a worker; its vault in this realm (issue 7).
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

const weber = {
  id: WEBER.id,
  uuid: WEBER.uuid,
  permissions: [Permission.createOrders, Permission.listReports],
};
const labor = { id: 2, permissions: [Permission.listOrders] };

let db: KundencenterDb;
let root: Root | undefined;
let server: FakeSyncServer;

beforeAll(async () => {
  await i18nReady;
});

beforeEach(async () => {
  await i18n.changeLanguage('de');
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
  server = new FakeSyncServer();
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
});

const seal = async (entity: SyncEntity, id: string, data: Record<string, unknown>) =>
  (await vault.seal(entity as typeof SyncEntity.order, { ...data, id } as never)) as never;

/** The lab's server has the order; the device pulls it as the worker does (sealed). */
async function onServer(record: OrderRecord) {
  server.put(SyncEntity.order, record.uuid, { ...record });
  await pull(db, server, { seal });
}

/** The report viewer of the reports feature, as the page's slot holds it: here it names the report it shows. */
function Viewer({ reportId }: { reportId: string | null; onClose: () => void }) {
  return reportId ? <p data-testid="viewer">{`viewer ${reportId}`}</p> : null;
}

async function renderOrder(uuid: string, user: { id: number; uuid?: string; permissions: string[] }) {
  ({ root } = await renderBackendPage(
    <ReportSlotsContext.Provider value={{ Viewer, followUps: undefined }}>
      <OrderDetailPage />
      <ConfirmDialogHost />
    </ReportSlotsContext.Provider>,
    'orders/:uuid',
    `/backend/orders/${uuid}`,
    user,
  ));
}

const received = orderRecord({
  status: 'billing_entry',
  urgency: 'urgent',
  received_at: '2026-03-02T09:00:00.000Z',
  events: [
    event('new', '2026-03-02T08:00:00.000Z', { by: WEBER.name, source: 'portal' }),
    event('billing_entry', '2026-03-02T09:00:00.000Z', { by: 'LIS Produktion' }),
  ],
});

const header = () => byTestId('order-header');
const cancelButton = () => document.querySelector<HTMLButtonElement>('[data-testid="order-cancel"]');
const button = (name: string) => {
  const found = [...document.querySelectorAll('button')].find((each) => each.textContent?.trim() === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
};

describe("the order's page", () => {
  it('shows the order from the mirror: header, patient, practice, sample, question, tubes and the timeline', async () => {
    await onServer(received);
    await renderOrder(received.uuid, weber);
    await settle(() => expect(header().textContent).toContain(`Auftrag ${received.number}`));
    expect(byTestId('order-status', header()).textContent).toBe('RW Auftrag erfassen');
    expect(byTestId('order-urgency', header()).textContent).toBe('eilig');
    expect(header().textContent).toContain('Im Labor eingegangen am 02.03.2026');
    const patient = byTestId('order-patient').textContent;
    expect(patient).toContain('Mustermann, Erika');
    expect(patient).toContain('12.08.1964');
    expect(patient).toContain('weiblich');
    expect(patient).toContain('Kasse (GKV)');
    expect(patient).toContain('A123456789');
    const practice = byTestId('order-practice').textContent;
    expect(practice).toContain('Praxis Weber');
    expect(practice).toContain('BSNR 721234500');
    expect(practice).toContain('LANR 123456601');
    expect(byTestId('order-sample').textContent).toMatch(/^02\.03\.2026, \d\d:00 \(entnommen\)$/);
    expect(byTestId('order-clinical').textContent).toContain('Müdigkeit, V. a. Hypothyreose');
    expect(byTestId('order-clinical').textContent).toContain('E03.9');
    const tubes = allByTestId('order-tube');
    expect(tubes.map((tube) => tube.getAttribute('data-tube'))).toEqual(['serum', 'edta']);
    expect(tubes[0]?.textContent).toContain('Röhrchen 1Serumröhrchen · Serum');
    expect(tubes[1]?.textContent).toContain('Hämoglobin');
    expect(tubes[1]?.textContent).toContain('Privat (PKV)');
    const steps = allByTestId('order-event');
    expect(steps.map((step) => byTestId('order-status', step).textContent)).toEqual([
      'Neu',
      'RW Auftrag erfassen',
    ]);
    expect(steps.map((step) => byTestId('order-event-actor', step).textContent)).toEqual([
      'Dr. Anna Weber',
      'Labor',
    ]);
    expect(steps[1]?.querySelector('time')?.textContent).toMatch(/^02\.03\.2026, \d\d:00$/);
  });

  it('reads in English for an English reader', async () => {
    await i18n.changeLanguage('en');
    await onServer(received);
    await renderOrder(received.uuid, weber);
    await settle(() => expect(header().textContent).toContain(`Order ${received.number}`));
    expect(byTestId('order-status', header()).textContent).toBe('Billing entry');
    expect(byTestId('order-urgency', header()).textContent).toBe('Urgent');
    expect(text()).toContain('Status history');
    expect(allByTestId('order-event-actor').map((actor) => actor.textContent)).toEqual([
      'Dr. Anna Weber',
      'Laboratory',
    ]);
    expect(cancelButton()?.textContent).toBe('Cancel order');
  });

  it('offers the cancellation to the ordering doctor only until the lab has started the order', async () => {
    const started = orderRecord({ status: 'in_progress' });
    await onServer(received);
    await onServer(started);
    await renderOrder(received.uuid, weber);
    await settle(() => expect(cancelButton()).not.toBeNull());
    act(() => root?.unmount());

    await renderOrder(started.uuid, weber);
    await settle(() => expect(header().textContent).toContain('In Arbeit'));
    expect(cancelButton()).toBeNull();
    act(() => root?.unmount());

    // Staff see the same page, never the button.
    await renderOrder(received.uuid, labor);
    await settle(() => expect(header().textContent).toContain('RW Auftrag erfassen'));
    expect(cancelButton()).toBeNull();
  });

  it('offers no cancellation to a doctor outside the practice', async () => {
    const colleagues = orderRecord({ doctor: KLEIN });
    await onServer(colleagues);
    await renderOrder(colleagues.uuid, weber);
    await settle(() => expect(header().textContent).toContain('Neu'));
    expect(cancelButton()).toBeNull();
    await act(() => db.office.put({ id: '3', doctor_ids: [WEBER.id, KLEIN.id] } as never));
    await settle(() => expect(cancelButton()).not.toBeNull());
  });

  it('says an order entered offline will be sent when online, and offers no cancellation', async () => {
    const entered = orderRecord();
    await db.order.put(
      (await vault.seal(SyncEntity.order, orderRow(entered, { pending: true }))) as OrderRow,
    );
    await renderOrder(entered.uuid, weber);
    await settle(() =>
      expect(byTestId('order-pending-notice').textContent).toBe('Wird gesendet, sobald online'),
    );
    expect(byTestId('pending-mark', header())).toBeTruthy();
    expect(cancelButton()).toBeNull();
  });

  it('cancels after the confirm dialog; when the lab had started the order, the pulled status comes back with the reason', async () => {
    await onServer(received);
    await renderOrder(received.uuid, weber);
    await settle(() => expect(cancelButton()).not.toBeNull());
    await act(async () => cancelButton()?.click());
    await settle(() =>
      expect(document.querySelector('[role="dialog"]')?.textContent).toContain(
        `Auftrag ${received.number} stornieren?`,
      ),
    );
    await act(async () => button('Stornieren').click());
    await settle(() => expect(byTestId('order-status', header()).textContent).toBe('storniert'));
    expect(byTestId('pending-mark', header())).toBeTruthy();
    expect(cancelButton()).toBeNull();
    expect(allByTestId('order-event').at(-1)?.textContent).toContain('Dr. Anna Weber');

    // The lab started the order before the cancellation reached it.
    await onServer({
      ...received,
      status: 'in_progress',
      events: [...received.events, event('in_progress', '2026-03-02T10:00:00.000Z')],
    });
    const message = 'Der Auftrag ist bereits in Arbeit und kann nicht mehr storniert werden.';
    const refusing: SyncApi = {
      get: (path) => server.get(path),
      send: async () => ({ status: 409, headers: new Headers(), body: { message } }),
    };
    await act(() => replayOutbox(db, refusing, { getXsrfToken: () => 'xsrf' }));

    await settle(() => expect(byTestId('order-status', header()).textContent).toBe('In Arbeit'));
    expect(byTestId('order-cancel-refused').textContent).toBe(
      `Stornierung nicht gesendetDas Labor hat die Stornierung abgelehnt: ${message}`,
    );
    expect(byTestId('order-live-notice').textContent).toBe('Status: In Arbeit');
    expect(document.querySelector('[data-testid="pending-mark"]')).toBeNull();
    expect(cancelButton()).toBeNull();
    expect((await db.outbox.toArray()).map((row) => row.state)).toEqual([OutboxState.rejected]);
  });

  it('follows the lab live: a new status, then the report with its values', async () => {
    await onServer(received);
    await renderOrder(received.uuid, weber);
    await settle(() => expect(header().textContent).toContain('RW Auftrag erfassen'));
    expect(document.querySelector('[data-testid="order-live-notice"]')).toBeNull();

    await act(() =>
      onServer({
        ...received,
        status: 'in_progress',
        events: [...received.events, event('in_progress', '2026-03-02T10:00:00.000Z')],
      }),
    );
    await settle(() => expect(byTestId('order-live-notice').textContent).toBe('Status: In Arbeit'));

    const report: ReportRow = {
      id: '12',
      uuid: 'report-12',
      befund_id: '2026-0012',
      patient_data: { nachname: 'Mustermann', vorname: 'Erika', geburtsdatum: '1964-08-12' },
      filename: 'A-100483_2026-0012_Mustermann_Erika.pdf',
      filesize: 3,
      version: 1,
      user: { id: WEBER.id, uuid: WEBER.uuid, titel: 'Dr.', vorname: 'Anna', nachname: 'Weber' },
      created_at: '2026-03-03T07:00:00.000Z',
      updated_at: '2026-03-03T07:00:00.000Z',
      read_at: null,
      downloadable_until: '2026-09-03T07:00:00.000Z',
      patient_id: 'patient-erika',
      results: [
        {
          position: 0,
          group: 'Schilddrüse',
          code: 'TSH',
          loinc: '3016-3',
          name: { de: 'TSH basal', en: 'TSH basal' },
          kind: 'numeric',
          value: '6.80',
          numeric: 6.8,
          unit: 'mU/l',
          range: { low: 0.27, high: 4.2, text: null },
          flag: 'H',
        },
      ],
    };
    await db.report.put((await vault.seal(SyncEntity.report, report)) as ReportRow);
    await act(() => onServer({ ...received, status: 'report_created', report_id: 12 }));
    await settle(() => expect(byTestId('order-live-notice').textContent).toBe('Der Befund ist da.'));
    await settle(() =>
      expect(byTestId('order-report').textContent).toContain('Befund 2026-0012 vom 03.03.2026'),
    );
    expect(byTestId('order-report-values').textContent).toContain('TSH basal6,80 mU/l(0,27–4,2)');
    expect(byTestId('order-report-cumulative').getAttribute('href')).toBe(
      '/backend/patients/patient-erika/cumulative',
    );
    await act(async () => byTestId('order-report-open').click());
    expect(byTestId('viewer').textContent).toBe('viewer 12');
  });

  it("fetches an order the staff's mirror does not hold, and says so offline", async () => {
    const older = orderRecord({ status: 'done', created_at: '2025-10-01T08:00:00.000Z' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: older })),
    );
    await renderOrder(older.uuid, labor);
    await settle(() => expect(header().textContent).toContain('erledigt'));
    expect(String(vi.mocked(fetch).mock.calls[0]?.[0])).toBe(`/api/orders/${older.uuid}`);
    act(() => root?.unmount());

    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    await renderOrder('00000000-0000-4000-8000-999999999999', labor);
    await settle(() =>
      expect(byTestId('order-not-found').textContent).toBe('Diesen Auftrag gibt es auf diesem Gerät nicht.'),
    );
  });
});
