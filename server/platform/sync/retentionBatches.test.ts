/**
 * Issue 26: the change feed's retention deletes in batches and lets the server answer between
 * them. On the embedded database one DELETE of a month of changes ran on the server's own thread.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_CHANGES_RETENTION_MS } from '../../../src/contract/constants';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { testDatabases } from '../../testing/testDatabases';
import { cleanUpSyncData, RETENTION_BATCH_SIZE } from './retention';

describe.each(testDatabases())('sync retention in batches on $kind', (testDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database?.close());

  it('deletes old changes batch by batch, raising the floor with each, while timers still run', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - SYNC_CHANGES_RETENTION_MS - 60_000).toISOString();
    const oldCount = RETENTION_BATCH_SIZE * 3 + 10;
    await database.db.execute(
      sql`INSERT INTO changes (version, scope, entity, entity_id, op, created_at)
          SELECT g, 'all', 'report', g::text, 'put', ${old}::timestamptz
          FROM generate_series(1, ${oldCount}) AS g`,
    );
    await database.db.execute(
      sql`INSERT INTO changes (version, scope, entity, entity_id, op)
          VALUES (${oldCount + 1}, 'all', 'report', 'recent', 'put')`,
    );

    let finished = false;
    const timerFiredDuringRun = new Promise<boolean>((resolve) => setTimeout(() => resolve(!finished), 0));
    const cleaned = await cleanUpSyncData(database.db, now);
    finished = true;

    expect(cleaned).toEqual({ deletedChanges: oldCount, deletedIdempotencyKeys: 0, floor: oldCount });
    expect(await timerFiredDuringRun).toBe(true);
    const left = await queryRows<{ entity_id: string }>(database.db, sql`SELECT entity_id FROM changes`);
    expect(left).toEqual([{ entity_id: 'recent' }]);
  });
});
