/**
 * Critical results (issue 17): a critical import mails its doctor at once; the doctor acknowledges
 * (who, when: visible to staff, in the audit trail); unacknowledged it escalates after the
 * configured time to the staff: a notification, a mail and a ticket to phone the practice.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportRecordSchema } from '../../../src/contract/reports';
import {
  mailIntents,
  notifications,
  reportAuditLog,
  reports,
  tickets,
  users,
} from '../../platform/db/schema';
import {
  MAIL_COMPOSE_DELAY_MS,
  mailIntentEncrypter,
  queueOnlyMailSender,
} from '../../platform/mail/mailIntents';
import { labBundle, WEBER_LANR } from '../../testing/fhirBundles';
import { multipartBody } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { signIn, type TestAgent } from '../../testing/session';
import { startSmtpInbox, type SmtpInbox } from '../../testing/smtpInbox';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { criticalMail } from './criticalMails';
import { escalateCriticalReports } from './escalateCritical';

const MINUTE = 60_000;

describe.each(testDatabases())('critical results on $kind', (testDatabase) => {
  let t: TestApp;
  let inbox: SmtpInbox;
  let token: string;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp(testDatabase, { config: { smtpUrl: inbox.url, criticalEscalationMinutes: 60 } });
    const admin = await signIn(t, 'admin');
    token = (await admin.post('/api/tokens/create/LIS', { abilities: ['reports:import'] })).json()
      .plainTextToken;
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    labor = await signIn(t, 'labor');
  });
  afterAll(async () => {
    await t?.close();
    await inbox?.close();
  });

  const context = () => ({
    db: t.database.db,
    now: t.clock.now,
    config: t.config,
    mail: t.app.mailIntents,
  });
  const importCritical = async (befundId: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/fhir/R4',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(labBundle({ befundId })),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.database.db.select().from(reports).where(eq(reports.befundId, befundId));
    if (!row) throw new Error('not imported');
    return row;
  };
  const emailOf = async (lisOrName: { lisId?: string; username?: string }) => {
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(
        lisOrName.lisId ? eq(users.lisId, lisOrName.lisId) : eq(users.username, lisOrName.username ?? ''),
      );
    return user?.email ?? '';
  };
  /** The next mail to `to` whose subject contains `subject` (others to `to` are passed over). */
  const mailAbout = async (to: string, subject: string) => {
    for (;;) {
      const mail = await inbox.waitFor(to);
      if (mail.subject.includes(subject)) return mail;
    }
  };
  const actionsOf = async (reportId: number) =>
    (await t.database.db.select().from(reportAuditLog).where(eq(reportAuditLog.reportId, reportId))).map(
      (entry) => entry.action,
    );

  it('mails the doctor at once when a critical report arrives, naming only the reference number', async () => {
    await importCritical('26110101');
    const mail = await inbox.waitFor(await emailOf({ lisId: WEBER_LANR }));
    expect(mail.subject).toBe('Kritischer Befund 26110101 – Kundencenter');
    expect(mail.text).not.toContain('Mustermann');
    expect(mail.text).not.toContain('7.1');
  });

  it('lets only the report’s own doctor acknowledge, and shows staff who and when', async () => {
    const row = await importCritical('26110102');
    expect((await klein.put(`/api/befunde/${row.id}/acknowledge`, { version: 1 })).statusCode).toBe(404);
    expect((await labor.put(`/api/befunde/${row.id}/acknowledge`, { version: 1 })).statusCode).toBe(403);
    const response = await weber.put(`/api/befunde/${row.id}/acknowledge`, { version: 1 });
    expect(response.statusCode, response.body).toBe(204);
    // The outbox may replay it: the same answer, nothing twice.
    expect((await weber.put(`/api/befunde/${row.id}/acknowledge`, { version: 1 })).statusCode).toBe(204);
    const seen = reportRecordSchema.parse((await labor.get(`/api/befunde/${row.id}`)).json().data);
    expect(seen.critical).toBe(true);
    expect(seen.critical_acknowledged_at).toBe(t.clock.now().toISOString());
    expect(seen.critical_acknowledged_by?.name).toBe('Dr. med. Katharina Weber');
    expect(await actionsOf(row.id)).toEqual(['import', 'critical', 'acknowledge', 'view']);
    t.clock.advance(61 * MINUTE);
    await escalateCriticalReports(context());
    const [after] = await t.database.db.select().from(reports).where(eq(reports.id, row.id));
    expect(after?.criticalEscalatedAt).toBeNull();
  });

  it('refuses an acknowledgement of a version older than the current one with 409', async () => {
    const row = await importCritical('26110103');
    await t.app.inject({
      method: 'POST',
      url: '/fhir/R4',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(labBundle({ befundId: '26110103', potassium: 7.4 })),
    });
    weber = await signIn(t, 'dr.weber');
    const response = await weber.put(`/api/befunde/${row.id}/acknowledge`, { version: 1 });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('neuere Fassung');
  });

  it('escalates an unacknowledged critical report after 60 minutes: notification, mail and ticket for the staff', async () => {
    const row = await importCritical('26110104');
    t.clock.advance(59 * MINUTE);
    expect((await escalateCriticalReports(context())).escalated).toBe(0);
    t.clock.advance(2 * MINUTE);
    // 26110103 (still unacknowledged) escalates too.
    expect((await escalateCriticalReports(context())).escalated).toBe(2);
    const [escalated] = await t.database.db.select().from(reports).where(eq(reports.id, row.id));
    expect(escalated?.criticalEscalatedAt).toEqual(t.clock.now());
    expect(await actionsOf(row.id)).toEqual(['import', 'critical', 'escalate']);

    const [laborUser] = await t.database.db.select().from(users).where(eq(users.username, 'labor'));
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, laborUser?.id ?? 0), eq(notifications.type, 'report.escalated')));
    expect(notes.map((note) => note.data)).toContainEqual({
      params: { befundId: '26110104' },
      report: expect.anything(),
    });
    const ticket = (await t.database.db.select().from(tickets)).find((one) =>
      one.subject.includes('26110104'),
    );
    expect(ticket).toMatchObject({ subject: 'Kritischer Befund 26110104: Praxis anrufen', priorityId: 2 });
    const mail = await mailAbout(await emailOf({ username: 'labor' }), 'nicht zur Kenntnis genommen');
    expect(mail.subject).toContain('nicht zur Kenntnis genommen');

    // Once is enough: the next run finds nothing.
    t.clock.advance(10 * MINUTE);
    expect((await escalateCriticalReports(context())).escalated).toBe(0);
  });

  it('lets staff mark an upload critical', async () => {
    labor = await signIn(t, 'labor');
    const filename = `${WEBER_LANR}_26110199_Muster_Erika.pdf`;
    const { payload, headers } = multipartBody([{ field: 'files', filename, bytes: pdfBytes(filename) }], {
      critical: 'true',
    });
    const response = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data[0].report.critical).toBe(true);
  });
  it('asks for the staff’s mails in the escalation’s transaction and makes them after the commit', async () => {
    const row = await importCritical('26110105');
    await mailAbout(await emailOf({ lisId: WEBER_LANR }), '26110105');
    // The import's own composing (MAIL_COMPOSE_DELAY_MS after it) is over before the escalation.
    await new Promise((resolve) => setTimeout(resolve, MAIL_COMPOSE_DELAY_MS + 50));
    await t.app.mailIntents.composeDue();
    t.clock.advance(61 * MINUTE);
    // A sender that only writes the intent: nothing composes it before the test looks.
    const queueOnly = { ...context(), mail: queueOnlyMailSender(t.config.appKey, t.clock.now) };
    expect((await escalateCriticalReports(queueOnly)).escalated).toBeGreaterThanOrEqual(1);

    const encrypter = mailIntentEncrypter(t.config.appKey);
    const intents = (
      await t.database.db.select().from(mailIntents).where(eq(mailIntents.kind, criticalMail.name))
    )
      .map((intent) => JSON.parse(encrypter.decrypt(intent.payload)) as Record<string, unknown>)
      .filter((payload) => payload.reportId === row.id);
    const [laborUser] = await t.database.db.select().from(users).where(eq(users.username, 'labor'));
    // Ids only: no patient, no address in the sealed payload.
    expect(intents).toContainEqual({ userId: laborUser?.id, reportId: row.id, reason: 'escalated' });
    expect(intents.every((payload) => Object.keys(payload).sort().join() === 'reason,reportId,userId')).toBe(
      true,
    );

    await t.app.mailIntents.composeDue();
    const mail = await mailAbout(await emailOf({ username: 'labor' }), '26110105');
    expect(mail.subject).toBe('Kritischer Befund 26110105 nicht zur Kenntnis genommen – Kundencenter');
    expect(mail.text).not.toContain('Mustermann');
    const left = await t.database.db
      .select()
      .from(mailIntents)
      .where(eq(mailIntents.kind, criticalMail.name));
    expect(left.map((intent) => JSON.parse(encrypter.decrypt(intent.payload)) as unknown)).not.toContainEqual(
      expect.objectContaining({ reportId: row.id }),
    );
  });
});
