import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { reports, users } from '../../platform/db/schema';
import { insertReport, userIdOf } from '../../testing/reports';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { countReports } from './reportCounts';

/** What the counts must always equal: a count over the reports themselves. */
async function counted(database: Database, doctorId?: number) {
  const owner = doctorId === undefined ? undefined : eq(reports.userId, doctorId);
  const [all] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(owner);
  const [unread] = await database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(owner ? sql`${owner} AND ${isNull(reports.readAt)}` : isNull(reports.readAt));
  return { total: all?.n ?? 0, unread: unread?.n ?? 0 };
}

describe.each(testDatabases())('report counts on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: number;
  let klein: number;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    weber = await userIdOf(t.database.db, 'dr.weber');
    klein = await userIdOf(t.database.db, 'dr.klein');
  });
  afterAll(() => t?.close());

  const expectInStep = async () => {
    for (const doctor of [undefined, weber, klein]) {
      expect(await countReports(t.database.db, doctor)).toEqual(await counted(t.database, doctor));
    }
  };

  it('follows every upload, read, move and deletion of reports, in the writing statement', async () => {
    const db = t.database.db;
    await expectInStep();
    const first = await insertReport(db, { doctor: 'dr.weber', befundId: 'RC-1' });
    await insertReport(db, { doctor: 'dr.weber', befundId: 'RC-2' });
    const third = await insertReport(db, { doctor: 'dr.klein', befundId: 'RC-3' });
    await expectInStep();
    expect((await countReports(db, weber)).unread).toBeGreaterThanOrEqual(2);

    await db.update(reports).set({ readAt: new Date() }).where(eq(reports.id, first.id));
    await expectInStep();
    await db.update(reports).set({ userId: klein }).where(eq(reports.id, first.id));
    await expectInStep();
    await db.update(reports).set({ filename: 'renamed.pdf' }).where(eq(reports.userId, klein));
    await expectInStep();
    await db.delete(reports).where(eq(reports.id, third.id));
    await expectInStep();
  });

  it('loses a deleted doctor together with their reports', async () => {
    const db = t.database.db;
    await insertReport(db, { doctor: 'dr.neu', befundId: 'RC-4' });
    await expectInStep();
    await db.delete(users).where(eq(users.username, 'dr.neu'));
    await expectInStep();
  });
});
