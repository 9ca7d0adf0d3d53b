import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  reportUploadResponseSchema,
  reportWithFileSchema,
  type ReportRecord,
} from '../../../src/contract/reports';
import { covid, pending, potassium, resultsBundle, sodium } from '../../testing/resultBundles';
import { reportAuditLog, reports } from '../../platform/db/schema';
import { multipartBody } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { guest, signIn, type TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const WEBER_LIS = 'A-100483';
type ReportWithFile = z.infer<typeof reportWithFileSchema>;

describe.each(testDatabases())('GET /api/befunde/{id}/ldt and /fhir on $kind', (testDatabase) => {
  let t: TestApp;
  let labor: TestAgent;
  let weber: TestAgent;
  let klein: TestAgent;
  let report: ReportRecord;
  const pdf = pdfBytes('Befund 26119001');

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    labor = await signIn(t, 'labor');
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    const { payload, headers } = multipartBody([
      { field: 'files', filename: `${WEBER_LIS}_26119001_Größer_Jürgen.pdf`, bytes: pdf },
    ]);
    const upload = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
    expect(upload.statusCode, upload.body).toBe(201);
    report = reportUploadResponseSchema.parse(upload.json()).data[0]?.report as ReportRecord;
  });
  afterAll(() => t?.close());

  const downloads = () =>
    t.database.db
      .select({ action: reportAuditLog.action, actorId: reportAuditLog.actorId })
      .from(reportAuditLog)
      .where(eq(reportAuditLog.reportId, report.id));

  it('gives the own doctor the LDT 3 file with the PDF embedded, audited as a download, not marked read', async () => {
    const before = (await downloads()).length;
    const response = await weber.get(`/api/befunde/${report.id}/ldt`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=iso-8859-15');
    expect(response.headers['content-disposition']).toBe('attachment; filename="26119001.ldt"');
    const file = response.rawPayload;
    expect(file.subarray(0, 11).toString('latin1')).toBe('01380008220');
    // The patient in ISO 8859-15: ö and ü one byte each.
    expect(file.includes(Buffer.from('0153101Größer\r\n', 'latin1'))).toBe(true);
    expect(file.includes(Buffer.from('0170212A-100483\r\n', 'latin1'))).toBe(true);
    const base64 = [...file.toString('latin1').matchAll(/^\d{3}6329(.*)$/gm)]
      .map((match) => match[1])
      .join('');
    expect(Buffer.from(base64, 'base64')).toEqual(pdf);
    const audit = await downloads();
    expect(audit.slice(before)).toEqual([{ action: 'download', actorId: expect.any(Number) }]);
    const [stored] = await t.database.db
      .select({ readAt: reports.readAt })
      .from(reports)
      .where(eq(reports.id, report.id));
    expect(stored?.readAt).toBeNull();
  });

  it('gives the own doctor the FHIR Bundle, by id or uuid', async () => {
    const response = await weber.get(`/api/befunde/${report.uuid}/fhir`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="26119001.json"');
    const bundle = response.json();
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
    const resources = bundle.entry.map((entry: { resource: { resourceType: string } }) => entry.resource);
    expect(resources.map((resource: { resourceType: string }) => resource.resourceType)).toEqual([
      'DiagnosticReport',
      'Patient',
      'Practitioner',
      'Organization',
    ]);
    expect(resources[0]).toMatchObject({
      identifier: [{ value: '26119001' }],
      status: 'final',
      presentedForm: [{ contentType: 'application/pdf', data: pdf.toString('base64') }],
    });
    expect(resources[1]).toMatchObject({ name: [{ family: 'Größer', given: ['Jürgen'] }] });
    expect(resources[2]).toMatchObject({ identifier: [{ value: WEBER_LIS }], name: [{ family: 'Weber' }] });
  });

  it('exports an imported report’s results as GET /api/befunde/{id} answers them; both files re-import through the import routes with the same values (issue 27)', async () => {
    const admin = await signIn(t, 'admin');
    const token = (await admin.post('/api/tokens/create/LIS', { abilities: ['reports:import'] })).json()
      .plainTextToken;
    const post = (url: string, contentType: string, payload: string | Buffer) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    const bundle = resultsBundle({
      befundId: '27119002',
      observations: [potassium(), sodium(), covid(), pending()],
    });
    const imported = await post('/fhir/R4', 'application/fhir+json', JSON.stringify(bundle));
    expect(imported.statusCode, imported.body).toBe(200);
    const [row] = await t.database.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.befundId, '27119002'));
    const shown = async (): Promise<ReportWithFile> =>
      reportWithFileSchema.parse((await weber.get(`/api/befunde/${row?.id}`)).json().data);
    const before = await shown();
    expect(before.results).toHaveLength(4);
    // LDT 3 carries neither the lab's group nor an English name: compare the rest.
    const values = (report: ReportWithFile) =>
      report.results?.map(({ group: _group, name, ...rest }) => ({ ...rest, name: name.de }));

    const ldt = await weber.get(`/api/befunde/${row?.id}/ldt`);
    expect(ldt.statusCode, ldt.body).toBe(200);
    const viaLdt = await post('/api/ldt', 'application/octet-stream', ldt.rawPayload);
    expect(viaLdt.statusCode, viaLdt.body).toBe(201);
    const afterLdt = await shown();
    expect(afterLdt.version).toBe(before.version + 1);
    expect(afterLdt).toMatchObject({
      patient_data: before.patient_data,
      sampled_at: before.sampled_at,
      result_status: before.result_status,
      filecontent: before.filecontent,
    });
    expect(values(afterLdt)).toEqual(values(before));

    const fhir = await weber.get(`/api/befunde/${row?.id}/fhir`);
    expect(fhir.statusCode, fhir.body).toBe(200);
    const viaFhir = await post('/fhir/R4', 'application/fhir+json', fhir.rawPayload);
    expect(viaFhir.statusCode, viaFhir.body).toBe(200);
    const afterFhir = await shown();
    expect(afterFhir).toMatchObject({ sampled_at: before.sampled_at, filecontent: before.filecontent });
    expect(values(afterFhir)).toEqual(values(before));
  });

  it('gives staff who see every report both files', async () => {
    for (const format of ['ldt', 'fhir']) {
      expect((await labor.get(`/api/befunde/${report.id}/${format}`)).statusCode).toBe(200);
    }
  });

  it("answers another doctor's report as absent, and a guest with 401", async () => {
    for (const format of ['ldt', 'fhir']) {
      expect((await klein.get(`/api/befunde/${report.id}/${format}`)).statusCode).toBe(404);
      const anonymous = await guest(t.app);
      expect((await anonymous.get(`/api/befunde/${report.id}/${format}`)).statusCode).toBe(401);
    }
    expect((await weber.get('/api/befunde/999999/ldt')).statusCode).toBe(404);
  });
});
