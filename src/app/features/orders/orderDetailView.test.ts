import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../contract/orders';
import { Permission } from '../../../contract/permissions';
import { liveNotice, mayCancelOrder, timelineActor, tubesWithItems } from './orderDetailView';
import { FT3, FT4, HB, KLEIN, orderRecord, PRAXIS_WEBER, TSH, WEBER } from './testing/orderFixtures';

const doctor = { id: WEBER.id, permissions: [Permission.createOrders] };
const staff = { id: 2, permissions: [Permission.listOrders] };
const inPractice = new Set([PRAXIS_WEBER.id]);
const noPractice = new Set<number>();

describe('who sees the cancel button', () => {
  it('shows it to the ordering doctor until the lab has started the order (In Arbeit)', () => {
    const cancellable = ORDER_STATUSES.filter((status) =>
      mayCancelOrder(doctor, noPractice, orderRecord({ status }), false),
    );
    expect(cancellable).toEqual(['new', 'billing_entry']);
  });

  it("shows it to a colleague of the order's practice, not to a doctor outside it", () => {
    const colleagues = orderRecord({ doctor: KLEIN });
    expect(mayCancelOrder(doctor, inPractice, colleagues, false)).toBe(true);
    expect(mayCancelOrder(doctor, noPractice, colleagues, false)).toBe(false);
    expect(mayCancelOrder(doctor, inPractice, orderRecord({ doctor: KLEIN, office: null }), false)).toBe(
      false,
    );
  });

  it('never shows it to staff, nor while the order or an action on it waits to be sent', () => {
    expect(mayCancelOrder(staff, inPractice, orderRecord(), false)).toBe(false);
    expect(mayCancelOrder(doctor, inPractice, orderRecord(), true)).toBe(false);
  });
});

describe('the analyses by tube', () => {
  it('groups them by tube and material, numbered in the order they were entered, as the labels are', () => {
    const tubes = tubesWithItems([TSH, HB, FT4, FT3]);
    expect(tubes.map((tube) => [tube.index, tube.tube, tube.items.map((item) => item.code)])).toEqual([
      [1, 'serum', ['TSH', 'FT4', 'FT3']],
      [2, 'edta', ['HB']],
    ]);
  });
});

describe('the timeline', () => {
  it('names the laboratory for the LIS and a report import, the person for a step in the portal', () => {
    expect(timelineActor({ source: 'lis', by: 'LIS Produktion' })).toEqual({ kind: 'lab' });
    expect(timelineActor({ source: 'import', by: null })).toEqual({ kind: 'lab' });
    expect(timelineActor({ source: 'portal', by: WEBER.name })).toEqual({ kind: 'person', name: WEBER.name });
    expect(timelineActor({ source: 'portal', by: null })).toEqual({ kind: 'unknown' });
  });
});

describe('the live notice of an open order', () => {
  const seen = { uuid: 'a', status: 'billing_entry' as const, report_id: null };
  it('tells the new status, or that the report arrived', () => {
    expect(liveNotice(seen, { ...seen, status: 'in_progress' })).toEqual({
      kind: 'status',
      status: 'in_progress',
    });
    expect(liveNotice(seen, { ...seen, status: 'report_created', report_id: 9 })).toEqual({ kind: 'report' });
  });

  it('tells nothing when the page first shows an order, another order, or the same status', () => {
    expect(liveNotice(null, seen)).toBeNull();
    expect(liveNotice(seen, { ...seen, uuid: 'b', status: 'done' })).toBeNull();
    expect(liveNotice(seen, { ...seen })).toBeNull();
  });
});
