import type { OrderRecord } from '../../../../contract/orders';

// Placeholder of the tracking branch only: the print helper's branch brings the real buttons
// (labels on the roll, labels on an A4 sheet, the order sheet); the lead merges theirs over this.
export function OrderPrintButtons(_: { order: Pick<OrderRecord, 'number'> }) {
  return null;
}
