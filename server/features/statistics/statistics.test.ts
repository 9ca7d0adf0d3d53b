import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { labDay, statisticId, StatisticKind } from '../../../src/contract/statistics';
import { SyncEntity, type SyncChange } from '../../../src/contract/sync';
import { reportUploadResponseSchema, type ReportRecord } from '../../../src/contract/reports';
import { users } from '../../platform/db/schema';
import { issueVerificationUrl } from '../onboarding';
import { onChangesCommitted, type CommittedChanges } from '../../platform/sync/committedChanges';
import { pathOf } from '../../testing/outbox';
import { multipartBody } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pull, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('staff dashboard statistics on $kind', (testDatabase) => {
  let t: TestApp;
  let labor: TestAgent;
  let weber: TestAgent;
  let report: ReportRecord;
  let laborCursor: string;

  const today = () => labDay(t.clock.now());
  /** The lab's count of `kind` today, as its mirror has it after the next pull. */
  const laborPulls = async (): Promise<SyncChange[]> => {
    const { changes, cursor } = await pullAll(labor, laborCursor);
    laborCursor = cursor;
    return changes;
  };
  const countIn = (changes: SyncChange[], kind: StatisticKind): number | undefined => {
    const change = changes.find(
      (c) => c.entity === SyncEntity.dailyStatistic && c.id === statisticId(kind, today()),
    );
    return change?.data?.count as number | undefined;
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    labor = await signIn(t, 'labor');
    weber = await signIn(t, 'dr.weber');
    const filename = 'A-100483_20263001_Berger_Lena.pdf';
    const { payload, headers } = multipartBody([{ field: 'files', filename, bytes: pdfBytes(filename) }]);
    const uploaded = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [first] = reportUploadResponseSchema.parse(uploaded.json()).data;
    if (!first) throw new Error('nothing uploaded');
    report = first.report;
    laborCursor = (await bootstrap(labor)).cursor;
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  it("gives staff each kind's count for each of the last 30 days in the snapshot", async () => {
    const { rows } = await bootstrap(labor);
    const statistics = rows.filter((row) => row.entity === SyncEntity.dailyStatistic);
    expect(statistics).toHaveLength(3 * 30);
    const logins = statistics.find((row) => row.id === statisticId(StatisticKind.logins, today()));
    // labor and dr.weber signed in today.
    expect(logins?.data).toEqual({ kind: 'logins', date: today(), count: 2 });
  });

  it('counts a sign-in as a login of the day, without waking every device', async () => {
    const committed: CommittedChanges[] = [];
    const stop = onChangesCommitted(t.database.db, (changes) => committed.push(changes));
    try {
      await signIn(t, 'dr.klein');
    } finally {
      stop();
    }
    expect(countIn(await laborPulls(), StatisticKind.logins)).toBe(3);
    expect(committed.flatMap((changes) => [...changes.scopes])).not.toContain('perm:upload reports');
  });

  it("counts the doctor's first opening of a report and a staff member's opening as report views", async () => {
    expect((await weber.get(`/api/befunde/${report.id}`)).statusCode).toBe(200);
    expect(countIn(await laborPulls(), StatisticKind.reportViews)).toBe(1);
    expect((await labor.get(`/api/befunde/${report.id}`)).statusCode).toBe(200);
    expect(countIn(await laborPulls(), StatisticKind.reportViews)).toBe(2);
  });

  it('counts a new report demand', async () => {
    const response = await weber.post('/api/reports/demands', {
      report_id: report.id,
      subject: 'general',
      message: 'Bitte um Rückruf.',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(countIn(await laborPulls(), StatisticKind.demands)).toBe(1);
  });

  it('never gives doctors statistics or registrations, neither in the snapshot nor by pull', async () => {
    const { rows, cursor } = await bootstrap(weber);
    const staffOnly: string[] = [SyncEntity.dailyStatistic, SyncEntity.registration];
    expect(rows.filter((row) => staffOnly.includes(row.entity))).toEqual([]);
    await signIn(t, 'dr.klein');
    const page = await pull(weber, cursor);
    if ('reset' in page) throw new Error('unexpected reset');
    expect(page.changes.filter((change) => staffOnly.includes(change.entity))).toEqual([]);
  });

  it('lists a doctor who verified the e-mail of the invitation as a recent registration for staff', async () => {
    const before = await bootstrap(labor);
    expect(before.rows.filter((row) => row.entity === SyncEntity.registration)).toEqual([]);
    const [neu] = await t.database.db.select().from(users).where(eq(users.username, 'dr.neu'));
    if (!neu) throw new Error('no dr.neu');
    const link = await issueVerificationUrl(
      t.database.db,
      t.config,
      neu,
      new Date(t.clock.now().getTime() + 3_600_000),
    );
    expect((await t.app.inject(pathOf(link))).statusCode).toBe(200);

    const registration = (await laborPulls()).find((change) => change.entity === SyncEntity.registration);
    expect(registration).toMatchObject({
      id: String(neu.id),
      op: 'put',
      data: { uuid: neu.uuid, nachname: 'Neumann', titel: 'Dr. med.', ort: 'Hamburg' },
    });
    const after = await bootstrap(labor);
    expect(after.rows.filter((row) => row.entity === SyncEntity.registration).map((row) => row.id)).toEqual([
      String(neu.id),
    ]);
  });
});
