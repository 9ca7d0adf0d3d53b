/**
 * Orders through the HTTP API (issue 28): a doctor's order as her outbox sends it, every refusal of
 * the issue with its field message and nothing stored, the outbox's repeat making one order, a
 * queued order meeting a withdrawn analysis, cancelling before and after the lab started, who
 * sees which order, the staff's counts. The feed and the device window are orderFeed.test.ts, the
 * number blocks orderNumberBlocks.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRecordSchema, type OrderRecord } from '../../../src/contract/orders';
import { analyses, officeDoctors, orders, users } from '../../platform/db/schema';
import { writeWithChanges } from '../../platform/sync/writeWithChanges';
import { ensureOrderCatalogue, type TestCatalogue } from '../../testing/orderCatalogue';
import type { TestAgent } from '../../testing/session';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { testDatabases } from '../../testing/testDatabases';
import { moveOrder } from './orderStatusMoves';
import { leaseBlock, officeIdOf, orderBody, sendOrder, signInAll } from '../../testing/orders';

describe.each(testDatabases())('orders on $kind', (testDatabase) => {
  let t: TestApp;
  let catalogue: TestCatalogue;
  let weber: TestAgent;
  let klein: TestAgent;
  let labor: TestAgent;
  let admin: TestAgent;
  let koeln: number;
  let numbers: string[];

  const nextNumber = () => {
    const number = numbers.shift();
    if (!number) throw new Error('test ran out of order numbers');
    return number;
  };
  const body = (fields: Record<string, unknown> = {}) =>
    orderBody(catalogue, { number: nextNumber(), office_id: koeln, ...fields });
  const orderCount = async () => (await t.database.db.select({ n: count() }).from(orders))[0]?.n;
  const refused = async (agent: TestAgent, payload: object, language = 'de') => {
    const before = await orderCount();
    const response = await agent.post('/api/orders', payload, { 'accept-language': language });
    expect(response.statusCode, response.body).toBe(422);
    expect(await orderCount()).toBe(before);
    return response.json<{ message: string; errors: Record<string, string[]> }>().errors;
  };
  const moveTo = (id: number, to: OrderRecord['status']) =>
    writeWithChanges(t.database.db, (tx, emit) =>
      moveOrder(tx, emit, id, { to, source: 'lis', actor: { id: null, name: 'LIS' }, at: t.clock.now() }),
    );

  beforeAll(async () => {
    t = await createTestApp(testDatabase);
    catalogue = await ensureOrderCatalogue(t.database.db);
    [weber, klein, labor, admin] = await signInAll(t, ['dr.weber', 'dr.klein', 'labor', 'admin']);
    koeln = await officeIdOf(t.database.db, 'P-40117');
    const block = await leaseBlock(weber);
    numbers = Array.from({ length: block.size }, (_, index) => String(block.first + index).padStart(10, '0'));
  });
  afterAll(() => t?.close());

  it('takes a doctor’s order: sealed at rest, its items, the first step of its timeline, 201 with the record', async () => {
    const payload = body({ items: [{ analysis_id: catalogue.analysis('K'), billing: 'statutory' }] });
    const order = await sendOrder(weber, payload);
    expect(order).toMatchObject({
      uuid: payload.uuid,
      number: payload.number,
      status: 'new',
      office: { id: koeln },
      doctor: { name: 'Dr. med. Katharina Weber' },
      patient: { nachname: 'Mustermann', vorname: 'Erika', geburtsdatum: '1961-04-12' },
      items: [{ analysis_id: catalogue.analysis('K'), code: 'K', material: 'serum', billing: 'statutory' }],
      events: [{ status: 'new', by: 'Dr. med. Katharina Weber', source: 'portal' }],
      received_at: null,
      report_id: null,
    });
    const [stored] = await t.database.db.select().from(orders).where(eq(orders.uuid, payload.uuid));
    expect(stored?.sealedData).not.toContain('Mustermann');
    expect(stored?.sealedData).not.toContain('1961');
  });

  it('refuses anyone but a doctor with 403, staff and administrators too', async () => {
    for (const agent of [labor, admin]) {
      const response = await agent.post('/api/orders', body());
      expect(response.statusCode).toBe(403);
    }
  });

  it('refuses a patient without birth date, an order without analysis, unknown and withdrawn analyses', async () => {
    const noBirth = body();
    delete (noBirth.patient as Record<string, unknown>)['geburtsdatum'];
    expect((await refused(weber, noBirth))['patient.geburtsdatum']).toEqual([
      'Bitte geben Sie ein gültiges Geburtsdatum an, das nicht in der Zukunft liegt.',
    ]);
    expect((await refused(weber, body({ items: [] }), 'en'))['items']).toEqual([
      'Please choose at least one analysis (at most 80).',
    ]);
    const errors = await refused(
      weber,
      body({
        items: [
          { analysis_id: 2_000_000_000, billing: 'statutory' },
          { analysis_id: catalogue.analysis('T-WITHDRAWN'), billing: 'statutory' },
          { analysis_id: 99_999_999_999, billing: 'statutory' },
        ],
      }),
      'en',
    );
    expect(errors['items.0.analysis_id']).toEqual(["This analysis is not in the laboratory's catalogue."]);
    expect(errors['items.1.analysis_id']).toEqual([
      'The laboratory no longer offers this analysis. Please remove it from the order.',
    ]);
    expect(errors['items.2.analysis_id']).toBeDefined();
  });

  it('refuses a sample time beyond today and frozen material with an emergency', async () => {
    const tomorrow = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString();
    const errors = await refused(
      weber,
      body({
        sampled_at: tomorrow,
        urgency: 'emergency',
        items: [{ analysis_id: catalogue.analysis('T-FROZEN'), billing: 'statutory' }],
      }),
    );
    expect(errors['sampled_at']).toEqual(['Der Entnahmezeitpunkt darf nicht nach dem heutigen Tag liegen.']);
    expect(errors['items.0.analysis_id']?.[0]).toMatch(
      /^Dieses Material kann nicht mit der gewählten Dringlichkeit/,
    );
  });

  it('refuses a number not leased to the caller, a number used twice and another doctor’s practice', async () => {
    const kleinsBlock = await leaseBlock(klein);
    const foreign = await refused(weber, body({ number: String(kleinsBlock.first).padStart(10, '0') }), 'en');
    expect(foreign['number']).toEqual(['This order number was not leased to this device.']);
    const first = await sendOrder(weber, body());
    const twice = await refused(weber, body({ number: first.number }), 'en');
    expect(twice['number']).toEqual(['This order number is already taken.']);
    const munich = await officeIdOf(t.database.db, 'P-52031');
    expect((await refused(weber, body({ office_id: munich }), 'en'))['office_id']).toEqual([
      'Please choose one of your practices.',
    ]);
    // dr.weber works in two practices: she must say which.
    expect((await refused(weber, body({ office_id: null })))['office_id']).toEqual([
      'Bitte wählen Sie eine Ihrer Praxen.',
    ]);
    // dr.klein works in one: it is taken for her.
    const kleins = await sendOrder(
      klein,
      orderBody(catalogue, { number: String(kleinsBlock.first + 1).padStart(10, '0'), office_id: null }),
    );
    expect(kleins.office?.id).toBe(munich);
  });

  it('makes one order of an outbox action sent twice, with the same key or after the key expired', async () => {
    const payload = body();
    const key = randomUUID();
    const first = await weber.post('/api/orders', payload, { 'idempotency-key': key });
    const again = await weber.post('/api/orders', payload, { 'idempotency-key': key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const later = await weber.post('/api/orders', payload, { 'idempotency-key': randomUUID() });
    expect(later.statusCode).toBe(201);
    expect(later.json().data.id).toBe(first.json().data.id);
    const rows = await t.database.db.select().from(orders).where(eq(orders.uuid, payload.uuid));
    expect(rows).toHaveLength(1);
    // The uuid under another number is someone else's order: refused.
    expect((await refused(weber, { ...payload, number: nextNumber() }))['uuid']).toBeDefined();
  });

  it('answers a queued order that meets an analysis withdrawn meanwhile with 422 naming it', async () => {
    const queued = body({
      items: [
        { analysis_id: catalogue.analysis('K'), billing: 'statutory' },
        { analysis_id: catalogue.analysis('T-ROOM'), billing: 'statutory' },
      ],
    });
    await t.database.db
      .update(analyses)
      .set({ withdrawnAt: t.clock.now() })
      .where(eq(analyses.id, catalogue.analysis('T-ROOM')));
    try {
      const errors = await refused(weber, queued);
      expect(errors).toEqual({
        'items.1.analysis_id': [
          'Diese Analyse bietet das Labor nicht mehr an. Bitte entfernen Sie sie aus dem Auftrag.',
        ],
      });
    } finally {
      await t.database.db
        .update(analyses)
        .set({ withdrawnAt: null })
        .where(eq(analyses.id, catalogue.analysis('T-ROOM')));
    }
  });

  it('lets the doctor cancel until the lab has started, then refuses with 409 in the reader’s language', async () => {
    const open = await sendOrder(weber, body());
    const cancel = await weber.post(`/api/orders/${open.uuid}/cancel`, { note: 'Doppelt erfasst' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const cancelled = orderRecordSchema.parse(cancel.json().data);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.events.at(-1)).toMatchObject({
      status: 'cancelled',
      source: 'portal',
      note: 'Doppelt erfasst',
    });
    // Sent again (a repeat from the outbox): nothing more happens.
    expect((await weber.post(`/api/orders/${open.id}/cancel`, {})).json().data.events).toHaveLength(2);

    const started = await sendOrder(weber, body());
    await moveTo(started.id, 'in_progress');
    const de = await weber.post(`/api/orders/${started.id}/cancel`, {}, { 'accept-language': 'de' });
    expect(de.statusCode).toBe(409);
    expect(de.json().message).toBe('Der Auftrag ist bereits in Arbeit und kann nicht mehr storniert werden.');
    const en = await weber.post(`/api/orders/${started.id}/cancel`, {}, { 'accept-language': 'en' });
    expect(en.json().message).toBe('The lab has started this order; it can no longer be cancelled.');
    expect((await weber.get(`/api/orders/${started.id}`)).json().data.status).toBe('in_progress');
    // Another practice's doctor does not even find it.
    expect((await klein.post(`/api/orders/${started.id}/cancel`, {})).statusCode).toBe(404);
  });

  it('shows an order to the doctors of its practice and to staff, and 404 to other doctors', async () => {
    const bonn = await officeIdOf(t.database.db, 'P-40118');
    const [kleinUser] = await t.database.db.select().from(users).where(eq(users.username, 'dr.klein'));
    await t.database.db.insert(officeDoctors).values({ officeId: bonn, userId: kleinUser?.id ?? 0 });
    const inBonn = await sendOrder(weber, body({ office_id: bonn }));
    const inKoeln = await sendOrder(weber, body());
    expect((await klein.get(`/api/orders/${inBonn.uuid}`)).statusCode).toBe(200);
    expect((await klein.get(`/api/orders/${inKoeln.uuid}`)).statusCode).toBe(404);
    expect((await klein.get(`/api/orders/${inKoeln.id}`)).statusCode).toBe(404);
    expect((await labor.get(`/api/orders/${inKoeln.id}`)).statusCode).toBe(200);

    const kleinsList = (await klein.get('/api/orders?perPage=100')).json<{ data: OrderRecord[] }>().data;
    expect(kleinsList.map((order) => order.uuid)).toContain(inBonn.uuid);
    expect(kleinsList.map((order) => order.uuid)).not.toContain(inKoeln.uuid);
    const staffList = await labor.get('/api/orders?perPage=10');
    expect(staffList.statusCode).toBe(200);
    const page = staffList.json<{ data: OrderRecord[]; meta: { total: number } }>();
    expect(page.meta.total).toBe(await orderCount());
    // Newest first.
    expect(page.data[0]?.uuid).toBe(inKoeln.uuid);
    const created = page.data.map((order) => order.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    // A doctor's pages merge her practices' orders and her own, newest first, as one list.
    const all = (await weber.get('/api/orders?perPage=100')).json<{ data: OrderRecord[] }>().data;
    expect(new Set(all.map((order) => order.office?.id)).size).toBe(2);
    const pages = [];
    for (const pageNumber of [1, 2, 3])
      pages.push(
        ...(await weber.get(`/api/orders?perPage=10&page=${pageNumber}`)).json<{ data: OrderRecord[] }>()
          .data,
      );
    expect(pages.map((order) => order.uuid)).toEqual(all.slice(0, 30).map((order) => order.uuid));
    // Filtered by status.
    const cancelled = (await labor.get('/api/orders?status=cancelled')).json<{ data: OrderRecord[] }>().data;
    expect(cancelled.length).toBeGreaterThan(0);
    expect(cancelled.every((order) => order.status === 'cancelled')).toBe(true);
    await t.database.db
      .delete(officeDoctors)
      .where(and(eq(officeDoctors.officeId, bonn), eq(officeDoctors.userId, kleinUser?.id ?? 0)));
  });

  it('filters both lists by status, period and doctor, with totals that count what the filter keeps', async () => {
    const db = t.database.db;
    const [weberUser] = await db.select().from(users).where(eq(users.username, 'dr.weber'));
    const weberId = weberUser?.id ?? 0;
    const practices = (await db.select().from(officeDoctors).where(eq(officeDoctors.userId, weberId))).map(
      (row) => row.officeId,
    );
    const spread = [
      await sendOrder(weber, body()),
      await sendOrder(weber, body()),
      await sendOrder(weber, body()),
    ];
    for (const [index, order] of spread.entries())
      await db
        .update(orders)
        .set({ createdAt: new Date(2026, 0, 10 + index, 12) })
        .where(eq(orders.id, order.id));
    const rows = await db
      .select({
        id: orders.id,
        status: orders.status,
        createdAt: orders.createdAt,
        officeId: orders.officeId,
        doctorId: orders.doctorId,
      })
      .from(orders);
    const newestFirst = [...rows].sort(
      (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
    );
    const weberSees = (row: (typeof rows)[number]) =>
      row.doctorId === weberId || (row.officeId !== null && practices.includes(row.officeId));
    const cases: [string, (row: (typeof rows)[number]) => boolean][] = [
      ['status=open', (row) => row.status !== 'done' && row.status !== 'cancelled'],
      ['from=2026-01-11', (row) => row.createdAt >= new Date(2026, 0, 11)],
      ['to=2026-01-11', (row) => row.createdAt < new Date(2026, 0, 12)],
      [
        'from=2026-01-10&to=2026-01-11&status=new',
        (row) =>
          row.createdAt >= new Date(2026, 0, 10) &&
          row.createdAt < new Date(2026, 0, 12) &&
          row.status === 'new',
      ],
      [`doctor_id=${weberId}`, (row) => row.doctorId === weberId],
    ];
    for (const [query, keeps] of cases)
      for (const [agent, sees] of [
        [weber, weberSees],
        [labor, () => true],
      ] as const) {
        const expected = newestFirst.filter((row) => sees(row) && keeps(row));
        const response = await agent.get(`/api/orders?perPage=50&${query}`);
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json<{ data: OrderRecord[]; meta: { total: number } }>();
        expect(page.meta.total, query).toBe(expected.length);
        expect(
          page.data.map((order) => order.id),
          query,
        ).toEqual(expected.slice(0, 50).map((row) => row.id));
      }
  });

  it('counts today’s new orders and the open ones for the staff dashboard, for staff only', async () => {
    const counts = await labor.get('/api/orders/counts');
    expect(counts.statusCode).toBe(200);
    const all = await t.database.db
      .select({ status: orders.status, createdAt: orders.createdAt })
      .from(orders);
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    expect(counts.json().data).toEqual({
      today: all.filter((order) => order.createdAt >= midnight).length,
      open: all.filter((order) => order.status !== 'done' && order.status !== 'cancelled').length,
    });
    expect((await weber.get('/api/orders/counts')).statusCode).toBe(403);
  });
});
