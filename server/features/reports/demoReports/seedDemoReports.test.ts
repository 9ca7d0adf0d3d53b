import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, users } from '../../../platform/db/schema';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { testDatabases } from '../../../testing/testDatabases';
import { seedDemoReports } from './seedDemoReports';

const pglite = testDatabases()[0];

describe('the demo reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!pglite) throw new Error('no PGlite test database');
    t = await createTestApp(pglite);
    await seedDemoReports(t.database.db, {
      reportFiles: t.app.reportFiles,
      labName: 'Testlabor Nord GmbH',
      now: t.clock.now(),
    });
  });
  afterAll(() => t?.close());

  it('gives dr.weber and dr.klein a few dozen reports, some unread, some older than five months', async () => {
    const rows = await t.database.db
      .select({ report: reports, username: users.username })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId));
    const weber = rows.filter((row) => row.username === 'dr.weber');
    const klein = rows.filter((row) => row.username === 'dr.klein');
    expect(weber.length).toBeGreaterThanOrEqual(24);
    expect(klein.length).toBeGreaterThanOrEqual(20);
    const unread = await t.database.db.select().from(reports).where(isNull(reports.readAt));
    expect(unread.length).toBeGreaterThan(5);
    const fiveMonthsAgo = new Date(t.clock.now());
    fiveMonthsAgo.setUTCMonth(fiveMonthsAgo.getUTCMonth() - 5);
    expect(rows.some((row) => row.report.createdAt < fiveMonthsAgo)).toBe(true);
  });

  it('stores real PDFs, encrypted, named for upload', async () => {
    const [row] = await t.database.db.select().from(reports).limit(1);
    if (!row) throw new Error('no demo report');
    const bytes = await t.app.reportFiles.get(row.fileKey);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(row.fileSize);
    expect(row.filename).toMatch(/^A-\d+_\d{8}_[^_]+_[^_]+\.pdf$/);
  });
});
