import { describe, expect, it } from 'vitest';
import { NotificationType } from '../../../contract/activities';
import { activityLink } from './activityLink';

describe('where a notification leads', () => {
  it("opens the order whose report arrived (issue 28), the ticket of a ticket's notice, else nothing", () => {
    expect(
      activityLink({ data: { params: { number: '2600000012' }, order: { uuid: 'order-uuid' } } }),
    ).toEqual({ to: '/backend/orders/order-uuid', testId: 'activity-order-link' });
    expect(
      activityLink({ data: { params: { id: 42, author: 'Dr. Berger' }, ticket: { uuid: 't-42' } } }),
    ).toEqual({
      to: '/backend/tickets/show/t-42',
      testId: 'activity-ticket-link',
    });
    expect(activityLink({ data: { params: { befundId: '2026-001' }, report: { id: 1 } } })).toBeNull();
    expect(NotificationType.orderReport).toBe('order.report');
  });
});
