import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncOrigin } from '../db/schema';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pull } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { RESTORE_EPOCH_STEP, resetSyncAfterRestore } from './restoredFeed';
import { parseCursor } from './syncCursor';

describe.each(testDatabases())('a start on a restored database on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await signIn(t, 'dr.weber');
  });
  afterAll(() => t?.close());

  it('records where the feed lives at the first start and changes nothing at the next', async () => {
    expect(await resetSyncAfterRestore(t.database.db)).toBe(false);
    const { cursor } = await bootstrap(weber);
    expect(await resetSyncAfterRestore(t.database.db)).toBe(false);
    expect(await pull(weber, cursor)).toEqual({ changes: [], cursor, more: false });
  });

  it('answers every cursor from before the restore with a reset, and syncs on after a bootstrap', async () => {
    const before = (await bootstrap(weber)).cursor;
    // What pg_restore into a new database brings along: the row of the database it was dumped from.
    await t.database.db.update(syncOrigin).set({ databaseOid: -1 });

    expect(await resetSyncAfterRestore(t.database.db)).toBe(true);

    expect(await pull(weber, before)).toEqual({ reset: true });
    const after = (await bootstrap(weber)).cursor;
    expect(parseCursor(after)?.epoch).toBe((parseCursor(before)?.epoch ?? 0) + RESTORE_EPOCH_STEP);
    expect(await pull(weber, after)).toEqual({ changes: [], cursor: after, more: false });
    expect(await resetSyncAfterRestore(t.database.db)).toBe(false);
  });
});
