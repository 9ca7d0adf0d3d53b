// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncEntity } from '../../../../contract/sync';
import type { KundencenterDb } from '../../../../db/KundencenterDb';
import { OutboxState } from '../../../../db/outboxState';
import { closeUserDatabase, openUserDatabase } from '../../../../db/userDatabase';
import { outboxRows } from '../../../../sync/outbox';
import { replayOutbox } from '../../../../sync/replayOutbox';
import type { SyncApi } from '../../../../sync/SyncApi';
import { FakeSyncServer } from '../../../../sync/testing/fakeSyncServer';
import { testVault } from '../../../../vault/testing/testVault';
import { kickSync } from '../../../../workers/syncClient';
import { rememberLastUser } from '../../../offline/lastUser';
import { catalogueFacts } from './analysisChoice';
import { deviceId } from './deviceId';
import { sendOrder, type DraftFacts } from './orderActions';
import { discardDraft, openDrafts, restoreRefusedOrders, saveDraft } from './orderDrafts';
import { emptyOrderValues, type OrderFormValues } from './orderForm';
import { freeNumbers, takeOrderNumber } from './orderNumberStore';
import { catalogueRows } from './testing/entryCatalogue';

// The page's side of the sync worker, without a worker: the vault runs in this realm.
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

const now = new Date('2026-11-24T10:00:00');
/** The uuid the order will have: made on the device. */
const O1 = '7d1f6c1e-3b0a-4c55-9a8e-2f4b6d9e0a11';
const catalogue = catalogueFacts(catalogueRows);
const facts: DraftFacts = {
  context: { catalogue, officeIds: [3], now: () => now },
  analyses: catalogue as never,
  office: { id: '3', name: 'Praxis Dr. Weber', bsnr: '721234500' },
  doctor: { id: 7, uuid: 'weber', titel: 'Dr.', vorname: 'Anna', nachname: 'Weber', lis_id: '123456701' },
};

function values(): OrderFormValues {
  return {
    ...emptyOrderValues(now, [3]),
    patient: {
      nachname: 'Mustermann',
      vorname: 'Erika',
      geburtsdatum: '1964-08-12',
      geschlecht: 'female',
      versicherungsart: '',
      versichertennummer: '',
    },
    items: [
      { analysis_id: 1, billing: 'statutory', profile_id: 10 },
      { analysis_id: 3, billing: 'private', profile_id: null },
    ],
    clinical_question: 'V. a. Hypothyreose',
  };
}

let db: KundencenterDb;

beforeEach(async () => {
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
  vi.mocked(kickSync).mockClear();
  const leased_at = '2026-11-20T08:00:00.000Z';
  await db.orderNumberBlock.bulkPut([
    { id: '1', device_id: deviceId(), first: 2_600_000_000, size: 2, leased_at },
    { id: '2', device_id: crypto.randomUUID(), first: 2_600_000_050, size: 50, leased_at },
  ]);
});

afterEach(() => closeUserDatabase());

/** A server that refuses every order as the orders server does when an analysis was withdrawn meanwhile. */
const refusingServer = (message: string): SyncApi => ({
  get: (path) => new FakeSyncServer().get(path),
  send: () =>
    Promise.resolve({
      status: 422,
      headers: new Headers(),
      body: { message, errors: { 'items.1.analysis_id': [message] } },
    }),
});

describe('order drafts on the device', () => {
  it('keeps a draft sealed: nothing of the patient is readable in IndexedDB, and the vault opens it', async () => {
    await saveDraft(db, 'd1', { values: values(), refusal: null }, 5);
    const stored = await db.orderDraft.toArray();
    expect(JSON.stringify(stored)).not.toMatch(/Mustermann|Erika|1964-08-12|Hypothyreose/);
    expect(stored).toMatchObject([{ id: 'd1', number: null, updatedAt: 5 }]);
    expect(await openDrafts(stored)).toEqual([
      { id: 'd1', number: null, updatedAt: 5, values: values(), refusal: null },
    ]);
  });

  it('gives each draft the lowest free number of this device’s blocks, keeps it, and none when they are used up', async () => {
    for (const id of ['d1', 'd2', 'd3']) await saveDraft(db, id, { values: values(), refusal: null });
    expect(await takeOrderNumber(db, 'd1', deviceId())).toBe('2600000000');
    expect(await takeOrderNumber(db, 'd1', deviceId())).toBe('2600000000');
    expect(await takeOrderNumber(db, 'd2', deviceId())).toBe('2600000001');
    expect(await takeOrderNumber(db, 'd3', deviceId())).toBeNull();
    // A later save of the form keeps the number the labels carry.
    await saveDraft(db, 'd1', { values: values(), refusal: null });
    expect((await db.orderDraft.get('d1'))?.number).toBe('2600000000');
    expect(await freeNumbers(db, deviceId())).toEqual([]);
    await discardDraft(db, 'd2');
    expect(await freeNumbers(db, deviceId())).toEqual(['2600000001']);
  });
});

