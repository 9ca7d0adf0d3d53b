/**
 * The order list of `GET /api/orders` and the staff dashboard's counts (issue 28).
 *
 * Newest first (created_at, id), filtered by status, period and (staff) doctor, paged in the list
 * envelope. The statements follow the schema's indexes: a doctor's list reads her practices' orders
 * (orders_office_created_idx) and her own (orders_doctor_created_idx) as one bitmap, a few hundred
 * rows; the staff's walks orders_created_idx (created_at, id) backwards and stops after the page.
 * The staff's total without a period or doctor filter is a sum over `order_counts` (nine rows, kept
 * by triggers, migration 0020) rather than a count over 200k orders (docs/benchmarks.md). The
 * patient filter works on the device only: the server cannot read names (sealed).
 */
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { isOpenOrder } from '../../../src/contract/orderRules';
import {
  ORDER_STATUSES,
  type OrderListQuery,
  type OrderListStatusFilter,
  type OrderRecord,
  type OrderStatus,
} from '../../../src/contract/orders';
import type { PaginationMeta } from '../../../src/contract/listEnvelope';
import type { AppDb } from '../../platform/db/database';
import { orderCounts, orders } from '../../platform/db/schema';
import { paginate, pageOffset, type ListLocation } from '../../platform/http/paginator';
import { visibleOrders, type OrderViewer } from './orderAccess';
import { orderRecordsOf, selectOrders } from './orderRecords';

const DAY_MS = 86_400_000;

/** The statuses of open orders (orderRules.ts `isOpenOrder`). */
const OPEN_ORDER_STATUSES = ORDER_STATUSES.filter(isOpenOrder);

/** The statuses a list filter names: one status, or `open` (every open one; the staff dashboard's link). */
const statusesOf = (filter: OrderListStatusFilter): readonly OrderStatus[] =>
  filter === 'open' ? OPEN_ORDER_STATUSES : [filter];

/** The first moment of a YYYY-MM-DD day in the server's time zone (the lab's). */
const dayStart = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
};

/** The list's filters as one condition, with what the viewer may see. */
export function orderListCondition(viewer: OrderViewer, query: OrderListQuery): SQL | undefined {
  return and(
    visibleOrders(viewer),
    query.status ? inArray(orders.status, [...statusesOf(query.status)]) : undefined,
    query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)) : undefined,
    query.doctor_id ? eq(orders.doctorId, query.doctor_id) : undefined,
  );
}

/** The staff's total from `order_counts` when only a status narrows the list; else undefined. */
async function countedTotal(
  db: AppDb,
  viewer: OrderViewer,
  query: OrderListQuery,
): Promise<number | undefined> {
  if (visibleOrders(viewer) !== undefined || query.from || query.to || query.doctor_id) return undefined;
  return sumCounts(db, query.status ? statusesOf(query.status) : ORDER_STATUSES);
}

async function sumCounts(db: AppDb, statuses: readonly OrderStatus[]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${orderCounts.total}), 0)`.mapWith(Number) })
    .from(orderCounts)
    .where(inArray(orderCounts.status, [...statuses]));
  return row?.total ?? 0;
}

export async function listOrders(
  db: AppDb,
  list: ListLocation,
  viewer: OrderViewer,
  query: OrderListQuery,
): Promise<{ data: OrderRecord[]; meta: PaginationMeta }> {
  const where = orderListCondition(viewer, query);
  const rows = await selectOrders(db, where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.perPage)
    .offset(pageOffset(query));
  const total =
    (await countedTotal(db, viewer, query)) ??
    (await db.select({ total: count() }).from(orders).where(where))[0]?.total ??
    0;
  return paginate(list, query, total, await orderRecordsOf(db, rows));
}

/** Staff dashboard: the orders created today (the lab's day) and all open ones. */
export async function countOrders(db: AppDb, now: Date): Promise<{ today: number; open: number }> {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const [row] = await db.select({ today: count() }).from(orders).where(gte(orders.createdAt, today));
  return { today: row?.today ?? 0, open: await sumCounts(db, OPEN_ORDER_STATUSES) };
}
