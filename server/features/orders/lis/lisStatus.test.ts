import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_NUMBER_SYSTEM, ORDER_STATUS_SYSTEM } from '../../../../src/contract/orders';
import { changes, orderEvents, orders } from '../../../platform/db/schema';
import { signIn } from '../../../testing/session';
import { createTestApp, type TestApp } from '../../../testing/testApp';
import { testDatabases } from '../../../testing/testDatabases';
import { insertTestOrder } from './lisTestOrders';

describe.each(testDatabases())('the LIS moves orders on $kind', (testDatabase) => {
  let t: TestApp;
  let statusToken: string;
  let readToken: string;

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    const admin = await signIn(t, 'admin');
    const token = async (name: string, abilities: string[]) =>
      (await admin.post(`/api/tokens/create/${name}`, { abilities })).json().plainTextToken as string;
    statusToken = await token('Labor-LIS', ['orders:status']);
    readToken = await token('Abholer', ['orders:read']);
  });
  afterAll(() => t?.close());

  const post = (url: string, body?: unknown, token = statusToken, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const orderRow = async (id: number) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const timeline = async (id: number) =>
    (await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).map((event) => ({
      status: event.status,
      by: event.actorName,
      source: event.source,
    }));

  it('takes the receipt: Neu moves to RW Auftrag erfassen, received_at set, by the token’s name; again changes nothing', async () => {
    const order = await insertTestOrder(t.database.db, { number: '2600200001', office: 'P-40117' });
    const first = await post('/api/lis/orders/2600200001/receipt');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ number: '2600200001', status: 'billing_entry', changed: true });
    expect(first.json().data.received_at).not.toBeNull();
    expect(await timeline(order.id)).toEqual([
      { status: 'new', by: 'Dr. Katharina Weber', source: 'portal' },
      { status: 'billing_entry', by: 'Labor-LIS', source: 'lis' },
    ]);
    const mirrored = await t.database.db.select().from(changes).where(eq(changes.entityId, order.uuid));
    expect(mirrored.map((change) => change.scope)).toEqual(
      expect.arrayContaining(['perm:list orders', expect.stringMatching(/^user:/)]),
    );

    const again = await post('/api/lis/orders/2600200001/receipt');
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'billing_entry', changed: false });
    expect(await timeline(order.id)).toHaveLength(2);
  });

  it('moves an order forward step by step and refuses a step backwards without changing anything', async () => {
    const order = await insertTestOrder(t.database.db, { number: '2600200002' });
    const moved = await post('/api/lis/orders/2600200002/status', {
      status: 'in_progress',
      note: 'Probe eingegangen',
      at: '2026-11-24T08:15:00+01:00',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'in_progress', changed: true });
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.at(-1)).toMatchObject({ status: 'in_progress', note: 'Probe eingegangen' });
    expect(events.at(-1)?.at.toISOString()).toBe('2026-11-24T07:15:00.000Z');

    const before = await orderRow(order.id);
    const backwards = await post('/api/lis/orders/2600200002/status', { status: 'billing_entry' });
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json()).toMatchObject({ status: 'in_progress' });
    expect(backwards.json().message).toContain('In Arbeit');
    expect(await orderRow(order.id)).toEqual(before);
    expect(await timeline(order.id)).toHaveLength(2);
  });

  it('refuses any move out of storniert or erledigt (409)', async () => {
    await insertTestOrder(t.database.db, { number: '2600200003', status: 'cancelled' });
    await insertTestOrder(t.database.db, { number: '2600200004', status: 'done' });
    expect((await post('/api/lis/orders/2600200003/status', { status: 'in_progress' })).statusCode).toBe(409);
    expect((await post('/api/lis/orders/2600200004/status', { status: 'cancelled' })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown number and 422 for a bad body or number', async () => {
    const unknown = await post('/api/lis/orders/2699999999/status', { status: 'in_progress' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('2699999999');
    expect((await post('/api/lis/orders/2699999999/receipt')).statusCode).toBe(404);
    const bad = await post('/api/lis/orders/2600200002/status', { status: 'fertig' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('status');
    expect((await post('/api/lis/orders/abc/status', { status: 'in_progress' })).statusCode).toBe(422);
  });

  it('refuses a token without orders:status (403) and a call without token (401)', async () => {
    await insertTestOrder(t.database.db, { number: '2600200005' });
    expect((await post('/api/lis/orders/2600200005/receipt', undefined, readToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/lis/orders/2600200005/receipt' });
    expect(anonymous.statusCode).toBe(401);
    const task = await post(
      '/fhir/R4/Task',
      {
        resourceType: 'Task',
        status: 'in-progress',
        intent: 'order',
        focus: { identifier: { system: ORDER_NUMBER_SYSTEM, value: '2600200005' } },
        businessStatus: { coding: [{ system: ORDER_STATUS_SYSTEM, code: 'in_progress' }] },
      },
      readToken,
      'application/fhir+json',
    );
    expect(task.statusCode).toBe(403);
    expect(task.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'security' }] });
    expect(
      (await orderRow((await insertTestOrder(t.database.db, { number: '2600200006' })).id))?.status,
    ).toBe('new');
  });

  describe('FHIR Task', () => {
    const task = (focus: object, code: string) => ({
      resourceType: 'Task',
      status: 'in-progress',
      intent: 'order',
      focus,
      businessStatus: { coding: [{ system: ORDER_STATUS_SYSTEM, code }] },
      lastModified: '2026-11-24T09:00:00+01:00',
      note: [{ text: 'Messung läuft' }],
    });

    it('moves the order its focus names by reference or by number, and answers the Task with an id', async () => {
      const order = await insertTestOrder(t.database.db, { number: '2600200010' });
      const byReference = await post(
        '/fhir/R4/Task',
        task({ reference: `ServiceRequest/${order.uuid}` }, 'in_progress'),
        statusToken,
        'application/fhir+json',
      );
      expect(byReference.statusCode, byReference.body).toBe(201);
      expect(byReference.headers['content-type']).toContain('application/fhir+json');
      expect(byReference.json()).toMatchObject({
        resourceType: 'Task',
        id: `${order.uuid}-2`,
        focus: { reference: `ServiceRequest/${order.uuid}`, identifier: { value: '2600200010' } },
      });
      expect((await orderRow(order.id))?.status).toBe('in_progress');

      const byNumber = await post(
        '/fhir/R4/Task',
        task({ identifier: { system: ORDER_NUMBER_SYSTEM, value: '2600200010' } }, 'report_pending'),
        statusToken,
        'application/fhir+json',
      );
      expect(byNumber.statusCode).toBe(201);
      expect((await orderRow(order.id))?.status).toBe('report_pending');
      const repeated = await post(
        '/fhir/R4/Task',
        task({ identifier: { system: ORDER_NUMBER_SYSTEM, value: '2600200010' } }, 'report_pending'),
        statusToken,
        'application/fhir+json',
      );
      expect(repeated.statusCode).toBe(200);
      expect(await timeline(order.id)).toEqual([
        { status: 'new', by: 'Dr. Katharina Weber', source: 'portal' },
        { status: 'in_progress', by: 'Labor-LIS', source: 'lis' },
        { status: 'report_pending', by: 'Labor-LIS', source: 'lis' },
      ]);
    });

    it('answers OperationOutcomes: 404 unknown order, 409 backwards, 422 a Task without focus or status', async () => {
      const order = await insertTestOrder(t.database.db, { number: '2600200011', status: 'in_progress' });
      const unknown = await post(
        '/fhir/R4/Task',
        task({ reference: 'ServiceRequest/00000000-0000-4000-8000-000000000000' }, 'in_progress'),
        statusToken,
        'application/fhir+json',
      );
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        resourceType: 'OperationOutcome',
        issue: [{ code: 'not-found' }],
      });
      const backwards = await post(
        '/fhir/R4/Task',
        task({ reference: `ServiceRequest/${order.uuid}` }, 'new'),
        statusToken,
        'application/fhir+json',
      );
      expect(backwards.statusCode).toBe(409);
      expect(backwards.json().resourceType).toBe('OperationOutcome');
      const noFocus = await post('/fhir/R4/Task', task({}, 'done'), statusToken, 'application/fhir+json');
      expect(noFocus.statusCode).toBe(422);
      expect(noFocus.json().resourceType).toBe('OperationOutcome');
      const noStatus = await post(
        '/fhir/R4/Task',
        task({ reference: `ServiceRequest/${order.uuid}` }, 'fertig'),
        statusToken,
        'application/fhir+json',
      );
      expect(noStatus.statusCode).toBe(422);
      const notATask = await post(
        '/fhir/R4/Task',
        { resourceType: 'Patient' },
        statusToken,
        'application/fhir+json',
      );
      expect(notATask.statusCode).toBe(422);
      expect(notATask.json().resourceType).toBe('OperationOutcome');
      expect((await orderRow(order.id))?.status).toBe('in_progress');
    });
  });
});