describe('sending an order', () => {
  it('queues it once, shows it at once as a pending new order with its patient sealed, and removes the draft', async () => {
    await saveDraft(db, O1, { values: values(), refusal: null });
    const outcome = await sendOrder(O1, values(), facts);
    expect(outcome).toMatchObject({ ok: true, order: { number: '2600000000' } });
    expect(await db.orderDraft.get(O1)).toBeUndefined();

    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      method: 'POST',
      path: '/api/orders',
      label: 'orderSend',
      entity: SyncEntity.order,
      entityId: O1,
      state: OutboxState.pending,
    });
    expect(JSON.stringify(row?.body)).not.toContain('Mustermann');
    expect(await vault.openBody('/api/orders', row?.body)).toMatchObject({
      uuid: O1,
      number: '2600000000',
      office_id: 3,
      items: [
        { analysis_id: 1, billing: 'statutory', profile_id: 10 },
        { analysis_id: 3, billing: 'private', profile_id: null },
      ],
    });

    const stored = await db.order.get(O1);
    expect(stored).toMatchObject({ pending: true, status: 'new', number: '2600000000', uuid: O1 });
    expect(JSON.stringify(stored)).not.toMatch(/Mustermann|Hypothyreose/);
    expect(await vault.open(SyncEntity.order, stored)).toMatchObject({
      patient: { nachname: 'Mustermann' },
      office: { id: 3, bsnr: '721234500' },
      doctor: { name: 'Dr. Anna Weber', lanr: '123456701' },
      items: [
        { code: 'TSH', material: 'serum', tube: 'serum' },
        { code: 'HB', tube: 'edta' },
      ],
      events: [{ status: 'new', by: 'Dr. Anna Weber', source: 'portal' }],
    });
    expect(kickSync).toHaveBeenCalledTimes(1);
    // The number is taken by the queued order: the next draft gets the next one.
    expect(await freeNumbers(db, deviceId())).toEqual(['2600000001']);
  });

  it('sends nothing that breaks the rules and keeps the draft', async () => {
    const broken = { ...values(), items: [] };
    await saveDraft(db, O1, { values: broken, refusal: null });
    expect(await sendOrder(O1, broken, facts)).toMatchObject({
      ok: false,
      problems: { items: expect.any(String) },
    });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orderDraft.get(O1)).toBeDefined();
  });

  it('keeps the draft and says so when the device has no number left', async () => {
    await db.orderNumberBlock.clear();
    expect(await sendOrder(O1, values(), facts)).toEqual({ ok: false, noNumber: true });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orderDraft.get(O1)).toBeDefined();
  });
});

describe('an order the laboratory refuses', () => {
  const withdrawn = 'Diese Analyse wird vom Labor nicht mehr angeboten.';
  const replay = (api: SyncApi) =>
    replayOutbox(db, api, {
      getXsrfToken: () => null,
      openBody: (row) => vault.openBody(row.path, row.body),
    });

  it('comes back as a draft with the server’s messages and its number, its request still in ‘Nicht gesendet’', async () => {
    await sendOrder(O1, values(), facts);
    await replay(refusingServer(withdrawn));
    // The refusal takes the optimistic order away …
    expect(await db.order.get(O1)).toBeUndefined();
    expect(await outboxRows(db, OutboxState.rejected)).toMatchObject([
      { label: 'orderSend', error: { status: 422, message: withdrawn } },
    ]);
    // … and the order returns as a draft, never lost.
    expect(await restoreRefusedOrders(db)).toBe(1);
    const [draft] = await openDrafts(await db.orderDraft.toArray());
    expect(draft).toMatchObject({
      id: O1,
      number: '2600000000',
      values: values(),
      refusal: { message: withdrawn, errors: { 'items.1.analysis_id': [withdrawn] } },
    });
    expect(await restoreRefusedOrders(db)).toBe(0);

    // Sent again after the correction: one request, the refused one gone from the panel.
    const corrected = { ...values(), items: values().items.slice(0, 1) };
    await sendOrder(O1, corrected, facts);
    const rows = await db.outbox.toArray();
    expect(rows).toMatchObject([{ state: OutboxState.pending, entityId: O1 }]);
    expect(await vault.openBody('/api/orders', rows[0]?.body)).toMatchObject({ number: '2600000000' });
    expect(await db.orderDraft.count()).toBe(0);
  });

  it('takes its request out of ‘Nicht gesendet’ when the doctor discards the draft', async () => {
    await sendOrder(O1, values(), facts);
    await replay(refusingServer(withdrawn));
    await restoreRefusedOrders(db);
    await discardDraft(db, O1);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.orderDraft.count()).toBe(0);
  });

  it('lets a draft refused for its number take a new one', async () => {
    await sendOrder(O1, values(), facts);
    await replay({
      ...refusingServer(''),
      send: () =>
        Promise.resolve({
          status: 422,
          headers: new Headers(),
          body: { message: 'Vergeben.', errors: { number: ['Diese Auftragsnummer ist bereits vergeben.'] } },
        }),
    });
    await restoreRefusedOrders(db);
    expect((await db.orderDraft.get(O1))?.number).toBeNull();
  });
});
