/**
 * The order list's statements, prepared (preparedOnce) like the report list's (bench:api,
 * docs/benchmarks.md): one statement per shape (staff or doctor, the status filter, which of
 * period and doctor filters are given), built by drizzle on first use only; the viewer, the dates,
 * the page and the page's ids are parameters.
 *
 * A doctor's page comes from the newest `offset + perPage` rows of each of her practices (a LATERAL
 * backward scan of orders_office_created_idx per practice) and of her own (orders_doctor_created_idx),
 * united, so PostgreSQL never walks all orders by date; her total is one bitmap over both indexes.
 */
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { OrderListQuery, OrderListStatusFilter, OrderStatus } from '../../../src/contract/orders';
import type { AppDb } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/preparedOnce';
import { officeDoctors, orderCounts, orderEvents, orderItems, orders } from '../../platform/db/schema';
import { pageOffset } from '../../platform/http/paginator';
import { doctorsOrders } from './orderAccess';
import {
  selectOrderEvents,
  selectOrderItems,
  selectOrders,
  type OrderDetailsReader,
  type SelectedOrder,
} from './orderRecords';

const DAY_MS = 86_400_000;

export type OrderListViewer = 'staff' | 'doctor';

/** The first moment of a YYYY-MM-DD day in the server's time zone (the lab's). */
const dayStart = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
};

/** What makes two list requests the same statement. */
interface ListShape {
  viewer: OrderListViewer;
  status: OrderListStatusFilter | undefined;
  from: boolean;
  to: boolean;
  doctor: boolean;
}

const shapeOf = (viewer: OrderListViewer, query: OrderListQuery): ListShape => ({
  viewer,
  status: query.status,
  from: query.from !== undefined,
  to: query.to !== undefined,
  doctor: query.doctor_id !== undefined,
});

const nameOf = (kind: string, shape: ListShape): string =>
  [
    'order',
    kind,
    shape.viewer,
    shape.status ?? 'any',
    shape.from ? 'from' : '',
    shape.to ? 'to' : '',
    shape.doctor ? 'doctor' : '',
  ].join('_');

/** The parameters every shape's statements take (unused ones are ignored). */
const parametersOf = (viewerId: number, query: OrderListQuery) => ({
  viewerId,
  from: query.from ? dayStart(query.from).toISOString() : null,
  to: query.to ? new Date(dayStart(query.to).getTime() + DAY_MS).toISOString() : null,
  doctorId: query.doctor_id ?? null,
  reach: pageOffset(query) + query.perPage,
  limit: query.perPage,
  offset: pageOffset(query),
});

/** The list's filters as one condition on `orders`, with placeholders for the values. */
const filtersOf = (shape: ListShape, statuses: readonly OrderStatus[]): SQL | undefined =>
  and(
    shape.status ? inArray(orders.status, [...statuses]) : undefined,
    shape.from ? gte(orders.createdAt, sql.placeholder('from')) : undefined,
    shape.to ? lt(orders.createdAt, sql.placeholder('to')) : undefined,
    shape.doctor ? eq(orders.doctorId, sql.placeholder('doctorId')) : undefined,
  );

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

/** The ids a doctor's page can come from (see the file's comment). */
function doctorPageCandidates(filters: SQL | undefined): SQL {
  const viewer = sql.placeholder('viewerId');
  const ofPractice = and(sql`${orders.officeId} = practice.office_id`, filters);
  const own = and(eq(orders.doctorId, viewer), filters);
  return sql`${orders.id} in (
    select newest.id
      from unnest(array(select ${officeDoctors.officeId} from ${officeDoctors} where ${officeDoctors.userId} = ${viewer})) as practice(office_id)
      cross join lateral (
        select ${orders.id} as id from ${orders} where ${ofPractice}
        order by ${orders.createdAt} desc, ${orders.id} desc limit ${sql.placeholder('reach')}
      ) as newest
    union
    (select ${orders.id} from ${orders} where ${own}
      order by ${orders.createdAt} desc, ${orders.id} desc limit ${sql.placeholder('reach')})
  )`;
}

/** One page of the list, newest first. */
export function selectOrderPage(
  db: AppDb,
  viewer: OrderListViewer,
  viewerId: number,
  query: OrderListQuery,
  statuses: readonly OrderStatus[],
): Promise<SelectedOrder[]> {
  const shape = shapeOf(viewer, query);
  const name = nameOf('page', shape);
  const statement = preparedOnce(db, name, () => {
    const filters = filtersOf(shape, statuses);
    const where =
      viewer === 'staff'
        ? filters
        : and(doctorsOrders(sql.placeholder('viewerId')), filters, doctorPageCandidates(filters));
    return selectOrders(db, where)
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
  return statement.execute(parametersOf(viewerId, query));
}

/** How many orders the list has, counted (a doctor's, or the staff's with a period or doctor filter). */
export async function countOrderList(
  db: AppDb,
  viewer: OrderListViewer,
  viewerId: number,
  query: OrderListQuery,
  statuses: readonly OrderStatus[],
): Promise<number> {
  const shape = shapeOf(viewer, query);
  const name = nameOf('count', shape);
  const statement = preparedOnce(db, name, () => {
    const filters = filtersOf(shape, statuses);
    const where = viewer === 'staff' ? filters : and(doctorsOrders(sql.placeholder('viewerId')), filters);
    return db.select({ total: count() }).from(orders).where(where).prepare(name);
  });
  const [row] = await statement.execute(parametersOf(viewerId, query));
  return row?.total ?? 0;
}

/** The orders in `statuses` from `order_counts` (nine rows kept by triggers, migration 0020). */
export async function sumOrderCounts(
  db: AppDb,
  key: string,
  statuses: readonly OrderStatus[],
): Promise<number> {
  const name = `order_counts_${key}`;
  const statement = preparedOnce(db, name, () =>
    db
      .select({ total: sql<number>`coalesce(sum(${orderCounts.total}), 0)`.mapWith(Number) })
      .from(orderCounts)
      .where(inArray(orderCounts.status, [...statuses]))
      .prepare(name),
  );
  const [row] = await statement.execute();
  return row?.total ?? 0;
}

/** The analyses and timelines of a page's orders, by two prepared statements. */
export const preparedOrderDetails =
  (db: AppDb): OrderDetailsReader =>
  async (ids) => {
    const items = preparedOnce(db, 'order_page_items', (name) =>
      selectOrderItems(db, sql`${orderItems.orderId} = any(${sql.placeholder('ids')})`).prepare(name),
    );
    const events = preparedOnce(db, 'order_page_events', (name) =>
      selectOrderEvents(db, sql`${orderEvents.orderId} = any(${sql.placeholder('ids')})`).prepare(name),
    );
    const [itemRows, eventRows] = await Promise.all([items.execute({ ids }), events.execute({ ids })]);
    return { items: itemRows, events: eventRows };
  };
