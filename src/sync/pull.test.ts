import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_APPLY_BATCH_SIZE } from '../contract/constants';
import { SyncEntity } from '../contract/sync';
import type { KundencenterDb } from '../db/KundencenterDb';
import { getMeta, MetaKey } from '../db/metaKeys';
import { sealRow, unsealRow } from '../vault/sealedFields';
import { createVault } from '../vault/vaultCrypto';
import { applyPage, pull } from './pull';
import { FakeSyncServer } from './testing/fakeSyncServer';
import { testDb } from './testing/testDb';

let db: KundencenterDb;
let server: FakeSyncServer;

beforeEach(async () => {
  db = await testDb();
  server = new FakeSyncServer();
});
afterEach(() => db.close());

const office = (name: string) => ({ name, active: true });

describe('pull', () => {
  it('bootstraps an empty mirror, then applies puts and deletes from the feed', async () => {
    server.put(SyncEntity.office, '1', office('Praxis Nord'));
    server.put(SyncEntity.office, '2', office('Praxis Süd'));
    await pull(db, server, { now: () => 1000 });
    expect(await db.office.count()).toBe(2);
    expect(server.gets[0]).toMatch(/^\/api\/sync\/bootstrap\?/);

    server.put(SyncEntity.office, '1', office('Praxis Nord-Ost'));
    server.delete(SyncEntity.office, '2');
    const result = await pull(db, server, { now: () => 2000 });

    expect(result.bootstrapped).toBe(false);
    expect(await db.office.toArray()).toEqual([{ id: '1', name: 'Praxis Nord-Ost', active: true }]);
    expect(await getMeta(db, MetaKey.cursor)).toBe(server.cursor());
    expect(await getMeta(db, MetaKey.lastSyncAt)).toBe(2000);
  });

  it('follows `more` page by page and applies 2,500 changes', async () => {
    await pull(db, server);
    for (let i = 0; i < 2_500; i++) server.put(SyncEntity.permission, String(i), { name: `p${i}` });
    const result = await pull(db, server);
    expect(result.changes).toBe(2_500);
    expect(await db.permission.count()).toBe(2_500);
    expect(server.gets.filter((path) => path.startsWith('/api/sync?'))).toHaveLength(1 + 3);
  });

  it('applies a large page in transactions of at most SYNC_APPLY_BATCH_SIZE rows, the cursor with the last', async () => {
    const changes = Array.from({ length: 2_500 }, (_, i) => ({
      entity: SyncEntity.permission,
      id: String(i),
      op: 'put' as const,
      data: { name: `p${i}` },
    }));
    const transaction = vi.spyOn(db, 'transaction');
    await applyPage(db, changes, 'e1.2500', 5);
    expect(transaction).toHaveBeenCalledTimes(Math.ceil(2_500 / SYNC_APPLY_BATCH_SIZE));
    expect(await db.permission.count()).toBe(2_500);
    expect(await getMeta(db, MetaKey.cursor)).toBe('e1.2500');
  });

  it('keeps the old cursor when a page fails, so nothing is skipped', async () => {
    await pull(db, server);
    const before = await getMeta(db, MetaKey.cursor);
    server.put(SyncEntity.role, '1', { name: 'Arzt', permissions: [] });
    server.failNextGets(503);
    await expect(pull(db, server)).rejects.toMatchObject({ status: 503 });
    expect(await getMeta(db, MetaKey.cursor)).toBe(before);
    await pull(db, server);
    expect(await db.role.get('1')).toMatchObject({ name: 'Arzt' });
  });

  it('on a reset bootstraps again and the snapshot replaces the mirror', async () => {
    server.put(SyncEntity.office, '1', office('bleibt'));
    server.put(SyncEntity.office, '2', office('fällt weg'));
    await pull(db, server);
    // The user's scopes changed: office 2 is no longer visible, and no `del` reaches this client.
    server.rows.delete('office:2');
    server.epoch += 1;

    const result = await pull(db, server);

    expect(result.bootstrapped).toBe(true);
    expect((await db.office.toArray()).map((row) => row.id)).toEqual(['1']);
    expect(await getMeta(db, MetaKey.cursor)).toBe(server.cursor());
  });

  it('resets when the cursor is older than the retention floor', async () => {
    server.put(SyncEntity.office, '1', office('alt'));
    await pull(db, server);
    server.put(SyncEntity.office, '3', office('neu'));
    server.floor = server.version; // the changes up to the client's cursor were cleaned up
    const result = await pull(db, server);
    expect(result.bootstrapped).toBe(true);
    expect(await db.office.count()).toBe(2);
  });

  it('stores pulled rows in the form the seal gives them, in the bootstrap and in later pages', async () => {
    const { key } = await createVault('Demo#Arzt2026', 'weber', 1_000);
    const seal = (entity: SyncEntity, id: string, data: Record<string, unknown>) =>
      sealRow(key, entity, id, data);
    const patient = { nachname: 'Hoffmann', vorname: 'Lukas', geburtsdatum: null };
    server.put(SyncEntity.report, '1', { befund_id: '1001', patient_data: patient });
    await pull(db, server, { seal });
    server.put(SyncEntity.report, '2', { befund_id: '1002', patient_data: patient });
    await pull(db, server, { seal });

    const stored = await db.report.toArray();
    expect(stored.map((row) => row.befund_id)).toEqual(['1001', '1002']);
    expect(JSON.stringify(stored)).not.toContain('Hoffmann');
    const [first] = stored;
    expect(
      await unsealRow(key, SyncEntity.report, '1', first as unknown as Record<string, unknown>),
    ).toMatchObject({
      patient_data: patient,
    });
  });
});
