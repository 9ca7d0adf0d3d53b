import type { Bundle, BundleEntry, Patient, Practitioner, ServiceRequest, Specimen } from 'fhir/r4';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_NUMBER_SYSTEM,
  ORDER_STATUS_SYSTEM,
  TUBE_BARCODE_SYSTEM,
} from '../../../../src/contract/orders';
import { offices } from '../../../platform/db/schema';
import { signIn } from '../../../testing/session';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { testDatabases } from '../../../testing/testDatabases';
import { OrderFhirSystem } from './fhirOrderSystems';
import { insertTestOrder, type TestOrder } from './lisTestOrders';

/** The window the test's orders changed in: after any demo order, so a search can single them out. */
const WINDOW = '_lastUpdated=ge2030-01-01';

describe.each(testDatabases())('FHIR ServiceRequest search for the LIS on $kind', (testDatabase) => {
  let t: TestApp;
  let readToken: string;
  let statusToken: string;
  const placed: Record<string, TestOrder> = {};

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    const admin = await signIn(t, 'admin');
    const token = async (name: string, abilities: string[]) =>
      (await admin.post(`/api/tokens/create/${name}`, { abilities })).json().plainTextToken as string;
    readToken = await token('LIS', ['orders:read']);
    statusToken = await token('Status', ['orders:status']);
    await t.database.db.update(offices).set({ bsnr: '381234500' }).where(eq(offices.lisId, 'P-40117'));
    const db = t.database.db;
    placed['new'] = await insertTestOrder(db, {
      number: '2600300001',
      office: 'P-40117',
      urgency: 'emergency',
      at: new Date('2030-01-01T10:00:00Z'),
      sampledAt: new Date('2030-01-01T08:30:00Z'),
    });
    placed['inProgress'] = await insertTestOrder(db, {
      number: '2600300002',
      status: 'in_progress',
      sampleTimeKind: 'planned',
      at: new Date('2030-01-02T10:00:00Z'),
    });
    placed['cancelled'] = await insertTestOrder(db, {
      number: '2600300003',
      status: 'cancelled',
      at: new Date('2030-01-03T10:00:00Z'),
    });
    placed['done'] = await insertTestOrder(db, {
      number: '2600300004',
      status: 'done',
      doctor: 'dr.klein',
      office: 'P-52031',
      at: new Date('2030-01-04T10:00:00Z'),
    });
  });
  afterAll(() => t?.close());

  const search = (query: string, token = readToken) =>
    t.app.inject({
      method: 'GET',
      url: `/fhir/R4/ServiceRequest?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const bundleOf = async (query: string): Promise<Bundle> => {
    const response = await search(query);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/fhir+json');
    return response.json();
  };
  const requests = (bundle: Bundle) =>
    (bundle.entry ?? [])
      .filter((entry) => entry.search?.mode === 'match')
      .map((entry) => entry.resource as ServiceRequest);
  const numbers = (bundle: Bundle) => requests(bundle).map((request) => request.requisition?.value);
  const resolve = <T>(bundle: Bundle, reference: string | undefined): T | undefined =>
    (bundle.entry ?? []).find((entry: BundleEntry) => entry.fullUrl?.endsWith(`/${reference}`))
      ?.resource as T;

  it('answers a searchset Bundle: one ServiceRequest per order with its Patient, Practitioner, Organization and Specimens', async () => {
    const bundle = await bundleOf(`${WINDOW}&_lastUpdated=lt2030-01-02`);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    const [request] = requests(bundle);
    expect(request).toMatchObject({
      resourceType: 'ServiceRequest',
      id: placed['new']?.uuid,
      meta: { tag: [{ system: ORDER_STATUS_SYSTEM, code: 'new', display: 'Neu' }] },
      identifier: [{ system: ORDER_NUMBER_SYSTEM, value: '2600300001' }],
      requisition: { system: ORDER_NUMBER_SYSTEM, value: '2600300001' },
      status: 'active',
      intent: 'order',
      priority: 'stat',
      occurrenceDateTime: '2030-01-01T08:30:00.000Z',
      authoredOn: '2030-01-01T10:00:00.000Z',
      reasonCode: [
        { coding: [{ system: OrderFhirSystem.icd10gm, code: 'R53' }] },
        { coding: [{ system: OrderFhirSystem.icd10gm, code: 'E03.9V' }] },
      ],
      note: [{ text: 'Müdigkeit, V. a. Hypothyreose' }],
    });
    expect(request?.orderDetail?.map((detail) => detail.coding)).toEqual([
      [
        { system: OrderFhirSystem.labTestCode, code: 'TSH', display: 'TSH basal' },
        { system: OrderFhirSystem.loinc, code: '3016-3' },
      ],
      [
        { system: OrderFhirSystem.labTestCode, code: 'FT4', display: 'freies T4 (fT4)' },
        { system: OrderFhirSystem.loinc, code: '3024-7' },
      ],
      [
        { system: OrderFhirSystem.labTestCode, code: 'HBA1C', display: 'HbA1c' },
        { system: OrderFhirSystem.loinc, code: '4548-4' },
      ],
    ]);

    const patient = resolve<Patient>(bundle, request?.subject.reference);
    expect(patient).toMatchObject({
      name: [{ family: 'Größer', given: ['Jürgen', 'Paul'] }],
      gender: 'male',
      birthDate: '1958-02-03',
      identifier: [{ system: OrderFhirSystem.kvid, value: 'A123456789' }],
    });
    expect(resolve(bundle, patient?.managingOrganization?.reference)).toMatchObject({
      resourceType: 'Organization',
      identifier: [{ system: OrderFhirSystem.bsnr, value: '381234500' }],
      name: 'Hausarztpraxis am Rathenauplatz',
    });
    expect(resolve<Practitioner>(bundle, request?.requester?.reference)).toMatchObject({
      identifier: [{ system: OrderFhirSystem.lanr, value: 'A-100483' }],
    });
    const specimens = (request?.specimen ?? []).map((ref) => resolve<Specimen>(bundle, ref.reference));
    expect(specimens).toMatchObject([
      {
        accessionIdentifier: { system: TUBE_BARCODE_SYSTEM, value: '260030000101' },
        type: { coding: [{ code: 'serum', display: 'Serum' }] },
        collection: { collectedDateTime: '2030-01-01T08:30:00.000Z' },
      },
      {
        accessionIdentifier: { system: TUBE_BARCODE_SYSTEM, value: '260030000102' },
        type: { coding: [{ code: 'edta_blood', display: 'EDTA-Blut' }] },
      },
    ]);
    // Every reference of the page resolves within it, and no resource comes twice.
    const urls = (bundle.entry ?? []).map((entry) => entry.fullUrl);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('maps the order status to the request status and filters by either', async () => {
    const statusOf = async (query: string) => {
      const bundle = await bundleOf(`${WINDOW}&${query}`);
      return requests(bundle).map((request) => `${request.requisition?.value}:${request.status}`);
    };
    expect(await statusOf('status=active')).toEqual(['2600300001:active', '2600300002:active']);
    expect(await statusOf('status=revoked')).toEqual(['2600300003:revoked']);
    expect(await statusOf('status=completed')).toEqual(['2600300004:completed']);
    expect(await statusOf('status=new,cancelled')).toEqual(['2600300001:active', '2600300003:revoked']);
    expect(await statusOf(`status=${encodeURIComponent(`${ORDER_STATUS_SYSTEM}|in_progress`)}`)).toEqual([
      '2600300002:active',
    ]);
    expect(await statusOf('status=active&status=in_progress')).toEqual(['2600300002:active']);
    expect(await statusOf('status=draft')).toEqual([]);
  });

  it('bounds the search by _lastUpdated', async () => {
    expect(numbers(await bundleOf('_lastUpdated=ge2030-01-02&_lastUpdated=lt2030-01-04'))).toEqual([
      '2600300002',
      '2600300003',
    ]);
    expect(numbers(await bundleOf('_lastUpdated=gt2030-01-03T10:00:00Z'))).toEqual(['2600300004']);
  });

  it('finds an order by its number (identifier or requisition)', async () => {
    expect(numbers(await bundleOf('identifier=2600300003'))).toEqual(['2600300003']);
    expect(
      numbers(
        await bundleOf(`requisition=${encodeURIComponent(`${ORDER_NUMBER_SYSTEM}|2600300002`)},2600300004`),
      ),
    ).toEqual(['2600300002', '2600300004']);
    expect(numbers(await bundleOf('identifier=2600399999'))).toEqual([]);
  });

  it('pages with _count and a next link, oldest change first, until all came once', async () => {
    const first = await bundleOf(`${WINDOW}&_count=3`);
    expect(numbers(first)).toEqual(['2600300001', '2600300002', '2600300003']);
    const next = first.link?.find((link) => link.relation === 'next')?.url ?? '';
    expect(next).toContain('_cursor=');
    const second = await bundleOf(next.slice(next.indexOf('?') + 1));
    expect(numbers(second)).toEqual(['2600300004']);
    expect(second.link?.some((link) => link.relation === 'next')).toBe(false);
  });

  it('includes only what _include names', async () => {
    const bundle = await bundleOf(`${WINDOW}&_count=1&_include=ServiceRequest:subject`);
    expect((bundle.entry ?? []).map((entry) => entry.resource?.resourceType)).toEqual([
      'ServiceRequest',
      'Patient',
    ]);
  });

  it('refuses bad parameters and a token without orders:read with an OperationOutcome', async () => {
    for (const query of [
      '_count=abc',
      '_lastUpdated=2030',
      'status=fertig',
      '_include=Patient:link',
      '_cursor=x',
    ]) {
      const response = await search(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json()).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'error' }],
      });
    }
    const forbidden = await search(WINDOW, statusToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ code: 'security' }],
    });
    const anonymous = await t.app.inject({ method: 'GET', url: `/fhir/R4/ServiceRequest?${WINDOW}` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().resourceType).toBe('OperationOutcome');
  });

  it('takes a _count above its bound as the bound (FHIR lets a server answer fewer), not as an error', async () => {
    const bundle = await bundleOf(`${WINDOW}&_count=100000`);
    expect(requests(bundle)).toHaveLength(4);
  });
});
