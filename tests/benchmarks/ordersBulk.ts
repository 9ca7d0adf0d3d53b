/**
 * The orders of `npm run bench:api` (issue 28), bulk-inserted in SQL beside the reports
 * (reportsApiServer.ts): BENCH_ORDERS orders, BENCH_WEBER_ORDERS of them dr.weber's (in her two
 * practices, alternating), the rest spread over the bulk doctors (no practice); created over the
 * last 180 days, every status of the list in turn, three analyses and one or two timeline steps
 * each. The patient data is one real sealed value (orderSeal.ts) repeated, so the portal opens
 * each row as it would any order. Numbers start at 3,000,000,001, above the range leased blocks use.
 * Issue 30: 2,000,000 orders by default (ten times issue 28's), the three tables' secondary indexes
 * built after the load (benchIndexes.ts), each table's time in `times`.
 */
import type pg from 'pg';
import { ORDER_STATUSES } from '../../src/contract/orders';
import { sealOrderData } from '../../server/features/orders/orderSeal';
import { ensureOrderCatalogue } from '../../server/testing/orderCatalogue';
import type { AppDb } from '../../server/platform/db/database';
import { withIndexesAfterLoad } from './benchIndexes';

/** Milliseconds per step (reportsApiServer.ts: SeedTimes). */
type SeedTimes = Record<string, number>;

const ORDERS = Number(process.env['BENCH_ORDERS'] ?? 2_000_000);
const WEBER_ORDERS = Number(process.env['BENCH_WEBER_ORDERS'] ?? 300);

const sqlList = (items: readonly string[]) => `ARRAY[${items.map((item) => `'${item}'`).join(', ')}]::text[]`;

export async function seedBulkOrders(
  db: AppDb,
  pool: pg.Pool,
  times: SeedTimes,
): Promise<{ orders: number; ordersSize: string }> {
  await ensureOrderCatalogue(db);
  const sealed = sealOrderData({
    patient: {
      nachname: 'Mustermann',
      vorname: 'Erika',
      geburtsdatum: '1961-04-12',
      geschlecht: 'female',
      versicherungsart: 'statutory',
      versichertennummer: 'M614120007',
    },
    clinical_question: 'Verlaufskontrolle Niereninsuffizienz',
    icd10: ['N18.3'],
  });
  const client = await pool.connect();
  try {
    // The demo's own orders come before and keep their items and timelines.
    const { rows: before } = await client.query<{ last: number }>(
      'SELECT coalesce(max(id), 0)::int AS last FROM orders',
    );
    const lastDemoOrder = before[0]?.last ?? 0;
    await client.query('SET synchronous_commit = off');
    let started = performance.now();
    const { indexMs } = await withIndexesAfterLoad(
      client,
      ['orders', 'order_items', 'order_events'],
      async () => {
        await client.query(
          `WITH doctors AS (
           SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k
           FROM users WHERE username LIKE 'bench.arzt%'),
         weber AS (
           SELECT u.id, array_agg(od.office_id ORDER BY od.office_id) AS offices
           FROM users u JOIN office_doctors od ON od.user_id = u.id
           WHERE u.username = 'dr.weber' GROUP BY u.id),
         source AS (
           SELECT g, now() - interval '180 days' * random() AS created FROM generate_series(1, $1::int) AS g)
         INSERT INTO orders (uuid, number, status, office_id, doctor_id, sealed_data, urgency, sampled_at,
                             sample_time_kind, received_at, created_at, updated_at)
         SELECT gen_random_uuid(), (3000000000 + g)::text, (${sqlList(ORDER_STATUSES)})[1 + g % ${ORDER_STATUSES.length}],
                CASE WHEN g > $1::int - $2::int THEN weber.offices[1 + g % 2] END,
                CASE WHEN g > $1::int - $2::int THEN weber.id ELSE doctors.id END,
                $3, (ARRAY['normal', 'normal', 'normal', 'urgent', 'emergency'])[1 + g % 5],
                created - interval '1 hour', 'actual',
                CASE WHEN g % ${ORDER_STATUSES.length} > 0 THEN created + interval '1 hour' END, created, created
         FROM source CROSS JOIN weber
         LEFT JOIN doctors ON doctors.k = g % (SELECT count(*) FROM doctors)`,
          [ORDERS, WEBER_ORDERS, sealed],
        );
        times['orders'] = performance.now() - started;
        started = performance.now();
        await client.query(
          `WITH catalogue AS (SELECT array_agg(id ORDER BY id) AS ids FROM analyses WHERE withdrawn_at IS NULL)
         INSERT INTO order_items (order_id, position, analysis_id, billing)
         SELECT o.id, p, catalogue.ids[1 + (o.id * 7 + p * 3) % cardinality(catalogue.ids)], 'statutory'
         FROM orders o CROSS JOIN catalogue CROSS JOIN generate_series(0, 2) AS p
         WHERE o.id > $1`,
          [lastDemoOrder],
        );
        times['order_items'] = performance.now() - started;
        started = performance.now();
        await client.query(
          `INSERT INTO order_events (order_id, status, at, actor_name, source)
         SELECT id, 'new', created_at, 'Dr. med. Bench', 'portal' FROM orders WHERE id > $1
         UNION ALL
         SELECT id, status, created_at + interval '2 hours', 'Labor-EDV (LIS)', 'lis' FROM orders
         WHERE id > $1 AND status <> 'new'`,
          [lastDemoOrder],
        );
        times['order_events'] = performance.now() - started;
      },
    );
    times['orders: indexes'] = indexMs;
    const { rows } = await client.query<{ orders: number; size: string }>(
      `SELECT count(*)::int AS orders, pg_size_pretty(pg_total_relation_size('orders')) AS size FROM orders`,
    );
    return { orders: rows[0]?.orders ?? 0, ordersSize: rows[0]?.size ?? '?' };
  } finally {
    client.release();
  }
}
