import type { Bundle, DiagnosticReport, FhirResource } from 'fhir/r4';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, reportAuditLog, reports, users } from '../../../platform/db/schema';
import { labBundle, WEBER_LANR } from '../../../testing/fhirBundles';
import { FhirSystem } from './fhirSchemas';
import { signIn } from '../../../testing/session';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { testDatabases } from '../../../testing/testDatabases';

type Entry = NonNullable<Bundle<FhirResource>['entry']>[number];

describe.each(testDatabases())('FHIR R4 report import on $kind', (testDatabase) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    const admin = await signIn(t, 'admin');
    token = (await admin.post('/api/tokens/create/LIS', { abilities: ['reports:import'] })).json()
      .plainTextToken;
  });
  afterAll(() => t?.close());

  const post = (body: unknown, url = '/fhir/R4', contentType = 'application/fhir+json') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const weberId = async () => {
    const [weber] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.lisId, WEBER_LANR));
    return weber?.id ?? 0;
  };
  const reportOf = async (befundId: string) => {
    const [row] = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.befundId, befundId), eq(reports.userId, await weberId())));
    return row;
  };

  it('publishes the CapabilityStatement at /fhir/R4/metadata', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/fhir/R4/metadata' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/fhir+json');
    expect(response.json()).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
  });

  it('stores a valid Bundle as a report of the doctor with that LANR, critical from the HH potassium', async () => {
    const response = await post(labBundle({ befundId: '26110001' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      resourceType: 'Bundle',
      type: 'transaction-response',
      entry: [{ response: { status: '201 Created' } }],
    });
    const row = await reportOf('26110001');
    expect(row).toMatchObject({
      critical: true,
      version: 1,
      patientData: { nachname: 'Mustermann', vorname: 'Erika', geburtsdatum: '1961-04-12' },
      senderBsnr: '381234500',
    });
    const pdf = await t.app.reportFiles.get(row?.fileKey ?? '');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const audit = await t.database.db
      .select()
      .from(reportAuditLog)
      .where(eq(reportAuditLog.reportId, row?.id ?? 0));
    expect(audit.map((entry) => entry.action)).toEqual(['import', 'critical']);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await weberId()));
    expect(notes.some((note) => note.type === 'report.critical')).toBe(true);
  });

  it('imports the same Bundle again without a new version (idempotent)', async () => {
    const again = await post(labBundle({ befundId: '26110001' }));
    expect(again.statusCode).toBe(200);
    expect(again.json().entry[0].response.status).toBe('200 OK');
    expect((await reportOf('26110001'))?.version).toBe(1);
    const changed = await post(labBundle({ befundId: '26110001', potassium: 4.4, flag: 'N' }));
    expect(changed.json().entry[0].response.status).toBe('201 Created');
    expect(await reportOf('26110001')).toMatchObject({ version: 2, critical: false });
  });

  it('renders a PDF with the report renderer when the report carries none', async () => {
    const response = await post(labBundle({ befundId: '26110002', pdf: false, flag: 'N', potassium: 4.0 }));
    expect(response.statusCode, response.body).toBe(200);
    const row = await reportOf('26110002');
    expect(row?.critical).toBe(false);
    expect((await t.app.reportFiles.get(row?.fileKey ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('accepts a single DiagnosticReport with its resources contained (201, Location)', async () => {
    const bundle = labBundle({ befundId: '26110003' });
    const byType = (type: string) =>
      bundle.entry?.find((entry) => entry.resource?.resourceType === type)?.resource;
    const report = byType('DiagnosticReport') as DiagnosticReport;
    const resource: DiagnosticReport = {
      ...report,
      contained: [
        { ...(byType('Patient') as object), id: 'p' } as never,
        { ...(byType('Practitioner') as object), id: 'd' } as never,
        { ...(byType('Observation') as object), id: 'k' } as never,
      ],
      subject: { reference: '#p' },
      resultsInterpreter: [{ reference: '#d' }],
      result: [{ reference: '#k' }],
    };
    const response = await post(resource, '/fhir/R4/DiagnosticReport');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers.location).toContain('/fhir/R4/DiagnosticReport/');
    expect(response.json()).toMatchObject({
      resourceType: 'DiagnosticReport',
      identifier: [{ value: '26110003' }],
    });
  });

  it('keeps each report of a Bundle with its own contained patient, though both call it #p', async () => {
    const withContainedPatient = (befundId: string, family: string): Entry => {
      const bundle = labBundle({ befundId });
      const byType = (type: string) =>
        bundle.entry?.find((entry) => entry.resource?.resourceType === type)?.resource;
      const patient = { ...(byType('Patient') as object), id: 'p', name: [{ family, given: ['Eva'] }] };
      const report = byType('DiagnosticReport') as DiagnosticReport;
      return { resource: { ...report, contained: [patient as never], subject: { reference: '#p' } } };
    };
    const base = labBundle({ befundId: '26110090' });
    const others = (base.entry ?? []).filter((entry) => entry.resource?.resourceType !== 'DiagnosticReport');
    const bundle = {
      ...base,
      type: 'collection',
      entry: [
        ...others,
        withContainedPatient('26110091', 'Erste'),
        withContainedPatient('26110092', 'Zweite'),
      ],
    };
    const response = await post(bundle);
    expect(response.statusCode, response.body).toBe(200);
    expect((await reportOf('26110091'))?.patientData).toMatchObject({ nachname: 'Erste' });
    expect((await reportOf('26110092'))?.patientData).toMatchObject({ nachname: 'Zweite' });
  });

  const entryOf = (bundle: Bundle<FhirResource>, type: string): Entry => {
    const found = bundle.entry?.find((entry) => entry.resource?.resourceType === type);
    if (!found) throw new Error(type);
    return found;
  };

  it.each([
    ['a body that is not JSON', () => '{"resourceType": "Bundle",', 400, 'structure'],
    ['a resource that is not a Bundle', () => ({ resourceType: 'Patient', name: [] }), 400, 'invalid'],
    [
      'a DiagnosticReport without its reference number',
      () => {
        const bundle = labBundle();
        delete (entryOf(bundle, 'DiagnosticReport').resource as { identifier?: unknown }).identifier;
        return bundle;
      },
      400,
      'invalid',
    ],
    [
      'a subject that points nowhere',
      () => {
        const bundle = labBundle();
        (entryOf(bundle, 'DiagnosticReport').resource as DiagnosticReport).subject = {
          reference: 'Patient/404',
        };
        return bundle;
      },
      400,
      'invalid',
    ],
    ['a LANR no doctor of the portal has', () => labBundle({ lanr: '999999999' }), 422, 'processing'],
    [
      'a preliminary report (only released results are reports)',
      () => {
        const bundle = labBundle();
        (entryOf(bundle, 'DiagnosticReport').resource as DiagnosticReport).status = 'preliminary';
        return bundle;
      },
      400,
      'invalid',
    ],
  ])('answers %s with an OperationOutcome', async (_name, body, status, code) => {
    const before = await t.database.db.select({ id: reports.id }).from(reports);
    const response = await post(body());
    expect(response.statusCode, response.body).toBe(status);
    expect(response.headers['content-type']).toContain('application/fhir+json');
    expect(response.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ severity: 'error', code }],
    });
    expect(await t.database.db.select({ id: reports.id }).from(reports)).toHaveLength(before.length);
  });

  it('keeps no sender BSNR when the Bundle names two practices (which report came from which is not said)', async () => {
    const bundle = labBundle({ befundId: '26110096' });
    bundle.entry?.push({
      fullUrl: 'urn:uuid:6f1c1a9e-0001-4a55-9a1e-000000000099',
      resource: {
        resourceType: 'Organization',
        identifier: [{ system: FhirSystem.bsnr, value: '381234599' }],
        name: 'Labor Nord',
      },
    });
    expect((await post(bundle)).statusCode).toBe(200);
    expect(await reportOf('26110096')).toMatchObject({ senderBsnr: null });
  });

  it('refuses a report for a deactivated doctor with an OperationOutcome naming the LANR', async () => {
    await t.database.db.update(users).set({ active: false }).where(eq(users.lisId, WEBER_LANR));
    try {
      const response = await post(labBundle({ befundId: '26110095' }));
      expect(response.statusCode).toBe(422);
      expect(response.json().issue[0]).toMatchObject({ code: 'processing' });
      expect(response.json().issue[0].diagnostics).toContain(`'${WEBER_LANR}' is deactivated`);
      expect(await reportOf('26110095')).toBeUndefined();
    } finally {
      await t.database.db.update(users).set({ active: true }).where(eq(users.lisId, WEBER_LANR));
    }
  });

  it('names the element of a broken Observation in the OperationOutcome', async () => {
    const bundle = labBundle();
    delete (entryOf(bundle, 'Observation').resource as { code?: unknown }).code;
    const response = await post(bundle);
    expect(response.statusCode).toBe(400);
    expect(response.json().issue[0].expression[0]).toMatch(
      /^Bundle\.entry\[4\]\.resource\.result\[0\]\.code/,
    );
  });
});
