import { eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportRecord } from '../../../src/contract/reports';
import { offices, patients, reportResults, reports, users } from '../../platform/db/schema';
import { multipartBody } from '../../testing/multipart';
import { pdfBytes } from '../../testing/pdf';
import { covid, pending, potassium, resultsBundle, sodium } from '../../testing/resultBundles';
import { signIn, type TestAgent } from '../../testing/session';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';

const KLEIN_LANR = 'A-100517';

describe.each(testDatabases())('results as data on $kind', (testDatabase) => {
  let t: TestApp;
  let token: string;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    const admin = await signIn(t, 'admin');
    token = (await admin.post('/api/tokens/create/LIS', { abilities: ['reports:import'] })).json()
      .plainTextToken;
    weber = await signIn(t, 'dr.weber');
    klein = await signIn(t, 'dr.klein');
    labor = await signIn(t, 'labor');
  });
  afterAll(() => t?.close());

  const importFhir = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/fhir/R4',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
      payload: JSON.stringify(body),
    });
  const importLdt = (file: Buffer) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ldt',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
      payload: file,
    });
  const rowOf = async (befundId: string, lisId = 'A-100483') => {
    const [row] = await t.database.db
      .select({ report: reports })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId))
      .where(sql`${reports.befundId} = ${befundId} AND ${users.lisId} = ${lisId}`);
    return row?.report;
  };
  const shown = async (agent: TestAgent, id: number) => {
    const response = await agent.get(`/api/befunde/${id}`);
    return { status: response.statusCode, report: response.json<{ data: ReportRecord }>().data };
  };

  it('answers a FHIR report’s results in the lab’s order, with its patient, sample time and status', async () => {
    const response = await importFhir(
      resultsBundle({ befundId: '27000001', observations: [potassium(), sodium(), covid(), pending()] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const row = await rowOf('27000001');
    const { status, report } = await shown(weber, row?.id ?? 0);
    expect(status).toBe(200);
    expect(report).toMatchObject({
      critical: true,
      result_status: 'final',
      sampled_at: '2026-11-23T06:45:00.000Z',
      patient_data: { nachname: 'Mustermann', nummer: '4711' },
    });
    expect(report.patient_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(report.results).toEqual([
      {
        position: 0,
        group: 'Elektrolyte',
        code: 'K',
        loinc: '2823-3',
        name: { de: 'Kalium', en: 'Kalium' },
        kind: 'numeric',
        value: '7.1',
        numeric: 7.1,
        unit: 'mmol/l',
        range: { low: 3.5, high: 5.1, text: null },
        flag: 'HH',
      },
      expect.objectContaining({ position: 1, code: 'NA', value: '146', flag: 'H', loinc: null }),
      expect.objectContaining({
        position: 2,
        code: 'COV',
        kind: 'text',
        value: 'negativ',
        numeric: null,
        range: { low: null, high: null, text: 'negativ' },
        flag: 'N',
      }),
      expect.objectContaining({ position: 3, code: 'FERR', kind: 'text', value: '', unit: '' }),
    ]);
    // Staff see the results wherever they see the report; another doctor does not see it at all.
    expect((await shown(labor, row?.id ?? 0)).report.results).toHaveLength(4);
    expect((await klein.get(`/api/befunde/${row?.id}`)).statusCode).toBe(404);
    // The list names the patient and the sample time, not the values.
    const list = (await weber.get('/api/befunde?search=27000001')).json<{ data: { data: ReportRecord[] } }>();
    expect(list.data.data[0]).toMatchObject({ patient_id: report.patient_id, sampled_at: report.sampled_at });
    expect(list.data.data[0]).not.toHaveProperty('results');
  });

  it('keeps results and patients encrypted at rest', async () => {
    const row = await rowOf('27000001');
    const [stored] = await t.database.db
      .select()
      .from(reportResults)
      .where(eq(reportResults.reportId, row?.id ?? 0));
    const [patient] = await t.database.db
      .select()
      .from(patients)
      .where(eq(patients.id, row?.patientId ?? ''));
    for (const text of [stored?.data, patient?.data, patient?.identityHash]) {
      expect(text).toBeDefined();
      for (const plain of ['Kalium', '7.1', 'mmol', 'Mustermann', 'Erika', '4711', '1961']) {
        expect(text).not.toContain(plain);
      }
    }
    expect(stored?.data).toMatch(/^v1\./);
  });

  it('finds the same patient by the lab’s number, or without one by name and birth date, within one practice', async () => {
    const byNumber = async (befundId: string, options: Parameters<typeof resultsBundle>[0]) => {
      expect((await importFhir(resultsBundle(options))).statusCode).toBe(200);
      return (await rowOf(befundId, options.lanr))?.patientId;
    };
    const first = await byNumber('27000101', { befundId: '27000101', observations: [sodium()] });
    // Same number, another spelling of the name: the same patient.
    const renamed = await byNumber('27000102', {
      befundId: '27000102',
      patient: { family: 'Mustermann-Meyer', given: 'Erika' },
      observations: [sodium()],
    });
    expect(renamed).toBe(first);
    const noNumber = {
      nummer: null,
      patient: { family: 'Beispiel', given: 'Jonas', birthDate: '1970-01-01' },
    };
    const a = await byNumber('27000103', { befundId: '27000103', ...noNumber, observations: [sodium()] });
    const b = await byNumber('27000104', {
      befundId: '27000104',
      nummer: null,
      patient: { family: ' BEISPIEL ', given: 'jonas', birthDate: '1970-01-01' },
      observations: [sodium()],
    });
    expect(b).toBe(a);
    expect(a).not.toBe(first);
    // Another doctor's practice, and another practice of dr.weber's (by its BSNR): other patients.
    const kleins = await byNumber('27000105', {
      befundId: '27000105',
      lanr: KLEIN_LANR,
      observations: [sodium()],
    });
    expect(kleins).not.toBe(first);
    await t.database.db.update(offices).set({ bsnr: '381234599' }).where(eq(offices.lisId, 'P-40118'));
    const bonn = await byNumber('27000106', {
      befundId: '27000106',
      bsnr: '381234599',
      observations: [sodium()],
    });
    expect(bonn).not.toBe(first);
    const [owner] = await t.database.db
      .select({ officeId: patients.officeId })
      .from(patients)
      .where(eq(patients.id, bonn ?? ''));
    const [office] = await t.database.db.select().from(offices).where(eq(offices.lisId, 'P-40118'));
    expect(owner?.officeId).toBe(office?.id);
  });

  it('refuses bad values with an OperationOutcome and stores nothing of the request', async () => {
    const cases = [
      { observations: [sodium(), potassium('7,1')], where: 'valueQuantity.value' },
      {
        observations: [{ ...sodium(), referenceRange: [{ low: { value: 145 }, high: { value: 135 } }] }],
        where: 'referenceRange[0]',
      },
      { observations: [{ ...sodium(), code: { text: 'Natrium' } }], where: 'code' },
      { observations: [potassium(7.1, 'XYZ')], where: 'interpretation' },
    ];
    for (const [index, { observations, where }] of cases.entries()) {
      const befundId = `2700020${index}`;
      const response = await importFhir(resultsBundle({ befundId, observations }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ resourceType: 'OperationOutcome' });
      expect(JSON.stringify(response.json().issue[0].expression)).toContain(where);
      expect(await rowOf(befundId)).toBeUndefined();
    }
  });

  it('changes nothing on a re-import; a corrected report replaces its values', async () => {
    const bundle = resultsBundle({ befundId: '27000301', observations: [potassium(), sodium()] });
    expect((await importFhir(bundle)).statusCode).toBe(200);
    const before = await rowOf('27000301');
    const again = await importFhir(bundle);
    expect(again.json().entry[0].response.status).toBe('200 OK');
    expect((await rowOf('27000301'))?.version).toBe(1);

    const corrected = resultsBundle({
      befundId: '27000301',
      status: 'corrected',
      observations: [potassium(4.9, 'N')],
    });
    expect((await importFhir(corrected)).statusCode).toBe(200);
    const after = await rowOf('27000301');
    expect(after).toMatchObject({ version: 2, resultStatus: 'corrected', critical: false });
    expect(after?.patientId).toBe(before?.patientId);
    const { report } = await shown(weber, after?.id ?? 0);
    expect(report.results?.map((result) => [result.code, result.value, result.flag])).toEqual([
      ['K', '4.9', 'N'],
    ]);
  });

  it('mirrors the results with the report: bootstrap and pull', async () => {
    const start = await bootstrap(weber, 500);
    const row = await rowOf('27000001');
    const mirrored = start.rows.find((one) => one.entity === 'report' && one.id === String(row?.id));
    expect((mirrored?.data as ReportRecord | undefined)?.results?.[0]).toMatchObject({
      code: 'K',
      flag: 'HH',
    });
    expect((mirrored?.data as ReportRecord | undefined)?.patient_id).toBe(row?.patientId);

    expect(
      (await importFhir(resultsBundle({ befundId: '27000401', observations: [covid()] }))).statusCode,
    ).toBe(200);
    const { changes } = await pullAll(weber, start.cursor);
    const added = await rowOf('27000401');
    const change = changes.find((one) => one.entity === 'report' && one.id === String(added?.id));
    expect(change && 'data' in change ? (change.data as ReportRecord).results : null).toEqual([
      expect.objectContaining({ code: 'COV', value: 'negativ' }),
    ]);
    // dr.klein's device never holds dr.weber's values.
    const kleins = await bootstrap(klein, 500);
    expect(kleins.rows.some((one) => one.entity === 'report' && one.id === String(added?.id))).toBe(false);
  });

  it('removes the results, and a patient left without reports, with the report', async () => {
    expect(
      (
        await importFhir(
          resultsBundle({
            befundId: '27000501',
            nummer: '9999',
            observations: [sodium()],
          }),
        )
      ).statusCode,
    ).toBe(200);
    const row = await rowOf('27000501');
    expect((await labor.delete(`/api/befunde/${row?.id}`)).statusCode).toBe(204);
    expect(
      await t.database.db
        .select()
        .from(reportResults)
        .where(eq(reportResults.reportId, row?.id ?? 0)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(patients)
        .where(eq(patients.id, row?.patientId ?? '')),
    ).toEqual([]);
  });

  it('drops the values when a PDF is uploaded over an imported report', async () => {
    expect(
      (await importFhir(resultsBundle({ befundId: '27000601', observations: [sodium()] }))).statusCode,
    ).toBe(200);
    const row = await rowOf('27000601');
    const { payload, headers } = multipartBody([
      {
        field: 'files',
        filename: 'A-100483_27000601_Mustermann_Erika.pdf',
        bytes: pdfBytes('Befund 27000601'),
      },
    ]);
    const upload = await labor.request({ method: 'POST', url: '/api/befunde', payload, headers });
    expect(upload.statusCode, upload.body).toBe(201);
    const after = await rowOf('27000601');
    expect(after).toMatchObject({ version: 2, resultStatus: null, patientId: null });
    expect((await shown(weber, row?.id ?? 0)).report.results).toBeNull();
  });

  it('imports the samples in docs/samples with their values', async () => {
    const fhir = await importFhir(
      JSON.parse(readFileSync('docs/samples/fhir-bundle-critical-potassium.json', 'utf8')),
    );
    expect(fhir.statusCode, fhir.body).toBe(200);
    const fromFhir = await shown(weber, (await rowOf('26112401'))?.id ?? 0);
    expect(fromFhir.report.results?.find((result) => result.name.de === 'Kalium')).toMatchObject({
      loinc: '2823-3',
      kind: 'numeric',
      value: '7.1',
      unit: 'mmol/l',
      range: { low: 3.5, high: 5.1 },
      flag: 'HH',
    });
    const ldt = await importLdt(readFileSync('docs/samples/befund-ldt3.ldt'));
    expect(ldt.statusCode, ldt.body).toBe(201);
    const fromLdt = await shown(weber, (await rowOf('26112402'))?.id ?? 0);
    expect(fromLdt.report.results?.find((result) => result.code === 'K')).toMatchObject({
      value: '2.1',
      numeric: 2.1,
      unit: 'mmol/l',
      range: { low: 3.5, high: 5.1 },
      flag: 'LL',
    });
    expect(fromLdt.report.results?.find((result) => result.code === 'NA')).toMatchObject({
      value: '139',
      flag: 'N',
    });
    const kleins = await shown(klein, (await rowOf('26112403', KLEIN_LANR))?.id ?? 0);
    expect(kleins.report.results?.find((result) => result.code === 'K')).toMatchObject({ value: '4.3' });
  });
});
