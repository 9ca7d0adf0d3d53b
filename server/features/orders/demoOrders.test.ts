/**
 * The demo orders (issue 28): dr.weber's (both practices) and dr.klein's, in every status of the
 * list, with timelines, numbers from blocks leased to them, and from 'Befund erstellt' on linked to
 * the newest demo report of the same patient. Seeded onto the catalogue rows of the test helper when
 * the catalogue's own demo seed is absent (it runs before this one in the real demo).
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderRecord } from '../../../src/contract/orders';
import { orderNumberBlocks, orders, reports, users } from '../../platform/db/schema';
import { ensureOrderCatalogue } from '../../testing/orderCatalogue';
import { signIn } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { seedDemoOrders } from './demoOrders';

describe.each(testDatabases())('demo orders on $kind', (testDatabase) => {
  let t: TestApp;
  const reportIds = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    const { db } = t.database;
    const [seeded] = await db.select({ n: count() }).from(orders);
    if (seeded?.n === 0) {
      await ensureOrderCatalogue(db);
      for (const [username, nachname, vorname] of [
        ['dr.weber', 'Hartmann', 'Jürgen'],
        ['dr.klein', 'Vogel', 'Klaus'],
      ] as const) {
        const [doctor] = await db.select().from(users).where(eq(users.username, username));
        const [report] = await db
          .insert(reports)
          .values({
            befundId: `2700${reportIds.size}`,
            userId: doctor?.id ?? 0,
            patientData: { nachname, vorname, geburtsdatum: null },
            filename: `${doctor?.lisId}_2700${reportIds.size}_${nachname}_${vorname}.pdf`,
            fileKey: `demo-order-test-${reportIds.size}`,
            fileSize: 1,
          })
          .returning({ id: reports.id });
        reportIds.set(nachname, report?.id ?? 0);
      }
      await seedDemoOrders(db, t.clock.now());
    }
  });
  afterAll(() => t?.close());

  it('has dr.weber’s and dr.klein’s orders in every status, dr.weber’s in both practices', async () => {
    for (const username of ['dr.weber', 'dr.klein'] as const) {
      const agent = await signIn(t, username);
      const list = (await agent.get('/api/orders?perPage=100')).json<{ data: OrderRecord[] }>().data;
      expect(new Set(list.map((order) => order.status))).toEqual(new Set(ORDER_STATUSES));
      for (const order of list) {
        expect(order.items.length).toBeGreaterThan(0);
        expect(order.events[0]).toMatchObject({ status: 'new', source: 'portal' });
        expect(order.events.at(-1)?.status).toBe(order.status);
        expect(order.events.map((event) => event.at)).toEqual(order.events.map((event) => event.at).sort());
      }
      if (username === 'dr.weber') expect(new Set(list.map((order) => order.office?.name)).size).toBe(2);
      expect(list.some((order) => order.urgency === 'emergency')).toBe(true);
      expect(list.some((order) => order.items.some((item) => item.profile_id !== null))).toBe(true);
    }
  });

  it('links the orders from ‘Befund erstellt’ on to the demo report of the same patient', async () => {
    if (reportIds.size === 0) return; // the real demo seeded them: its reports are not known here
    const weber = await signIn(t, 'dr.weber');
    const list = (await weber.get('/api/orders?status=report_created')).json<{ data: OrderRecord[] }>().data;
    const hartmann = list.find((order) => order.patient.nachname === 'Hartmann');
    expect(hartmann?.report_id).toBe(reportIds.get('Hartmann'));
    expect(hartmann?.events.find((event) => event.status === 'report_created')?.source).toBe('import');
  });

  it('takes the numbers from blocks leased to the ordering doctors', async () => {
    const rows = await t.database.db.select().from(orders);
    const blocks = await t.database.db.select().from(orderNumberBlocks);
    for (const order of rows) {
      const number = Number(order.number);
      const block = blocks.find(
        (candidate) => candidate.first <= number && number < candidate.first + candidate.size,
      );
      expect(block?.userId).toBe(order.doctorId);
    }
  });
});
