/**
 * A term's count (migration 0026) is kept by triggers on the search's hits in the writing
 * transaction, which locks the term's row: an import counting a surname holds it until it commits.
 * A doctor reading a report of a patient with that surname must not wait for it: a read moves a
 * hit's unread flag, no count. Two connections are needed, so this runs on PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports, reportSearchTerms } from '../../platform/db/schema';
import { insertReport } from '../../testing/reports';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const WAITED = 'still waiting';

const postgres = testDatabases().find((database) => database.kind === 'postgres');

// Skipped only where PostgreSQL is not among the chosen kinds (CI's PGlite run; its Node 22 run has it).
describe.skipIf(!postgres)("a search term's count on PostgreSQL", () => {
  let t: TestApp;
  beforeAll(async () => {
    if (postgres) t = await createTestApp(postgres);
  });
  afterAll(() => t?.close());

  it('is not locked by a read of a report while another transaction counts the same surname', async () => {
    const { db } = t.database;
    const report = await insertReport(db, {
      doctor: 'dr.weber',
      befundId: '20289001',
      uploadedBy: 'labor',
    });
    const countOf = async () =>
      (
        await db
          .select({ hits: reportSearchTerms.hits })
          .from(reportSearchTerms)
          .where(eq(reportSearchTerms.term, 'Muster'))
      )[0]?.hits;
    const before = await countOf();
    expect(before).toBeGreaterThan(0);

    let release = () => {};
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    // As an import does between counting the surname and its commit.
    const importing = db.transaction(async (tx) => {
      await tx.execute(sql`select id from report_search_terms where term = 'Muster' for update`);
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;
    const read = db.update(reports).set({ readAt: new Date() }).where(eq(reports.id, report.id));
    const outcome = await Promise.race([
      read.then(() => 'read'),
      new Promise<string>((resolve) => setTimeout(() => resolve(WAITED), 5_000)),
    ]);
    release();
    await importing;
    await read;
    expect(outcome).toBe('read');
    expect(await countOf()).toBe(before);
  });
});
