import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SyncEntity } from '../contract/sync';
import { OutboxMethod } from '../db/outboxState';
import Dexie from 'dexie';
import { databaseName, openUserDatabase } from '../db/userDatabase';
import { enqueue } from '../sync/outbox';
import type { SyncApi } from '../sync/SyncApi';
import { FakeSyncServer } from '../sync/testing/fakeSyncServer';
import { broadcastChannel, createSyncWorker } from './syncWorker';
import { FakeLocks } from './testing/fakeLocks';
import { SyncRole, type SyncWorkerApi } from './syncWorkerApi';

let server: FakeSyncServer;
let locks: FakeLocks;
let tabs: SyncWorkerApi[];
let userUuid: string;

/** A tab's worker; its own request counter tells which tab talked to the server. */
function openTab(): { worker: SyncWorkerApi; calls: () => number } {
  let calls = 0;
  const api: SyncApi = {
    get: (path) => {
      calls += 1;
      return server.get(path);
    },
    send: (method, path, body, headers) => {
      calls += 1;
      return server.send(method, path, body, headers);
    },
  };
  const worker = createSyncWorker({
    locks,
    openChannel: broadcastChannel,
    isOnline: () => true,
    onConnectivity: () => undefined,
    api,
  });
  tabs.push(worker);
  return { worker, calls: () => calls };
}

async function queueSubscription(id: string) {
  const db = await openUserDatabase(userUuid);
  await enqueue(db, {
    method: OutboxMethod.post,
    path: '/api/newsletterRecipient',
    body: { id, email: `${id}@example.org` },
    entity: SyncEntity.newsletterRecipient,
    entityId: id,
    optimistic: (tx) => tx.newsletterRecipient.put({ id, email: `${id}@example.org` } as never),
  });
}

beforeEach(() => {
  server = new FakeSyncServer();
  locks = new FakeLocks();
  tabs = [];
  userUuid = crypto.randomUUID();
});
afterEach(async () => {
  for (const tab of tabs) await tab.stop();
});

describe('the sync worker', () => {
  it('lets only one tab sync; the other follows and takes over when the first stops', async () => {
    server.put(SyncEntity.office, '1', { name: 'Praxis' });
    const first = openTab();
    await first.worker.start(userUuid, 'token');
    await vi.waitFor(() =>
      expect(first.worker.status()).toMatchObject({ role: SyncRole.leader, lastSyncAt: expect.any(Number) }),
    );
    const second = openTab();
    await second.worker.start(userUuid, 'token');
    await second.worker.pullNow();

    await vi.waitFor(() => expect(second.worker.status().lastSyncAt).not.toBeNull());
    expect(second.worker.status().role).toBe(SyncRole.follower);
    expect(second.calls()).toBe(0);

    await first.worker.stop();
    await vi.waitFor(() => expect(second.worker.status().role).toBe(SyncRole.leader));
    await vi.waitFor(() => expect(second.calls()).toBeGreaterThan(0));
  });

  it('forwards a follower’s kick to the leading tab, which sends the action', async () => {
    const leader = openTab();
    await leader.worker.start(userUuid, 'token');
    await vi.waitFor(() => expect(leader.worker.status().role).toBe(SyncRole.leader));
    const follower = openTab();
    await follower.worker.start(userUuid, 'token');

    await queueSubscription('r1');
    follower.worker.kick();

    await vi.waitFor(() => expect(server.effects).toBe(1));
    expect(follower.calls()).toBe(0);
    expect(server.requests[0]?.headers['X-XSRF-TOKEN']).toBe('token');
  });

  it('resumes after a 401 only for the same user, with the renewed XSRF token', async () => {
    const tab = openTab();
    const statuses: boolean[] = [];
    tab.worker.setStatusListener((status) => statuses.push(status.pausedForAuth));
    await tab.worker.start(userUuid, 'old');
    await vi.waitFor(() => expect(tab.worker.status().role).toBe(SyncRole.leader));
    server.authFailure = 419;
    await queueSubscription('r1');
    tab.worker.kick();
    await vi.waitFor(() => expect(tab.worker.status().pausedForAuth).toBe(true));
    server.authFailure = null;

    expect(await tab.worker.resume('someone-else', 'other')).toBe(false);
    expect(tab.worker.status().pausedForAuth).toBe(true);
    expect(server.effects).toBe(0);

    expect(await tab.worker.resume(userUuid, 'new')).toBe(true);
    await vi.waitFor(() => expect(server.effects).toBe(1));
    expect(server.requests.at(-1)?.headers['X-XSRF-TOKEN']).toBe('new');
    expect(statuses).toContain(true);
    expect(tab.worker.status().pausedForAuth).toBe(false);
  });

  it('a tab stopped while waiting never syncs', async () => {
    const leader = openTab();
    await leader.worker.start(userUuid, 'token');
    await vi.waitFor(() => expect(leader.worker.status().role).toBe(SyncRole.leader));
    const waiting = openTab();
    await waiting.worker.start(userUuid, 'token');
    await waiting.worker.stop();
    await leader.worker.stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(waiting.worker.status().role).toBe(SyncRole.idle);
    expect(waiting.calls()).toBe(0);
  });

  it('stops when another tab deletes the database at logout, and does not re-create it', async () => {
    const tab = openTab();
    await tab.worker.start(userUuid, 'token');
    await vi.waitFor(() =>
      expect(tab.worker.status()).toMatchObject({ role: SyncRole.leader, lastSyncAt: expect.any(Number) }),
    );

    await Dexie.delete(databaseName(userUuid));

    await vi.waitFor(() => expect(tab.worker.status().role).toBe(SyncRole.idle));
    tab.worker.kick();
    await tab.worker.pullNow();
    expect(await Dexie.exists(databaseName(userUuid))).toBe(false);
  });
});

describe('the leader’s socket of hints', () => {
  it('is opened again when the network returns after an offline start', async () => {
    let online = false;
    let connectivity: (online: boolean) => void = () => undefined;
    const attempts: boolean[] = [];
    const worker = createSyncWorker({
      locks,
      openChannel: broadcastChannel,
      isOnline: () => online,
      onConnectivity: (listener) => {
        connectivity = listener;
      },
      api: server,
      connectRealtime: async () => {
        attempts.push(online);
        if (!online) throw new TypeError('Failed to fetch');
        return {
          socketId: () => '1.1',
          isConnected: () => true,
          disconnect: () => undefined,
        };
      },
    });
    tabs.push(worker);
    await worker.start(userUuid, 'token');
    await vi.waitFor(() => expect(attempts).toEqual([false]));

    online = true;
    connectivity(true);
    await vi.waitFor(() => expect(attempts).toEqual([false, true]));
  });
});
