import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  reportDemandListResponseSchema,
  reportDemandRecordSchema,
  type ReportDemandRecord,
} from '../../../src/contract/reportDemands';
import { reportDemandMessages, reports, tickets, type ReportRow } from '../../platform/db/schema';
import { userChannel } from '../../platform/realtime/realtime';
import { insertReport, userIdOf } from '../../testing/reports';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('report demands on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;
  let admin: TestAgent;
  let uploaded: ReportRow;
  let unassigned: ReportRow;
  let kleins: ReportRow;
  let demand: ReportDemandRecord;

  const ask = async (agent: TestAgent, report: ReportRow, message = 'Ist der Ferritinwert plausibel?') => {
    const response = await agent.post('/api/reports/demands', {
      report_id: report.id,
      subject: 'general',
      message,
    });
    expect(response.statusCode, response.body).toBe(201);
    return reportDemandRecordSchema.strict().parse(response.json().data);
  };
  const list = async (agent: TestAgent, archived = false) => {
    const response = await agent.get(`/api/reports/demands?archived=${archived}`);
    expect(response.statusCode, response.body).toBe(200);
    return reportDemandListResponseSchema.parse(response.json());
  };
  const find = async (agent: TestAgent, uuid: string, archived = false) =>
    (await list(agent, archived)).data.find((row) => row.uuid === uuid);
  const write = (
    agent: TestAgent,
    demandId: number | string,
    message: string,
    headers?: Record<string, string>,
  ) => agent.post('/api/reports/demand-messages', { demand_id: demandId, message }, headers);
  const notificationsOf = async (agent: TestAgent) =>
    (await agent.get('/api/notifications')).json<{ data: { type: string; data: { message: string } }[] }>()
      .data;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    // One after another: each sign-in moves the shared clock one TOTP step.
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    labor = await signIn(t, 'labor');
    admin = await signIn(t, 'admin');
    const db = t.database.db;
    uploaded = await insertReport(db, { doctor: 'dr.weber', befundId: '24-100001', uploadedBy: 'labor' });
    unassigned = await insertReport(db, { doctor: 'dr.weber', befundId: '24-100002' });
    kleins = await insertReport(db, { doctor: 'dr.klein', befundId: '24-100003', uploadedBy: 'labor' });
  });
  afterAll(() => t?.close());
  // Each step happens a second after the last, as it would for people; the clock is shared.
  beforeEach(() => t.clock.advance(1_000));

  it('requires subject and message (spec §5), with the messages per field', async () => {
    const missing = await weber.post('/api/reports/demands', { report_id: uploaded.id });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      subject: ['Dies ist ein Pflichtfeld.'],
      message: ['Dies ist ein Pflichtfeld.'],
    });
    const wrong = await weber.post('/api/reports/demands', {
      report_id: 'x',
      subject: 'other',
      message: 'a'.repeat(1001),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      report_id: ['Bitte wählen Sie einen Befund.'],
      subject: ['Bitte wählen Sie: allgemeine Frage oder Rechnungsfrage.'],
      message: ['Max. 1000 Zeichen.'],
    });
    const empty = await write(weber, 1, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ message: ['Dies ist ein Pflichtfeld.'] });
  });

  it('addresses a new demand to the report’s uploader and notifies them without naming the patient', async () => {
    demand = await ask(weber, uploaded);
    expect(demand).toMatchObject({
      subject: 'general',
      report: { id: uploaded.id, befund_id: '24-100001' },
      reportData: { ref_nr: '24-100001', patient: { nachname: 'Muster' } },
      befundId: '24-100001',
      contactPerson: { id: await userIdOf(t.database.db, 'labor') },
      archivedAt: null,
      ticket: null,
      hasUnreadMessages: false,
      messages: [{ message: 'Ist der Ferritinwert plausibel?' }],
    });
    const [notification] = await notificationsOf(labor);
    expect(notification).toMatchObject({
      type: 'reportDemand.created',
      data: { params: { befundId: '24-100001', doctor: 'Dr. med. Katharina Weber' } },
    });
    expect(JSON.stringify(notification?.data)).not.toContain('Muster');
    expect(await find(labor, demand.uuid)).toMatchObject({ hasUnreadMessages: true });
  });

  it('addresses it to the first holder of ‘upload reports’ when the report has no uploader', async () => {
    const other = await ask(weber, unassigned);
    expect(other.contactPerson?.id).toBe(await userIdOf(t.database.db, 'admin'));
  });

  it('answers 404 to another doctor, by id and by uuid, and 403 to staff asking on a doctor’s report', async () => {
    for (const key of [demand.id, demand.uuid]) {
      expect((await klein.get(`/api/reports/demands/${key}/messages`)).statusCode).toBe(404);
      expect((await klein.put(`/api/reports/demands/${key}/read`)).statusCode).toBe(404);
      expect((await klein.put(`/api/reports/demands/${key}/archive`)).statusCode).toBe(404);
      expect((await write(klein, key, 'Hallo')).statusCode).toBe(404);
      expect((await klein.post(`/api/reports/demands/${key}/ticket`)).statusCode).toBe(403);
    }
    const [first] = demand.messages;
    expect((await klein.delete(`/api/reports/demand-messages/${first?.messageUuid}`)).statusCode).toBe(404);
    expect(
      (await klein.put(`/api/reports/demand-messages/${first?.messageUuid}`, { message: 'x' })).statusCode,
    ).toBe(404);
    expect((await (await list(klein)).data).map((row) => row.uuid)).not.toContain(demand.uuid);
    const foreign = await klein.post('/api/reports/demands', {
      report_id: uploaded.id,
      subject: 'invoice',
      message: 'Frage',
    });
    expect(foreign.statusCode).toBe(404);
    const staff = await labor.post('/api/reports/demands', {
      report_id: kleins.id,
      subject: 'invoice',
      message: 'x',
    });
    expect(staff.statusCode).toBe(403);
  });

  it('counts unread conversations until the participant reads them', async () => {
    expect((await list(weber)).meta.unreadMessagesCount).toBe(0);
    const reply = await write(labor, demand.uuid, 'Der Wert ist plausibel.');
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await list(weber)).meta.unreadMessagesCount).toBe(1);
    expect(await find(weber, demand.uuid)).toMatchObject({ hasUnreadMessages: true });
    // Writing marked it read for the lab; its own reply is not unread for it.
    expect(await find(labor, demand.uuid)).toMatchObject({ hasUnreadMessages: false });
    expect((await weber.put(`/api/reports/demands/${demand.uuid}/read`)).statusCode).toBe(204);
    expect((await list(weber)).meta.unreadMessagesCount).toBe(0);
    const messages = await weber.get(`/api/reports/demands/${demand.id}/messages`);
    expect(messages.json().data.map((row: { message: string }) => row.message)).toEqual([
      'Ist der Ferritinwert plausibel?',
      'Der Wert ist plausibel.',
    ]);
  });

  it('lets authors edit and delete only their own messages, and tells the other participant of a deletion', async () => {
    const reply = (await find(weber, demand.uuid))?.messages[1];
    if (!reply) throw new Error('reply missing');
    expect(
      (await weber.put(`/api/reports/demand-messages/${reply.messageUuid}`, { message: 'x' })).statusCode,
    ).toBe(403);
    expect((await weber.delete(`/api/reports/demand-messages/${reply.id}`)).statusCode).toBe(403);

    const mine = await write(weber, demand.id, 'Danke, noch eine Frage.');
    const { messageUuid, id } = mine.json().data as { messageUuid: string; id: number };
    const edited = await weber.put(`/api/reports/demand-messages/${messageUuid}`, { message: 'Danke!' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ messageUuid, message: 'Danke!' });

    const publish = vi.spyOn(t.app.realtime, 'publish');
    expect((await weber.delete(`/api/reports/demand-messages/${id}`)).statusCode).toBe(204);
    const laborChannel = userChannel(await userIdOf(t.database.db, 'labor'));
    await vi.waitFor(() =>
      expect(publish).toHaveBeenCalledWith(
        expect.objectContaining({
          channels: [laborChannel],
          event: 'ReportDemandMessageDeleted',
          data: expect.objectContaining({ demandUuid: demand.uuid, messageUuid }) as unknown,
        }),
      ),
    );
    publish.mockRestore();
    expect((await find(weber, demand.uuid))?.messages.map((row) => row.messageUuid)).not.toContain(
      messageUuid,
    );
  });

  it('stores a replayed message once and answers the replay with the same response', async () => {
    const key = randomUUID();
    const uuid = randomUUID();
    const body = { demand_id: demand.uuid, uuid, message: 'Bitte um Rückruf.' };
    const first = await weber.post('/api/reports/demand-messages', body, { 'idempotency-key': key });
    const again = await weber.post('/api/reports/demand-messages', body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const stored = await t.database.db
      .select()
      .from(reportDemandMessages)
      .where(eq(reportDemandMessages.uuid, uuid));
    expect(stored).toHaveLength(1);
    // The same message uuid under another key is refused, not written twice.
    const reused = await weber.post('/api/reports/demand-messages', body, {
      'idempotency-key': randomUUID(),
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ uuid: ['Diese UUID ist bereits vergeben.'] });
  });

  it('is archived by the doctor or the contact person, not by other staff; archived ones take no messages', async () => {
    const byDoctor = await ask(weber, uploaded, 'Frage A');
    const byContact = await ask(weber, uploaded, 'Frage B');
    expect((await admin.put(`/api/reports/demands/${byContact.uuid}/archive`)).statusCode).toBe(403);
    expect((await weber.put(`/api/reports/demands/${byDoctor.uuid}/archive`)).statusCode).toBe(204);
    expect((await labor.put(`/api/reports/demands/${byContact.id}/archive`)).statusCode).toBe(204);
    const archived = (await list(weber, true)).data.map((row) => row.uuid);
    expect(archived).toEqual(expect.arrayContaining([byDoctor.uuid, byContact.uuid]));
    expect((await list(weber)).data.map((row) => row.uuid)).not.toContain(byDoctor.uuid);
    expect((await find(weber, byDoctor.uuid, true))?.archivedAt).toEqual(expect.any(String));
    const late = await write(weber, byDoctor.uuid, 'Noch etwas');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'Diese Befundnachfrage ist archiviert.' });
  });

  it('turns a demand into a ticket for the contact person and archives the demand (staff only, once)', async () => {
    const question = await ask(weber, uploaded, 'Rechnungsfrage zum Befund');
    t.clock.advance(1_000);
    expect((await weber.post(`/api/reports/demands/${question.uuid}/ticket`)).statusCode).toBe(403);
    const created = await admin.post(`/api/reports/demands/${question.uuid}/ticket`);
    expect(created.statusCode, created.body).toBe(201);
    const laborId = await userIdOf(t.database.db, 'labor');
    expect(created.json().data).toMatchObject({
      subject: 'Befundnachfrage zu Befund 24-100001',
      category_id: 2,
      sub_category: 'Allgemein',
      recipient: { id: laborId },
      report_demand_id: question.id,
    });
    const [row] = await t.database.db.select().from(tickets).where(eq(tickets.reportDemandId, question.id));
    expect(row).toMatchObject({
      recipientId: laborId,
      statusId: 1,
      createdBy: await userIdOf(t.database.db, 'admin'),
    });
    expect(row?.content).toContain('Rechnungsfrage zum Befund');
    const archived = await find(weber, question.uuid, true);
    expect(archived).toMatchObject({
      ticket: { uuid: created.json().data.uuid },
      archivedAt: expect.any(String),
    });
    const [notification] = await notificationsOf(labor);
    expect(notification).toMatchObject({
      type: 'ticket.created',
      // Named by number and author, never by subject (a subject may name a patient).
      data: { params: { id: expect.any(Number) as number, author: 'Sabine Hoffmann' } },
    });
    const twice = await admin.post(`/api/reports/demands/${question.id}/ticket`);
    expect(twice.statusCode).toBe(409);
  });

  it('keeps a demand whose report was deleted: report null, reference number and patient from the snapshot', async () => {
    const question = await ask(klein, kleins, 'Frage zu einem gelöschten Befund');
    await t.database.db.delete(reports).where(eq(reports.id, kleins.id));
    expect(await find(klein, question.uuid)).toMatchObject({
      report: null,
      befundId: '24-100003',
      reportData: { ref_nr: '24-100003', patient: { vorname: 'Erika' } },
    });
  });

  it('mirrors demands to their doctor and contact person, and staff mirror active ones and their own', async () => {
    const weberRows = (await bootstrap(weber)).rows.filter((row) => row.entity === 'reportDemand');
    const kleinRows = (await bootstrap(klein)).rows.filter((row) => row.entity === 'reportDemand');
    const adminRows = (await bootstrap(admin)).rows.filter((row) => row.entity === 'reportDemand');
    const all = await list(admin, false);
    const allArchived = await list(admin, true);
    const uuidsOf = (rows: { uuid: string }[]) => rows.map((row) => row.uuid).sort();
    const idsOf = (rows: { id: string }[]) => rows.map((row) => row.id).sort();
    expect(idsOf(weberRows)).toEqual(
      uuidsOf([...(await list(weber)).data, ...(await list(weber, true)).data]),
    );
    expect(idsOf(kleinRows)).toEqual(uuidsOf((await list(klein)).data));
    for (const row of kleinRows) reportDemandRecordSchema.strict().parse(row.data);
    // Admin's snapshot: every active demand, and archived ones only where admin takes part.
    const adminId = await userIdOf(t.database.db, 'admin');
    const own = allArchived.data.filter((row) => row.contactPerson?.id === adminId);
    expect(allArchived.data.length).toBeGreaterThan(own.length);
    expect(idsOf(adminRows)).toEqual(uuidsOf([...all.data, ...own]));
  });
});
