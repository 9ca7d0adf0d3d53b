/**
 * A statement prepared once runs on the connection of the db it is given: the pool (or PGlite)
 * outside a transaction, the transaction's own connection inside one, so it sees the transaction's
 * snapshot and its uncommitted rows; and it is built once per driver and name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Database } from './database';
import { preparedOnce } from './preparedOnce';
import { syncClock } from './schema';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('preparedOnce on $kind', (testDatabase) => {
  let database: Database;
  let builds = 0;

  const clockStatement = (db: Database['db']) =>
    preparedOnce(db, 'prepared_once_test_clock', (name) => {
      builds++;
      return db
        .select({ v: syncClock.v })
        .from(syncClock)
        .where(eq(syncClock.id, sql.placeholder('id')))
        .prepare(name);
    });

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database?.close());

  it('runs in a transaction on its connection, and on the database outside it', async () => {
    const { db } = database;
    const [before] = await clockStatement(db).execute({ id: 1 });
    let seenInside: number | undefined;
    await db
      .transaction(async (tx) => {
        await tx.update(syncClock).set({ v: sql`${syncClock.v} + 1000` });
        const [inside] = await clockStatement(tx).execute({ id: 1 });
        seenInside = inside?.v;
        // Outside the transaction the update is not committed (PGlite has one connection, which waits).
        if (database.kind === 'postgres') {
          const [outside] = await clockStatement(db).execute({ id: 1 });
          expect(outside?.v).toBe(before?.v);
        }
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'Rollback') throw error;
      });
    expect(seenInside).toBe(Number(before?.v) + 1000);
    const [after] = await clockStatement(db).execute({ id: 1 });
    expect(after?.v).toBe(before?.v);
  });

  it('sees the transaction’s own rows and is built once', async () => {
    const { db } = database;
    const inside = await db.transaction(async (tx) => {
      await tx.update(syncClock).set({ v: sql`${syncClock.v} + 7` });
      const [row] = await clockStatement(tx).execute({ id: 1 });
      return row?.v;
    });
    const [after] = await clockStatement(db).execute({ id: 1 });
    expect(after?.v).toBe(inside);
    expect(builds).toBe(1);
  });
});
