/**
 * Issue 26: the escalation of critical reports never stalls the server. On the embedded database
 * a run of queries is one chain of microtasks, so a run over every due report at once answered no
 * request until it ended (50 due reports: /healthz waited the whole run). It now works in batches
 * of ESCALATION_BATCH_SIZE, yields to the event loop after every report, escalates each report
 * exactly once (also when two runs meet) and, stopped midway, leaves the rest to the next run.
 * What a batch's reports share (the staff, the phone-call ticket's recipient) is read once a batch,
 * outside the reports' short transactions.
 */
import { and, count, eq, gt, inArray, isNotNull, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reportAuditLog, reports, settings, tickets, users } from '../../platform/db/schema';
import { userIdOf } from '../../testing/reports';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { ESCALATION_BATCH_SIZE, escalateCriticalReports } from './escalateCritical';

const MINUTE = 60_000;
const TIMEOUT_MS = 600_000;

describe.each(testDatabases())('escalation in batches on $kind', (testDatabase) => {
  let t: TestApp;
  let serial = 0;

  beforeAll(async () => {
    t = await createTestApp(testDatabase, { config: { criticalEscalationMinutes: 60 } });
  });
  afterAll(() => t?.close());

  /**
   * The runs of these tests see the clock 31 minutes ahead of the app's: the reports are due for
   * them, while the app's own escalation job (once a minute, in real time) leaves them alone.
   */
  const context = () => ({
    db: t.database.db,
    now: () => new Date(t.clock.now().getTime() + 31 * MINUTE),
    config: t.config,
    mail: t.app.mailIntents,
  });

  /** `n` critical reports of dr. Weber, unacknowledged, uploaded 30 minutes ago: due for these runs. */
  async function dueReports(n: number): Promise<number[]> {
    const doctor = await userIdOf(t.database.db, 'dr.weber');
    const uploader = await userIdOf(t.database.db, 'labor');
    const arrived = new Date(t.clock.now().getTime() - 30 * MINUTE);
    const rows = await t.database.db
      .insert(reports)
      .values(
        Array.from({ length: n }, () => {
          const befundId = `2690${String((serial += 1)).padStart(4, '0')}`;
          return {
            befundId,
            userId: doctor,
            patientData: { nachname: 'Muster', vorname: 'Erika', geburtsdatum: '1970-01-01' },
            filename: `${befundId}.pdf`,
            fileKey: `test/${befundId}`,
            fileSize: 1,
            uploadedBy: uploader,
            critical: true,
            createdAt: arrived,
            updatedAt: arrived,
          };
        }),
      )
      .returning({ id: reports.id });
    return rows.map((row) => row.id);
  }

  /** Each of `ids` escalated exactly once: marked, one audit entry, one phone-call ticket. */
  async function expectEscalatedOnce(ids: number[]) {
    const rows = await t.database.db
      .select({ id: reports.id, escalatedAt: reports.criticalEscalatedAt })
      .from(reports)
      .where(inArray(reports.id, ids));
    expect(rows.filter((row) => row.escalatedAt === null)).toEqual([]);
    const audits = await t.database.db
      .select({ reportId: reportAuditLog.reportId, n: count() })
      .from(reportAuditLog)
      .where(and(inArray(reportAuditLog.reportId, ids), eq(reportAuditLog.action, 'escalate')))
      .groupBy(reportAuditLog.reportId);
    expect(audits).toHaveLength(ids.length);
    expect(audits.every((audit) => audit.n === 1)).toBe(true);
  }

  const anyEscalated = async (ids: number[]) =>
    (
      await t.database.db
        .select({ id: reports.id })
        .from(reports)
        .where(and(inArray(reports.id, ids), isNotNull(reports.criticalEscalatedAt)))
        .limit(1)
    ).length > 0;

  const escalationNoticesOf = async (userId: number) =>
    (
      await t.database.db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'report.escalated')))
    )[0]?.n ?? 0;

  const ticketCount = async () => (await t.database.db.select({ n: count() }).from(tickets))[0]?.n ?? 0;

  it(
    'escalates 300 due reports in batches, each once, answering requests while it runs',
    async () => {
      const ids = await dueReports(300);
      const ticketsBefore = await ticketCount();
      let finished = false;
      const run = escalateCriticalReports(context()).finally(() => {
        finished = true;
      });

      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(finished, '/healthz was answered only after the whole run').toBe(false);

      expect(await run).toEqual({ escalated: 300, batches: Math.ceil(300 / ESCALATION_BATCH_SIZE) });
      await expectEscalatedOnce(ids);
      expect((await ticketCount()) - ticketsBefore).toBe(300);
      expect(await escalateCriticalReports(context())).toEqual({ escalated: 0, batches: 0 });
    },
    TIMEOUT_MS,
  );

  it(
    'a run stopped midway escalated whole reports only, and the next run escalates the rest once',
    async () => {
      const ids = await dueReports(ESCALATION_BATCH_SIZE * 3);
      const stop = new AbortController();
      const first = escalateCriticalReports(context(), stop.signal);
      // Stop as soon as the first report is escalated (a shutdown in the middle of a batch).
      while (!(await anyEscalated(ids))) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      stop.abort();
      const stopped = await first;
      expect(stopped.escalated).toBeGreaterThan(0);
      expect(stopped.escalated).toBeLessThan(ids.length);

      const rest = await escalateCriticalReports(context());
      expect(stopped.escalated + rest.escalated).toBe(ids.length);
      await expectEscalatedOnce(ids);
    },
    TIMEOUT_MS,
  );

  it(
    'two runs at once escalate each report once',
    async () => {
      const ids = await dueReports(ESCALATION_BATCH_SIZE + 5);
      const ticketsBefore = await ticketCount();
      const [a, b] = await Promise.all([
        escalateCriticalReports(context()),
        escalateCriticalReports(context()),
      ]);
      expect(a.escalated + b.escalated).toBe(ids.length);
      await expectEscalatedOnce(ids);
      expect((await ticketCount()) - ticketsBefore).toBe(ids.length);
    },
    TIMEOUT_MS,
  );

  it(
    'sends the phone-call tickets of a batch to the first active staff member when the contact person left',
    async () => {
      const labor = await userIdOf(t.database.db, 'labor');
      const admin = await userIdOf(t.database.db, 'admin');
      const [laborRow] = await t.database.db.select().from(users).where(eq(users.id, labor));
      await t.database.db
        .insert(settings)
        .values({ key: 'contactPersonUuid', value: laborRow?.uuid, updatedBy: admin })
        .onConflictDoUpdate({ target: settings.key, set: { value: laborRow?.uuid } });
      await t.database.db.update(users).set({ active: false }).where(eq(users.id, labor));
      try {
        const [before] = await t.database.db.select({ last: max(tickets.id) }).from(tickets);
        const noticesBefore = await escalationNoticesOf(labor);
        const ids = await dueReports(3);
        expect(await escalateCriticalReports(context())).toEqual({ escalated: 3, batches: 1 });
        await expectEscalatedOnce(ids);
        const opened = await t.database.db
          .select({ recipientId: tickets.recipientId })
          .from(tickets)
          .where(gt(tickets.id, before?.last ?? 0));
        expect(opened.map((ticket) => ticket.recipientId)).toEqual([admin, admin, admin]);
        expect(await escalationNoticesOf(labor)).toBe(noticesBefore);
      } finally {
        await t.database.db.update(users).set({ active: true }).where(eq(users.id, labor));
        await t.database.db.delete(settings).where(eq(settings.key, 'contactPersonUuid'));
      }
    },
    TIMEOUT_MS,
  );
});
