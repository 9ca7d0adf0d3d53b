// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncEntity } from '../../../contract/sync';
import type { KundencenterDb } from '../../../db/KundencenterDb';
import { OutboxState } from '../../../db/outboxState';
import { closeUserDatabase, openUserDatabase } from '../../../db/userDatabase';
import { pull } from '../../../sync/pull';
import { replayOutbox } from '../../../sync/replayOutbox';
import type { SyncApi } from '../../../sync/SyncApi';
import { FakeSyncServer } from '../../../sync/testing/fakeSyncServer';
import { testVault } from '../../../vault/testing/testVault';
import { rememberLastUser } from '../../offline/lastUser';
import { orderActions } from './orderActions';
import { event, orderRecord, WEBER } from './testing/orderFixtures';

// The page's side of the sync worker, without a worker: actions only land in the outbox.
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

const weber = { titel: 'Dr.', vorname: 'Anna', nachname: 'Weber' };
const received = orderRecord({
  status: 'billing_entry',
  events: [
    event('new', '2026-03-02T08:00:00.000Z', { by: WEBER.name, source: 'portal' }),
    event('billing_entry', '2026-03-02T09:00:00.000Z', { by: 'LIS' }),
  ],
});

let db: KundencenterDb;
let server: FakeSyncServer;
const seal = async (entity: SyncEntity, id: string, data: Record<string, unknown>) =>
  (await vault.seal(entity as typeof SyncEntity.order, { ...data, id } as never)) as never;
const stored = async () => vault.open(SyncEntity.order, await db.order.get(received.uuid));

/** The mirror as after a pull: dr.weber's order, received by the lab, sealed by the vault. */
beforeEach(async () => {
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
  server = new FakeSyncServer();
  server.put(SyncEntity.order, received.uuid, { ...received });
  await pull(db, server, { seal });
});

afterEach(() => closeUserDatabase());

describe('cancelling an order', () => {
  it('shows it cancelled at once with its step in the timeline, and queues the request by uuid', async () => {
    await orderActions.cancel({ id: received.uuid, uuid: received.uuid }, weber);
    const row = await stored();
    expect(row?.status).toBe('cancelled');
    expect(row?.events.at(-1)).toMatchObject({ status: 'cancelled', by: 'Dr. Anna Weber', source: 'portal' });
    expect(row?.patient.nachname).toBe('Mustermann');
    // The patient stays sealed as stored.
    expect(JSON.stringify(await db.order.get(received.uuid))).not.toContain('Mustermann');
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      label: 'orderCancel',
      method: 'POST',
      path: `/api/orders/${received.uuid}/cancel`,
      body: { note: null },
      entity: SyncEntity.order,
      entityId: received.uuid,
      state: OutboxState.pending,
    });
  });

  it('brings the pulled status back and keeps the refusal with its reason when the lab had started the order', async () => {
    await orderActions.cancel({ id: received.uuid, uuid: received.uuid }, weber);
    // Meanwhile the lab started the order; the pull keeps it aside while the cancellation waits.
    server.put(SyncEntity.order, received.uuid, {
      ...received,
      status: 'in_progress',
      events: [...received.events, event('in_progress', '2026-03-02T10:00:00.000Z')],
    });
    await pull(db, server, { seal });
    expect((await stored())?.status).toBe('cancelled');

    const message = 'Der Auftrag ist bereits in Arbeit und kann nicht mehr storniert werden.';
    const refusing: SyncApi = {
      get: (path) => server.get(path),
      send: async () => ({ status: 409, headers: new Headers(), body: { message } }),
    };
    await replayOutbox(db, refusing, { getXsrfToken: () => 'xsrf' });

    const row = await stored();
    expect(row?.status).toBe('in_progress');
    expect(row?.events.map((step) => step.status)).toEqual(['new', 'billing_entry', 'in_progress']);
    const [refused] = await db.outbox.toArray();
    expect(refused).toMatchObject({
      state: OutboxState.rejected,
      label: 'orderCancel',
      error: { status: 409, message },
    });
  });
});
