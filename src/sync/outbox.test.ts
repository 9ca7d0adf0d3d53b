import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { OutboxMethod, OutboxState } from '../db/outboxState';
import { countUnsent, discard, edit, enqueue, OutboxTransitionError, outboxRows, retry } from './outbox';
import { pull } from './pull';
import { replayOutbox } from './replayOutbox';
import { FakeSyncServer } from './testing/fakeSyncServer';
import { testDb } from './testing/testDb';

let db: KundencenterDb;
let server: FakeSyncServer;
const options = { getXsrfToken: () => null };

beforeEach(async () => {
  db = await testDb();
  server = new FakeSyncServer();
  server.put(SyncEntity.user, 'u1', { uuid: 'u1', vorname: 'Anna' });
  await pull(db, server);
});
afterEach(() => db.close());

function rename(vorname: string) {
  return enqueue(db, {
    method: OutboxMethod.put,
    path: '/api/user/u1',
    body: { vorname },
    entity: SyncEntity.user,
    entityId: 'u1',
    optimistic: (tx) => tx.user.update('u1', { vorname }),
  });
}

async function rejectedRename(vorname: string) {
  const row = await rename(vorname);
  server.validate = () => 'Ungültig.';
  await replayOutbox(db, server, options);
  server.validate = () => null;
  return row;
}

describe('the outbox', () => {
  it('writes the optimistic row and the outbox row together', async () => {
    const row = await rename('Anne');
    expect(row).toMatchObject({ state: OutboxState.pending, attempts: 0, entity: 'user', entityId: 'u1' });
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'Anne' });
    expect(await countUnsent(db)).toBe(1);
  });

  it('writes neither when the optimistic write fails', async () => {
    await expect(
      enqueue(db, {
        method: OutboxMethod.post,
        path: '/api/user',
        entity: SyncEntity.user,
        entityId: 'u2',
        optimistic: async (tx) => {
          await tx.user.put({ id: 'u2' } as never);
          throw new Error('kaputt');
        },
      }),
    ).rejects.toThrow('kaputt');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.user.get('u2')).toBeUndefined();
  });

  it('changes a device-only table in the same transaction when the action names it, and not at all when it fails', async () => {
    await db.orderDraft.put({ id: 'o1', number: null, content: 'sealed', updatedAt: 1 });
    const send = (fail: boolean) =>
      enqueue(db, {
        method: OutboxMethod.post,
        path: '/api/orders',
        entity: SyncEntity.order,
        entityId: 'o1',
        deviceTables: ['orderDraft'],
        optimistic: async (tx) => {
          await tx.orderDraft.delete('o1');
          if (fail) throw new Error('quota');
        },
      });
    await expect(send(true)).rejects.toThrow('quota');
    expect(await db.orderDraft.get('o1')).toBeDefined();
    expect(await db.outbox.count()).toBe(0);
    await send(false);
    expect(await db.orderDraft.get('o1')).toBeUndefined();
    expect(await db.outbox.count()).toBe(1);
  });

  it('retries a rejected row under a new idempotency key', async () => {
    const row = await rejectedRename('X');
    await retry(db, row.seq);
    const [again] = await db.outbox.toArray();
    expect(again).toMatchObject({ seq: row.seq, state: OutboxState.pending });
    expect(again?.id).not.toBe(row.id);
    expect(again?.error).toBeUndefined();
    await replayOutbox(db, server, options);
    expect(server.effects).toBe(1);
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'X' });
  });

  it('sends an edited row with the new body', async () => {
    const row = await rejectedRename('X');
    await edit(db, row.seq, { vorname: 'Xaver' }, (tx) => tx.user.update('u1', { vorname: 'Xaver' }));
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'Xaver' });
    await replayOutbox(db, server, options);
    expect(server.requests.at(-1)?.body).toEqual({ vorname: 'Xaver' });
    expect(server.data(SyncEntity.user, 'u1')).toMatchObject({ vorname: 'Xaver' });
  });

  it('discards a rejected row', async () => {
    const row = await rejectedRename('X');
    expect(await outboxRows(db, OutboxState.rejected)).toHaveLength(1);
    await discard(db, row.seq);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'Anna' });
  });

  it('discards a pending row and undoes its optimistic effect', async () => {
    const row = await rename('Anne');
    await discard(db, row.seq);
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'Anna' });
    expect(await db.held.count()).toBe(0);
  });

  it('undoes only once the last queued action on the entity is gone', async () => {
    const first = await rename('Anne');
    await rename('Annette');
    await discard(db, first.seq);
    expect(await db.user.get('u1')).toMatchObject({ vorname: 'Annette' });
  });

  it('refuses to take back a row on the wire, or to retry one that was not rejected', async () => {
    const row = await rename('Anne');
    await db.outbox.update(row.seq, { state: OutboxState.sending });
    await expect(discard(db, row.seq)).rejects.toBeInstanceOf(OutboxTransitionError);
    await expect(retry(db, row.seq)).rejects.toBeInstanceOf(OutboxTransitionError);
  });
});
