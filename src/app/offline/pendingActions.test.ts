import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SyncEntity } from '../../contract/sync';
import type { KundencenterDb } from '../../db/KundencenterDb';
import { OutboxMethod } from '../../db/outboxState';
import { enqueue } from '../../sync/outbox';
import { pull } from '../../sync/pull';
import { replayOutbox } from '../../sync/replayOutbox';
import { FakeSyncServer } from '../../sync/testing/fakeSyncServer';
import { testDb } from '../../sync/testing/testDb';
import { hasPendingActions, hasPendingPath, readPendingActions } from './pendingActions';

let db: KundencenterDb;
let server: FakeSyncServer;
const options = { getXsrfToken: () => null };

beforeEach(async () => {
  db = await testDb();
  server = new FakeSyncServer();
  server.put(SyncEntity.notification, 'n1', { id: 'n1', read_at: null });
  server.put(SyncEntity.notification, 'n2', { id: 'n2', read_at: null });
  await pull(db, server);
});
afterEach(() => db.close());

const markRead = (id: string) =>
  enqueue(db, {
    method: OutboxMethod.put,
    path: `/api/notification/${id}`,
    body: { read_at: '2026-11-23T10:00:00Z' },
    entity: SyncEntity.notification,
    entityId: id,
  });

describe('the pending marks of a list', () => {
  it('marks exactly the rows with an action still waiting in the outbox', async () => {
    await markRead('n1');
    const pending = await readPendingActions(db, SyncEntity.notification);
    expect(hasPendingActions(pending, 'n1')).toBe(true);
    expect(hasPendingActions(pending, 'n2')).toBe(false);
    expect(hasPendingPath(pending, 'n1', 'n1')).toBe(true);
  });

  it("does not mark another entity kind's rows under the same id", async () => {
    await markRead('n1');
    expect(hasPendingActions(await readPendingActions(db, SyncEntity.reportDemand), 'n1')).toBe(false);
  });

  it('drops the mark once the server accepted the action', async () => {
    await markRead('n1');
    await replayOutbox(db, server, options);
    expect(hasPendingActions(await readPendingActions(db, SyncEntity.notification), 'n1')).toBe(false);
  });

  it('drops the mark of a refused action, which the not-sent panel shows instead', async () => {
    await markRead('n2');
    server.validate = () => 'Ungültig.';
    await replayOutbox(db, server, options);
    expect(hasPendingActions(await readPendingActions(db, SyncEntity.notification), 'n2')).toBe(false);
  });

  it('keeps the mark while the network is down', async () => {
    await markRead('n2');
    server.failNextSends('network');
    await replayOutbox(db, server, options).catch(() => undefined);
    expect(hasPendingActions(await readPendingActions(db, SyncEntity.notification), 'n2')).toBe(true);
  });
});
