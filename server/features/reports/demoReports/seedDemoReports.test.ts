import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportWithFileSchema, type ReportRecord } from '../../../../src/contract/reports';
import { reports, users } from '../../../platform/db/schema';
import { printedResultsTable, resultsTableOfPdf } from '../../../testing/printedResults';
import { signIn } from '../../../testing/session';
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

  /** Every report of the doctor as `GET /api/befunde/{id}` answers it, PDF and values. */
  async function shownReports(username: 'dr.weber' | 'dr.klein') {
    const agent = await signIn(t, username);
    const rows = await t.database.db
      .select({ id: reports.id })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId))
      .where(eq(users.username, username));
    return Promise.all(
      rows.map(async ({ id }) =>
        reportWithFileSchema.parse((await agent.get(`/api/befunde/${id}`)).json().data),
      ),
    );
  }

  it('stores the values of each structured report, the very values its PDF prints (issue 27)', async () => {
    for (const username of ['dr.weber', 'dr.klein'] as const) {
      const shown = await shownReports(username);
      const structured = shown.filter((report) => report.results);
      expect(structured.length).toBeGreaterThan(25);
      expect(shown.length - structured.length).toBeGreaterThanOrEqual(3);
      for (const report of structured) {
        const table = await resultsTableOfPdf(Buffer.from(report.filecontent, 'base64'));
        expect(table, report.befund_id).toBe(printedResultsTable(report.results ?? []));
        expect(report.patient_id).toBeTruthy();
        expect(report.sampled_at).toBeTruthy();
      }
    }
  });

  it('gives patients a history, dr.weber one critical potassium (acknowledged) and one corrected report', async () => {
    const shown = await shownReports('dr.weber');
    const byPatient = new Map<string, ReportRecord[]>();
    for (const report of shown) {
      if (report.patient_id)
        byPatient.set(report.patient_id, [...(byPatient.get(report.patient_id) ?? []), report]);
    }
    expect([...byPatient.values()].filter((history) => history.length >= 6).length).toBeGreaterThanOrEqual(4);
    const critical = shown.filter((report) => report.critical);
    expect(critical).toHaveLength(1);
    const [report] = critical;
    expect(report?.patient_data).toMatchObject({ nachname: 'Mustermann', nummer: '40061234' });
    expect(report?.critical_acknowledged_at).not.toBeNull();
    expect(report?.results?.filter((result) => result.flag === 'HH')).toEqual([
      expect.objectContaining({ code: 'K', value: '7.1', unit: 'mmol/l' }),
    ]);
    const corrected = shown.filter((candidate) => candidate.result_status === 'corrected');
    expect(corrected).toHaveLength(1);
    expect(corrected[0]?.results?.find((result) => result.code === 'KREA')?.numeric).toBeLessThan(1.2);
  });
});
