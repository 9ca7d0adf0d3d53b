/**
 * Who sees which order (issue 28; design brief: permission and ownership on every endpoint), in one
 * place for the lists, the look-ups and the mirror. A doctor holding 'create orders' sees the orders
 * of the practices she works in and those she requested herself; staff holding 'list orders' see
 * every order; anyone else none. What a device keeps of what it may see: a doctor's keeps the open
 * orders and those of the last ORDER_DEVICE_MONTHS; a staff device's full sync takes the last
 * STAFF_MIRRORED_ORDER_DAYS (older ones are paged online), as with reports.
 */
import { and, eq, gte, notInArray, or, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { ORDER_DEVICE_MONTHS, STAFF_MIRRORED_ORDER_DAYS } from '../../../src/contract/constants';
import { isOpenOrder, mayCreateOrders, mayListAllOrders } from '../../../src/contract/orderRules';
import { ORDER_STATUSES, type OrderStatus } from '../../../src/contract/orders';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { idOrUuidCondition } from '../../platform/db/idOrUuidCondition';
import { officeDoctors, orders } from '../../platform/db/schema';

export interface OrderViewer {
  id: number;
  permissions: ReadonlySet<string> | readonly string[];
}

/** The statuses an order is closed in (not orderRules.ts `isOpenOrder`). */
export const CLOSED_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !isOpenOrder(status),
);

/**
 * Whether a row's practice is one the user works in. Written as `= ANY(ARRAY(subquery))`, which
 * PostgreSQL runs once before the scan and compares like a list of values, so the practice's index
 * answers; `IN (subquery)` would be a hashed subplan checked row by row (docs/benchmarks.md).
 */
export const inOfficesOf = (column: AnyColumn, userId: number | Placeholder): SQL =>
  sql`${column} = ANY(ARRAY(select ${officeDoctors.officeId} from ${officeDoctors} where ${officeDoctors.userId} = ${userId}))`;

/** A doctor's orders: those of the practices she works in, and those she requested. */
export const doctorsOrders = (doctorId: number | Placeholder): SQL =>
  or(inOfficesOf(orders.officeId, doctorId), eq(orders.doctorId, doctorId)) as SQL;

/** The condition on `orders` of what the viewer may see (undefined: everything). */
export function visibleOrders(viewer: OrderViewer): SQL | undefined {
  if (mayListAllOrders(viewer.permissions)) return undefined;
  if (!mayCreateOrders(viewer.permissions)) return sql`false`;
  return doctorsOrders(viewer.id);
}

/** The start of the doctors' device window: orders created before it leave once closed. */
export function deviceWindowStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - ORDER_DEVICE_MONTHS);
  return start;
}

const DAY_MS = 86_400_000;

/**
 * What a device mirrors of what the viewer sees. `fullSync`: a bootstrap's snapshot (staff then
 * take only the recent orders; their pulls bring every change whatever its age).
 */
export function mirroredOrders(viewer: OrderViewer, fullSync: boolean, now: Date): SQL | undefined {
  if (mayListAllOrders(viewer.permissions)) {
    return fullSync
      ? gte(orders.createdAt, new Date(now.getTime() - STAFF_MIRRORED_ORDER_DAYS * DAY_MS))
      : undefined;
  }
  return and(
    visibleOrders(viewer),
    or(notInArray(orders.status, [...CLOSED_ORDER_STATUSES]), gte(orders.createdAt, deviceWindowStart(now))),
  );
}

/** An order by its id or its uuid. */
export const orderKey = (key: IdOrUuid): SQL =>
  idOrUuidCondition(orders, typeof key === 'number' ? key : key.toLowerCase());
