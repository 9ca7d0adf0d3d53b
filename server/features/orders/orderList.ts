/**
 * The order list of `GET /api/orders` and the staff dashboard's counts (issue 28).
 *
 * Newest first (created_at, id), filtered by status, period and (staff) doctor, paged in the list
 * envelope. The statements follow the schema's indexes: a doctor's page comes from the newest rows of
 * each of her practices (orders_office_created_idx) and of her own (orders_doctor_created_idx),
 * her total from one bitmap over both; the staff's page walks orders_created_idx (created_at, id)
 * backwards and stops after the page.
 * The staff's total without a period or doctor filter is a sum over `order_counts` (nine rows, kept
 * by triggers, migration 0020) rather than a count over 200k orders (docs/benchmarks.md). The
 * patient filter works on the device only: the server cannot read names (sealed).
 */
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { isOpenOrder, mayListAllOrders } from '../../../src/contract/orderRules';
import {
  ORDER_STATUSES,
  type OrderListQuery,
  type OrderListStatusFilter,
  type OrderRecord,
  type OrderStatus,
} from '../../../src/contract/orders';
import type { PaginationMeta } from '../../../src/contract/listEnvelope';
import type { AppDb } from '../../platform/db/database';
import { officeDoctors, orderCounts, orders } from '../../platform/db/schema';
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

/** The list's filters as one condition (without who may see what). */
function filterCondition(query: OrderListQuery): SQL | undefined {
  return and(
    query.status ? inArray(orders.status, [...statusesOf(query.status)]) : undefined,
    query.from ? gte(orders.createdAt, dayStart(query.from)) : undefined,
    query.to ? lt(orders.createdAt, new Date(dayStart(query.to).getTime() + DAY_MS)) : undefined,
    query.doctor_id ? eq(orders.doctorId, query.doctor_id) : undefined,
  );
}

/** The list's filters as one condition, with what the viewer may see. */
export const orderListCondition = (viewer: OrderViewer, query: OrderListQuery): SQL | undefined =>
  and(visibleOrders(viewer), filterCondition(query));

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/**
 * The rows a doctor's page can come from: the newest `offset + perPage` matches of each of her
 * practices and of her own, each read in order from its (office_id | doctor_id, created_at) index
 * and stopped there. One `office_id = ANY(...) OR doctor_id = ...` condition would leave PostgreSQL
 * guessing how many rows match: it walked all orders backwards by date (15 ms at 200k,
 * docs/benchmarks.md).
 */
async function doctorPageCandidates(db: AppDb, doctorId: number, query: OrderListQuery): Promise<SQL> {
  const own = await db
    .select({ id: officeDoctors.officeId })
    .from(officeDoctors)
    .where(eq(officeDoctors.userId, doctorId));
  const filters = filterCondition(query);
  const reach = pageOffset(query) + query.perPage;
  const branches = [
    ...own.map((office) => eq(orders.officeId, office.id)),
    eq(orders.doctorId, doctorId),
  ].map(
    (owner) =>
      sql`(${db
        .select({ id: orders.id })
        .from(orders)
        .where(and(owner, filters))
        .orderBy(...newestFirst)
        .limit(reach)})`,
  );
  return sql`${orders.id} in (${sql.join(branches, sql` union `)})`;
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
  const pageWhere = mayListAllOrders(viewer.permissions)
    ? where
    : and(where, await doctorPageCandidates(db, viewer.id, query));
  const [rows, total] = await Promise.all([
    selectOrders(db, pageWhere)
      .orderBy(...newestFirst)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    countedTotal(db, viewer, query).then(
      async (counted) =>
        counted ?? (await db.select({ total: count() }).from(orders).where(where))[0]?.total ?? 0,
    ),
  ]);
  return paginate(list, query, total, await orderRecordsOf(db, rows));
}

/** Staff dashboard: the orders created today (the lab's day) and all open ones. */
export async function countOrders(db: AppDb, now: Date): Promise<{ today: number; open: number }> {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const [row] = await db.select({ today: count() }).from(orders).where(gte(orders.createdAt, today));
  return { today: row?.today ?? 0, open: await sumCounts(db, OPEN_ORDER_STATUSES) };
}
