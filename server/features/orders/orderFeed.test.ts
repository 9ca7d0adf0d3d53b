/**
 * Orders in the change feed (issue 28): a new order reaches the pull of its practice's doctors and
 * the staff's, not another practice's; a bootstrap keeps a doctor's open and recent orders; a closed
 * order that ages out of the six months is `del`eted from the doctors' devices by the window job,
 * once; the practice's favourites reach its doctors; a number block tells which of its numbers are
 * used; the 'report is there' notification names the order number only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderNumberBlockRecord } from '../../../src/contract/orders';
import { notifications, officeDoctors, orders, users } from '../../platform/db/schema';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { ensureOrderCatalogue, type TestCatalogue } from '../../testing/orderCatalogue';
import { leaseBlock, officeIdOf, orderBody, sendOrder, signInAll } from '../../testing/orders';
import type { TestAgent } from '../../testing/session';
import { bootstrap, pullAll } from '../../testing/syncClient';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { dropOrdersFromDevices } from './orderWindowJob';
import { notifyOrderReport } from './lis/orderReportNotice';

describe.each(testDatabases())('orders in the feed on $kind', (testDatabase) => {
  let t: TestApp;
  let catalogue: TestCatalogue;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;
  let block: OrderNumberBlockRecord;
  let taken = 0;
  let bonn: number;

  const cursorOf = async (agent: TestAgent) => (await pullAll(agent, (await bootstrap(agent)).cursor)).cursor;
  const nextNumber = () => String(block.first + taken++).padStart(10, '0');
  const changesFor = async (agent: TestAgent, cursor: string, entity: string, id: string) =>
    (await pullAll(agent, cursor)).changes.filter((change) => change.entity === entity && change.id === id);

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    catalogue = await ensureOrderCatalogue(t.database.db);
    [weber, klein, labor] = await signInAll(t, ['dr.weber', 'dr.klein', 'labor']);
    block = await leaseBlock(weber);
    // dr.klein works in dr.weber's Bonn practice too (not in Köln).
    bonn = await officeIdOf(t.database.db, 'P-40118');
    const [kleinUser] = await t.database.db.select().from(users).where(eq(users.username, 'dr.klein'));
    await t.database.db.insert(officeDoctors).values({ officeId: bonn, userId: kleinUser?.id ?? 0 });
  });
  afterAll(() => t?.close());

  it('brings a new order to the pull of its practice’s doctors and the staff, not to another practice’s', async () => {
    const [kleinCursor, laborCursor] = [await cursorOf(klein), await cursorOf(labor)];
    const koeln = await officeIdOf(t.database.db, 'P-40117');
    const inBonn = await sendOrder(weber, orderBody(catalogue, { number: nextNumber(), office_id: bonn }));
    const inKoeln = await sendOrder(weber, orderBody(catalogue, { number: nextNumber(), office_id: koeln }));
    const [change] = await changesFor(klein, kleinCursor, 'order', inBonn.uuid);
    expect(change).toMatchObject({
      op: 'put',
      data: { number: inBonn.number, patient: { nachname: 'Mustermann' } },
    });
    expect(await changesFor(klein, kleinCursor, 'order', inKoeln.uuid)).toEqual([]);
    expect((await changesFor(labor, laborCursor, 'order', inKoeln.uuid))[0]?.op).toBe('put');
  });

  it('tells the block’s devices which numbers are used, and leaves a used-up block out', async () => {
    const [own] = (await bootstrap(weber)).rows.filter(
      (row) => row.entity === 'orderNumberBlock' && row.id === String(block.id),
    );
    expect((own?.data as OrderNumberBlockRecord).used).toEqual(
      Array.from({ length: taken }, (_, index) => String(block.first + index).padStart(10, '0')),
    );
    expect(
      (await bootstrap(klein)).rows.some(
        (row) => row.entity === 'orderNumberBlock' && row.id === String(block.id),
      ),
    ).toBe(false);
  });

  it('drops a closed order that aged out of the six months from the doctors’ devices, once', async () => {
    const old = await sendOrder(weber, orderBody(catalogue, { number: nextNumber(), office_id: bonn }));
    const stillOpen = await sendOrder(weber, orderBody(catalogue, { number: nextNumber(), office_id: bonn }));
    const sevenMonthsAgo = new Date(t.clock.now().getTime() - 213 * 86_400_000);
    await t.database.db
      .update(orders)
      .set({ createdAt: sevenMonthsAgo })
      .where(eq(orders.uuid, stillOpen.uuid));
    await t.database.db
      .update(orders)
      .set({ createdAt: sevenMonthsAgo, status: 'done' })
      .where(eq(orders.uuid, old.uuid));
    const cursor = await cursorOf(klein);
    expect(await dropOrdersFromDevices(t.database.db, t.clock.now())).toBe(1);
    expect((await changesFor(klein, cursor, 'order', old.uuid)).map((change) => change.op)).toEqual(['del']);
    expect(await dropOrdersFromDevices(t.database.db, t.clock.now())).toBe(0);
    // The open one stays, however old; the closed one is not in a new device's mirror either.
    const mirrored = (await bootstrap(klein)).rows
      .filter((row) => row.entity === 'order')
      .map((row) => row.id);
    expect(mirrored).toContain(stillOpen.uuid);
    expect(mirrored).not.toContain(old.uuid);
    // Staff still find it online.
    expect((await labor.get(`/api/orders/${old.uuid}`)).statusCode).toBe(200);
  });

  it('brings the practice’s favourites to its doctors and removes them there', async () => {
    const cursor = await cursorOf(klein);
    const added = await weber.post('/api/orders/favourites', {
      office_id: bonn,
      profile_id: catalogue.profile('Niere'),
    });
    expect(added.statusCode, added.body).toBe(201);
    const favourite = added.json().data as { id: number };
    expect((await changesFor(klein, cursor, 'orderFavourite', String(favourite.id)))[0]?.op).toBe('put');
    // Marked again: still one.
    const again = await weber.post('/api/orders/favourites', {
      office_id: bonn,
      profile_id: catalogue.profile('Niere'),
    });
    expect(again.json().data.id).toBe(favourite.id);
    expect(
      (await weber.post('/api/orders/favourites', { office_id: bonn, analysis_id: 2_000_000_000 }))
        .statusCode,
    ).toBe(422);
    const removed = await klein.delete(`/api/orders/favourites/${favourite.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await changesFor(weber, cursor, 'orderFavourite', String(favourite.id))).at(-1)?.op).toBe('del');
    expect((await klein.delete(`/api/orders/favourites/${favourite.id}`)).statusCode).toBe(404);
  });

  it('notifies the practice’s doctors that the report of an order is there, by its number only', async () => {
    const order = await sendOrder(weber, orderBody(catalogue, { number: nextNumber(), office_id: bonn }));
    const [row] = await t.database.db.select().from(orders).where(eq(orders.uuid, order.uuid));
    if (!row) throw new Error('order not stored');
    await writeWithChanges(t.database.db, (tx, emit) => notifyOrderReport(tx, emit, row, t.clock.now()));
    for (const username of ['dr.weber', 'dr.klein']) {
      const [stored] = await t.database.db
        .select({ type: notifications.type, data: notifications.data })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(and(eq(users.username, username), eq(notifications.type, 'order.report')));
      expect(stored?.data).toEqual({ params: { number: order.number }, order: { uuid: order.uuid } });
    }
  });
});
