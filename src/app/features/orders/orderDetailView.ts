import {
  doctorMayCancel,
  isOrderOfDoctor,
  mayCreateOrders,
  orderTubes,
  type OrderTube,
} from '../../../contract/orderRules';
import type { OrderEvent, OrderItem, OrderRecord, OrderStatus } from '../../../contract/orders';

/**
 * What the order's page decides, apart from how it looks: who sees the cancel button, how the
 * analyses group into tubes, who a step of the timeline names, and what the live notice says when
 * the order changes while the page is open.
 */

/**
 * The cancel button, only for whom the server lets cancel (issue 28): a holder of 'create orders'
 * who requested the order or works in its practice, while the lab has not started it, and not
 * while the order itself or an action on it still waits to be sent.
 */
export function mayCancelOrder(
  user: { id: number; permissions: readonly string[] },
  officeIds: ReadonlySet<number>,
  order: Pick<OrderRecord, 'status' | 'doctor' | 'office'>,
  pending: boolean,
): boolean {
  return (
    !pending &&
    mayCreateOrders(user.permissions) &&
    doctorMayCancel(order.status) &&
    isOrderOfDoctor(order, { id: user.id, officeIds })
  );
}

/** The order's tubes (orderRules.ts `orderTubes`, the labels' numbering) with their analyses. */
export function tubesWithItems(items: readonly OrderItem[]): (OrderTube & { items: OrderItem[] })[] {
  return orderTubes(items).map((tube) => ({
    ...tube,
    items: items.filter((item) => item.tube === tube.tube && item.material === tube.material),
  }));
}

/** Who took a step: the laboratory for the LIS and a report import, else the person the portal names. */
export type TimelineActor = { kind: 'lab' } | { kind: 'person'; name: string } | { kind: 'unknown' };

export function timelineActor(event: Pick<OrderEvent, 'source' | 'by'>): TimelineActor {
  if (event.source !== 'portal') return { kind: 'lab' };
  return event.by ? { kind: 'person', name: event.by } : { kind: 'unknown' };
}

/** What the open page tells when the order changed under it: its report arrived, or its new status. */
export type LiveNotice = { kind: 'report' } | { kind: 'status'; status: OrderStatus };

export interface SeenOrder {
  uuid: string;
  status: OrderStatus;
  report_id: number | null;
}

export function liveNotice(before: SeenOrder | null, after: SeenOrder): LiveNotice | null {
  if (!before || before.uuid !== after.uuid) return null;
  if (before.report_id === null && after.report_id !== null) return { kind: 'report' };
  return before.status === after.status ? null : { kind: 'status', status: after.status };
}
