/**
 * The database is opened without drizzle's schema (database.ts): with it, every transaction built a
 * relational query builder for each of the schema's tables, about 45 µs of CPU per transaction that
 * no query of the portal uses (docs/benchmarks.md, 'A transaction without the schema').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from './database';
import { syncClock } from './schema';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('the database on $kind', (testDatabase) => {
  let database: Database;

  beforeAll(async () => {
    database = await testDatabase.open();
  });
  afterAll(() => database?.close());

  it('opens transactions without a relational query builder per table', async () => {
    const { db } = database;
    expect(Object.keys(db.query)).toEqual([]);
    const inside = await db.transaction(async (tx) => ({
      builders: Object.keys(tx.query).length,
      rows: await tx.select({ id: syncClock.id }).from(syncClock).where(eq(syncClock.id, 1)),
    }));
    expect(inside).toEqual({ builders: 0, rows: [{ id: 1 }] });
  });
});
