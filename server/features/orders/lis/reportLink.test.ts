import type { Bundle, BundleEntry, DiagnosticReport, FhirResource } from 'fhir/r4';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_SYSTEM } from '../../../../src/contract/orders';
import { notifications, orderEvents, orders, reports, users } from '../../../platform/db/schema';
import { labBundle } from '../../../testing/fhirBundles';
import { ldtFile } from '../../../testing/ldtFiles';
import { signIn } from '../../../testing/session';
import { bootstrapPage, pullAll } from '../../../testing/syncClient';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { testDatabases } from '../../../testing/testDatabases';
import { insertTestOrder } from './lisTestOrders';

type Entry = BundleEntry<FhirResource>;

/** The test Bundle's report, based on the order as `basedOn` says. */
function bundleFor(befundId: string, basedOn: DiagnosticReport['basedOn']): Bundle<FhirResource> {
  const bundle = labBundle({ befundId, pdf: false, flag: 'N', potassium: 4.2 });
  return {
    ...bundle,
    entry: (bundle.entry ?? []).map((entry: Entry) =>
      entry.resource?.resourceType === 'DiagnosticReport'
        ? { ...entry, resource: { ...entry.resource, basedOn } }
        : entry,
    ),
  };
}

describe.each(testDatabases())(
  'reports imported under an order number link to the order on $kind',
  (testDatabase) => {
    let t: TestApp;
    let token: string;

    beforeAll(async () => {
      t = await createTestApp(testDatabase);
      const admin = await signIn(t, 'admin');
      token = (await admin.post('/api/tokens/create/LIS-Import', { abilities: ['reports:import'] })).json()
        .plainTextToken;
    });
    afterAll(() => t?.close());

    const importFhir = (bundle: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/fhir/R4',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
        payload: JSON.stringify(bundle),
      });
    const orderRow = async (id: number) =>
      (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
    const reportId = async (befundId: string) =>
      (await t.database.db.select({ id: reports.id }).from(reports).where(eq(reports.befundId, befundId)))[0]
        ?.id;
    const orderNotices = async (username: string) => {
      const [user] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, username));
      return t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user?.id ?? 0), eq(notifications.type, 'order.report')));
    };

    it('links the report, moves the order to Befund erstellt in the import and tells the practice’s doctors, whose pull sees it', async () => {
      const weber = await signIn(t, 'dr.weber');
      const { cursor } = await bootstrapPage(weber);
      const order = await insertTestOrder(t.database.db, {
        number: '2600500001',
        office: 'P-40117',
        status: 'in_progress',
      });
      const response = await importFhir(
        bundleFor('B-500001', [{ identifier: { system: ORDER_NUMBER_SYSTEM, value: '2600500001' } }]),
      );
      expect(response.statusCode, response.body).toBe(200);
      const entry = response.json().entry[0];
      expect(entry.response.outcome).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ severity: 'information', code: 'informational' }],
      });
      expect(entry.response.outcome.issue[0].diagnostics).toContain('2600500001');
      expect(entry.resource.basedOn).toEqual([
        { type: 'ServiceRequest', identifier: { system: ORDER_NUMBER_SYSTEM, value: '2600500001' } },
      ]);

      const linked = await orderRow(order.id);
      expect(linked).toMatchObject({ status: 'report_created', reportId: await reportId('B-500001') });
      const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(events.at(-1)).toMatchObject({
        status: 'report_created',
        source: 'import',
        actorName: 'LIS-Import',
      });

      const notices = await orderNotices('dr.weber');
      expect(notices).toHaveLength(1);
      expect(notices[0]?.data).toEqual({
        params: { number: '2600500001' },
        order: { uuid: order.uuid },
        report: { id: linked?.reportId },
      });
      const { changes } = await pullAll(weber, cursor);
      expect(changes).toContainEqual(
        expect.objectContaining({
          entity: 'notification',
          data: expect.objectContaining({ type: 'order.report', data: notices[0]?.data }),
        }),
      );
      expect(changes.some((change) => change.entity === 'order' && change.id === order.uuid)).toBe(true);

      // The same Bundle again: the report is unchanged, and so is the order; nobody is told twice.
      expect(
        (
          await importFhir(
            bundleFor('B-500001', [{ identifier: { system: ORDER_NUMBER_SYSTEM, value: '2600500001' } }]),
          )
        ).statusCode,
      ).toBe(200);
      expect(await orderNotices('dr.weber')).toHaveLength(1);
    });

    it('only links an order that is further on already, by the ServiceRequest reference', async () => {
      const order = await insertTestOrder(t.database.db, { number: '2600500002', status: 'lab_release' });
      const response = await importFhir(
        bundleFor('B-500002', [{ reference: `ServiceRequest/${order.uuid}` }]),
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({
        status: 'lab_release',
        reportId: await reportId('B-500002'),
      });
      const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
      expect(events.map((event) => event.status)).toEqual(['new']);
    });

    it('imports a report whose order number names no order, unlinked, and says so', async () => {
      const response = await importFhir(
        bundleFor('B-500003', [{ identifier: { system: ORDER_NUMBER_SYSTEM, value: '2600599999' } }]),
      );
      expect(response.statusCode, response.body).toBe(200);
      const entry = response.json().entry[0];
      expect(entry.response.status).toBe('201 Created');
      expect(entry.response.outcome.issue[0].diagnostics).toContain('2600599999');
      expect(entry.resource.basedOn).toBeUndefined();
      expect(await reportId('B-500003')).toBeDefined();
    });

    it('does not link another practice’s order to the report', async () => {
      const order = await insertTestOrder(t.database.db, {
        number: '2600500004',
        doctor: 'dr.klein',
        office: 'P-52031',
      });
      const response = await importFhir(
        bundleFor('B-500004', [{ identifier: { system: ORDER_NUMBER_SYSTEM, value: '2600500004' } }]),
      );
      expect(response.statusCode).toBe(200);
      expect(await orderRow(order.id)).toMatchObject({ status: 'new', reportId: null });
      expect(await orderNotices('dr.klein')).toHaveLength(0);
    });

    it('links an LDT Befund whose 8310 (Auftragsnummer des Einsenders) is the order number', async () => {
      const order = await insertTestOrder(t.database.db, { number: '2600500005', office: 'P-40117' });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/ldt',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
        payload: ldtFile([{ befundId: '2600500005', lanr: 'A-100483', flag: 'N', potassium: '4,2' }]),
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data[0].order).toMatchObject({
        kind: 'moved',
        number: '2600500005',
        status: 'report_created',
      });
      expect(await orderRow(order.id)).toMatchObject({
        status: 'report_created',
        reportId: await reportId('2600500005'),
      });

      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/ldt',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/octet-stream',
          'accept-language': 'de',
        },
        payload: ldtFile([{ befundId: '2600588888', lanr: 'A-100483', flag: 'N', potassium: '4,2' }]),
      });
      expect(unknown.statusCode).toBe(201);
      expect(unknown.json().data[0].order).toMatchObject({ kind: 'unknown', reference: '2600588888' });
      expect(unknown.json().data[0].order.message).toContain('ohne Auftrag');
    });
  },
);
