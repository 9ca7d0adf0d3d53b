/**
 * The order list of `GET /api/orders` and the staff dashboard's counts (issue 28).
 *
 * Newest first (created_at, id), filtered by status, period and doctor, paged in the list envelope,
 * by prepared statements that follow the schema's indexes (orderListStatements.ts): the staff's page
 * walks orders_created_idx (created_at, id) backwards and stops after the page.
 * The staff's total without a period or doctor filter is a sum over `order_counts` (nine rows, kept
 * by triggers, migration 0020) rather than a count over 200k orders (docs/benchmarks.md). The
 * patient filter works on the device only: the server cannot read names (sealed).
 */
import { count, gte } from 'drizzle-orm';
import { isOpenOrder, mayCreateOrders, mayListAllOrders } from '../../../src/contract/orderRules';
import {
  ORDER_STATUSES,
  type OrderListQuery,
  type OrderListStatusFilter,
  type OrderRecord,
  type OrderStatus,
} from '../../../src/contract/orders';
import type { PaginationMeta } from '../../../src/contract/listEnvelope';
import type { AppDb } from '../../platform/db/database';
import { orders } from '../../platform/db/schema';
import { paginate, type ListLocation } from '../../platform/http/paginator';
import type { OrderViewer } from './orderAccess';
import { countOrderList, preparedOrderDetails, selectOrderPage, sumOrderCounts } from './orderListStatements';
import { orderRecordsOf } from './orderRecords';

/** The statuses of open orders (orderRules.ts `isOpenOrder`). */
const OPEN_ORDER_STATUSES = ORDER_STATUSES.filter(isOpenOrder);

/** The statuses a list filter names: one status, or `open` (every open one; the staff dashboard's link). */
const statusesOf = (filter: OrderListStatusFilter): readonly OrderStatus[] =>
  filter === 'open' ? OPEN_ORDER_STATUSES : [filter];

/** The staff's total from `order_counts` when only a status narrows the list; else undefined. */
async function countedTotal(db: AppDb, query: OrderListQuery): Promise<number | undefined> {
  if (query.from || query.to || query.doctor_id) return undefined;
  return query.status
    ? sumOrderCounts(db, query.status, statusesOf(query.status))
    : sumOrderCounts(db, 'all', ORDER_STATUSES);
}

export async function listOrders(
  db: AppDb,
  list: ListLocation,
  viewer: OrderViewer,
  query: OrderListQuery,
): Promise<{ data: OrderRecord[]; meta: PaginationMeta }> {
  const seen = mayListAllOrders(viewer.permissions)
    ? 'staff'
    : mayCreateOrders(viewer.permissions)
      ? 'doctor'
      : undefined;
  if (!seen) return paginate(list, query, 0, []);
  const statuses = query.status ? statusesOf(query.status) : ORDER_STATUSES;
  const [rows, total] = await Promise.all([
    selectOrderPage(db, seen, viewer.id, query, statuses),
    (seen === 'staff' ? countedTotal(db, query) : Promise.resolve(undefined)).then(
      (counted) => counted ?? countOrderList(db, seen, viewer.id, query, statuses),
    ),
  ]);
  return paginate(list, query, total, await orderRecordsOf(db, rows, preparedOrderDetails(db)));
}

/** Staff dashboard: the orders created today (the lab's day) and all open ones. */
export async function countOrders(db: AppDb, now: Date): Promise<{ today: number; open: number }> {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const [row] = await db.select({ today: count() }).from(orders).where(gte(orders.createdAt, today));
  return { today: row?.today ?? 0, open: await sumOrderCounts(db, 'open', OPEN_ORDER_STATUSES) };
}
