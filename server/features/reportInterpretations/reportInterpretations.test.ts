import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  interpretationListResponseSchema,
  reportInterpretationRecordSchema,
  type ReportInterpretationRecord,
} from '../../../src/contract/reportInterpretations';
import type { ReportRow } from '../../platform/db/schema';
import { userChannel } from '../../platform/realtime/realtime';
import { insertReport, userIdOf } from '../../testing/reports';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

describe.each(testDatabases())('report interpretations on $kind', (testDatabase) => {
  let t: TestApp;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;
  let report: ReportRow;
  let requested: ReportInterpretationRecord;

  const request = async (agent: TestAgent, body: object) => {
    const response = await agent.post('/api/finding-interpretations/request', body);
    expect(response.statusCode, response.body).toBe(201);
    return reportInterpretationRecordSchema.strict().parse(response.json().data);
  };
  const pendingFor = async (agent: TestAgent) => {
    const response = await agent.get('/api/events/finding-interpretations');
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as ReportInterpretationRecord[]).map((row) => row.uuid);
  };

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    // One after another: each sign-in moves the shared clock one TOTP step.
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    labor = await signIn(t, 'labor');
    report = await insertReport(t.database.db, {
      doctor: 'dr.weber',
      befundId: '24-200001',
      uploadedBy: 'labor',
    });
  });
  afterAll(() => t?.close());
  beforeEach(() => t.clock.advance(1_000));

  it('validates the request: a report and one to three valid preferred dates', async () => {
    const missing = await weber.post('/api/finding-interpretations/request', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      report_id: ['Dies ist ein Pflichtfeld.'],
      preferred_dates: ['Dies ist ein Pflichtfeld.'],
    });
    const tooMany = await weber.post('/api/finding-interpretations/request', {
      report_id: report.id,
      preferred_dates: ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'],
    });
    expect(tooMany.json().errors).toEqual({
      preferred_dates: ['Bitte geben Sie einen bis drei Wunschtermine an.'],
    });
    const invalid = await weber.post('/api/finding-interpretations/request', {
      report_id: report.id,
      preferred_dates: ['morgen'],
      note: 'x'.repeat(1001),
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({
      'preferred_dates.0': ['Bitte geben Sie ein gültiges Datum an.'],
      note: ['Max. 1000 Zeichen.'],
    });
  });

  it('records a doctor’s request as pending and notifies the laboratory staff', async () => {
    requested = await request(weber, {
      report_id: report.id,
      preferred_dates: ['2026-12-01T09:30:00+01:00', '2026-12-02'],
      note: 'Gern am Vormittag.',
    });
    expect(requested).toMatchObject({
      report: { id: report.id, befund_id: '24-200001' },
      befundId: '24-200001',
      pending: true,
      done: false,
      cancelled: false,
      read_at: null,
    });
    expect(await pendingFor(labor)).toContain(requested.uuid);
    const notifications = (await labor.get('/api/notifications')).json().data as { type: string }[];
    expect(notifications[0]).toMatchObject({ type: 'interpretation.requested' });
    const mine = interpretationListResponseSchema.parse(
      (await weber.get('/api/finding-interpretations')).json(),
    );
    expect(mine.meta).toMatchObject({ pending: 1, from: 1, to: mine.data.length, total: mine.data.length });
  });

  it('keeps other doctors out (404 by id and uuid) and the staff actions for staff (403)', async () => {
    for (const key of [requested.id, requested.uuid]) {
      expect((await klein.get(`/api/finding-interpretations/${key}`)).statusCode).toBe(404);
      expect((await klein.put(`/api/finding-interpretations/${key}`, { read: true })).statusCode).toBe(404);
      expect((await klein.delete(`/api/finding-interpretations/${key}`)).statusCode).toBe(404);
      expect((await weber.get(`/api/finding-interpretations/${key}`)).statusCode).toBe(200);
    }
    expect((await klein.get('/api/finding-interpretations')).json().data).toEqual([]);
    expect(
      (await weber.put(`/api/finding-interpretations/${requested.id}`, { status: 'done' })).statusCode,
    ).toBe(403);
    expect((await weber.get('/api/events/finding-interpretations')).statusCode).toBe(403);
    expect(
      (
        await klein.post('/api/finding-interpretations/request', {
          report_id: report.id,
          preferred_dates: ['2026-12-01'],
        })
      ).statusCode,
    ).toBe(404);
    const onBehalfByDoctor = await weber.post('/api/finding-interpretations', {
      report_id: report.id,
      preferred_dates: ['2026-12-01'],
    });
    expect(onBehalfByDoctor.statusCode).toBe(403);
  });

  it('is no longer pending once staff read it, and the doctor hears of it on their channel', async () => {
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const read = await labor.put(`/api/finding-interpretations/${requested.uuid}`, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ pending: false, read_at: expect.any(String), done: false });
    const weberChannel = userChannel(await userIdOf(t.database.db, 'dr.weber'));
    await vi.waitFor(() =>
      expect(publish).toHaveBeenCalledWith(
        expect.objectContaining({
          channels: [weberChannel],
          event: 'ReportInterpretationRead',
          data: expect.objectContaining({ uuid: requested.uuid }) as unknown,
        }),
      ),
    );
    publish.mockRestore();
    expect(await pendingFor(labor)).not.toContain(requested.uuid);
  });

  it('is done when staff mark it so (ReportInterpretationUpdated); a closed request cannot be cancelled', async () => {
    const fresh = await request(weber, { report_id: report.id, preferred_dates: ['2026-12-10'] });
    expect(await pendingFor(labor)).toContain(fresh.uuid);
    const publish = vi.spyOn(t.app.realtime, 'publish');
    const done = await labor.put(`/api/finding-interpretations/${fresh.id}`, { status: 'done' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({ done: true, pending: false, done_at: expect.any(String) });
    await vi.waitFor(() =>
      expect(publish).toHaveBeenCalledWith(
        expect.objectContaining({
          event: 'ReportInterpretationUpdated',
          data: expect.objectContaining({ uuid: fresh.uuid }) as unknown,
        }),
      ),
    );
    publish.mockRestore();
    expect(await pendingFor(labor)).not.toContain(fresh.uuid);
    const cancel = await labor.put(`/api/finding-interpretations/${fresh.id}`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({
      message: 'Diese Befundinterpretation ist bereits erledigt oder abgesagt.',
    });
    const empty = await labor.put(`/api/finding-interpretations/${fresh.id}`, {});
    expect(empty.statusCode).toBe(422);
  });

  it('lets staff record a request on a doctor’s behalf, read from the start', async () => {
    const response = await labor.post('/api/finding-interpretations', {
      report_id: report.id,
      preferred_dates: ['2026-12-15'],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      doctor: { id: await userIdOf(t.database.db, 'dr.weber') },
      pending: false,
    });
  });

  it('mirrors requests to their doctor; staff mirror the pending ones only', async () => {
    const pending = await request(weber, { report_id: report.id, preferred_dates: ['2026-12-20'] });
    const ofEntity = (rows: { entity: string; id: string }[]) =>
      rows.filter((row) => row.entity === 'reportInterpretation').map((row) => row.id);
    const weberRows = ofEntity((await bootstrap(weber)).rows);
    expect(weberRows).toHaveLength(4);
    expect(ofEntity((await bootstrap(klein)).rows)).toEqual([]);
    expect(ofEntity((await bootstrap(labor)).rows)).toEqual([pending.uuid]);
  });

  it('is withdrawn by its doctor', async () => {
    expect((await weber.delete(`/api/finding-interpretations/${requested.uuid}`)).statusCode).toBe(204);
    expect((await weber.get(`/api/finding-interpretations/${requested.uuid}`)).statusCode).toBe(404);
  });
});
