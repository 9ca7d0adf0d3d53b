import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { getMeta, MetaKey } from '../db/metaKeys';
import { bootstrap } from './bootstrap';
import { FakeSyncServer } from './testing/fakeSyncServer';
import { testDb } from './testing/testDb';

let db: KundencenterDb;
let server: FakeSyncServer;

beforeEach(async () => {
  db = await testDb();
  server = new FakeSyncServer();
  server.bootstrapPageSize = 2;
  for (let i = 1; i <= 5; i++) server.put(SyncEntity.ticketStatus, String(i), { name: `Status ${i}` });
});
afterEach(() => db.close());

describe('bootstrap', () => {
  it('reads every page with the first page’s cursor and continues after the last row', async () => {
    const result = await bootstrap(db, server);
    expect(result).toEqual({ cursor: 'e1.5', rows: 5 });
    expect(server.gets).toEqual([
      '/api/sync/bootstrap?limit=1000',
      `/api/sync/bootstrap?cursor=e1.5&after=${encodeURIComponent('ticketStatus:2')}&limit=1000`,
      `/api/sync/bootstrap?cursor=e1.5&after=${encodeURIComponent('ticketStatus:4')}&limit=1000`,
    ]);
    expect(await db.ticketStatus.count()).toBe(5);
    expect(await getMeta(db, MetaKey.cursor)).toBe('e1.5');
    expect(await getMeta(db, MetaKey.sentinel)).toBeTypeOf('number');
  });

  it('changes nothing when a page after the first fails: the snapshot applies only when complete', async () => {
    await db.ticketStatus.put({ id: 'old', name: 'vorher' });
    await db.meta.put({ key: MetaKey.cursor, value: 'e0.1' });
    const answer = server.get.bind(server);
    let pages = 0;
    server.get = async (path) => {
      pages += 1;
      if (pages === 3) throw new TypeError('Failed to fetch');
      return answer(path);
    };

    await expect(bootstrap(db, server)).rejects.toThrow('Failed to fetch');

    expect(await db.ticketStatus.toArray()).toEqual([{ id: 'old', name: 'vorher' }]);
    expect(await getMeta(db, MetaKey.cursor)).toBe('e0.1');
  });

  it('replaces the whole mirror: rows missing from the snapshot disappear', async () => {
    await db.ticketStatus.put({ id: '99', name: 'gelöscht' });
    await db.office.put({ id: '7', name: 'nicht mehr sichtbar' } as never);
    await bootstrap(db, server);
    expect(await db.ticketStatus.get('99')).toBeUndefined();
    expect(await db.office.count()).toBe(0);
  });

  it('stores every row as the seal returns it, batch by batch while the batches before are written', async () => {
    const sealed: string[] = [];
    const seal = async (_entity: string, id: string, data: Record<string, unknown>) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sealed.push(id);
      return { ...data, name: `sealed:${String(data['name'])}` };
    };

    await bootstrap(db, server, { seal, batchSize: 2 });

    expect(sealed).toEqual(['1', '2', '3', '4', '5']);
    expect((await db.ticketStatus.toArray()).map((row) => row.name)).toEqual(
      [1, 2, 3, 4, 5].map((i) => `sealed:Status ${i}`),
    );
    expect(await getMeta(db, MetaKey.cursor)).toBe('e1.5');
  });

  it('changes nothing when sealing fails after earlier batches were written: the transaction aborts', async () => {
    await db.ticketStatus.put({ id: 'old', name: 'vorher' });
    await db.meta.put({ key: MetaKey.cursor, value: 'e0.1' });
    const seal = async (_entity: string, id: string, data: Record<string, unknown>) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (id === '5') throw new Error('vault locked');
      return data;
    };
    // The writes of the earlier batches end with the abort; vitest fails the run on any unhandled rejection.
    await expect(bootstrap(db, server, { seal, batchSize: 2 })).rejects.toThrow('vault locked');

    expect(await db.ticketStatus.toArray()).toEqual([{ id: 'old', name: 'vorher' }]);
    expect(await getMeta(db, MetaKey.cursor)).toBe('e0.1');
  });
});
