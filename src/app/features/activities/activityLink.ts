import type { NotificationRow } from '../../../db/rows';
import { pathOf } from '../../router/routePaths';

/**
 * Where a notification leads, when it names something the app has a page for: a ticket (spec §3
 * data.ticket.uuid) or an order whose report arrived (issue 28, data.order.uuid). Null for the
 * others, whose text stands alone.
 */
export function activityLink(row: Pick<NotificationRow, 'data'>): { to: string; testId: string } | null {
  if (row.data.ticket) {
    return { to: pathOf('show-ticket', { uuid: row.data.ticket.uuid }), testId: 'activity-ticket-link' };
  }
  if (row.data.order) {
    return { to: pathOf('show-order', { uuid: row.data.order.uuid }), testId: 'activity-order-link' };
  }
  return null;
}
