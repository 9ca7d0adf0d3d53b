// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationType } from '../../contract/activities';
import { SyncEntity } from '../../contract/sync';
import type { KundencenterDb } from '../../db/KundencenterDb';
import { OutboxMethod, OutboxState } from '../../db/outboxState';
import type { NotificationRow } from '../../db/rows';
import { closeUserDatabase, openUserDatabase } from '../../db/userDatabase';
import { testVault } from '../../vault/testing/testVault';
import { kickSync } from '../../workers/syncClient';
import { rememberLastUser } from './lastUser';
import { queueAction } from './queueAction';

// The page's side of the sync worker, without a worker: the wake-up is recorded, and the vault
// of the worker runs in this realm (issue 7).
let vault: Awaited<ReturnType<typeof testVault>>;
vi.mock(import('../../workers/syncClient'), async (importOriginal) => ({
  ...(await importOriginal()),
  kickSync: vi.fn(),
  vaultWorker: () => vault.api as never,
}));

let db: KundencenterDb;

beforeEach(async () => {
  const uuid = crypto.randomUUID();
  db = await openUserDatabase(uuid);
  rememberLastUser(uuid);
  vault = await testVault(uuid);
  vi.mocked(kickSync).mockClear();
});

afterEach(() => closeUserDatabase());

const notification: NotificationRow = {
  id: 'n1',
  type: NotificationType.reportUploaded,
  data: { message: 'Neuer Befund 2026-0041' },
  read_at: null,
  created_at: '2026-03-01T08:00:00.000Z',
};

describe('queueing an action', () => {
  it('writes the optimistic row and the outbox row with its label key, then wakes the worker', async () => {
    await db.notification.put(notification);
    const queued = await queueAction({
      label: 'notificationRead',
      method: OutboxMethod.post,
      path: '/api/notifications/n1/read',
      entity: SyncEntity.notification,
      entityId: 'n1',
      optimistic: (mirror) => mirror.notification.update('n1', { read_at: '2026-03-02T08:00:00.000Z' }),
    });
    expect(await db.notification.get('n1')).toMatchObject({ read_at: '2026-03-02T08:00:00.000Z' });
    expect(await db.outbox.toArray()).toEqual([queued]);
    expect(queued).toMatchObject({
      method: 'POST',
      path: '/api/notifications/n1/read',
      label: 'notificationRead',
      entity: 'notification',
      entityId: 'n1',
      state: OutboxState.pending,
    });
    expect(kickSync).toHaveBeenCalledTimes(1);
  });

  it('stores a body with patient text sealed, to the path it is sent to', async () => {
    const path = '/api/reports/demand-messages';
    await queueAction({
      label: 'demandMessageSend',
      method: OutboxMethod.post,
      path,
      body: { message: 'Frau Sommer' },
      sealBody: true,
    });
    const [row] = await db.outbox.toArray();
    expect(JSON.stringify(row?.body)).not.toContain('Sommer');
    expect(await vault.openBody(path, row?.body)).toEqual({ message: 'Frau Sommer' });
    await expect(vault.openBody('/api/reports/demands', row?.body)).rejects.toThrow();
  });

  it('keeps a body without patient text as it is, and seals no missing body', async () => {
    await queueAction({
      label: 'profileUpdate',
      method: OutboxMethod.put,
      path: '/api/user/profile-information',
      body: { vorname: 'Anna' },
    });
    await queueAction({
      label: 'demandRead',
      method: OutboxMethod.put,
      path: '/api/reports/demands/d1/read',
      sealBody: true,
    });
    expect((await db.outbox.toArray()).map((row) => row.body)).toEqual([{ vorname: 'Anna' }, undefined]);
  });

  it('queues nothing and wakes nobody when the optimistic write fails', async () => {
    const failing = queueAction({
      label: 'notificationDelete',
      method: OutboxMethod.post,
      path: '/api/notifications/n1/delete',
      optimistic: () => Promise.reject(new Error('quota')),
    });
    await expect(failing).rejects.toThrow('quota');
    expect(await db.outbox.count()).toBe(0);
    expect(kickSync).not.toHaveBeenCalled();
  });
});
