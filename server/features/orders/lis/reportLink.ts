/**
 * A report imported under an order's number belongs to that order (issue 28). In the import's own
 * transaction the order gets the report (`orders.report_id`) and moves to 'Befund erstellt'
 * through the kernel's `moveOrder`; an order already further on (or cancelled) keeps its status
 * and only gets the link; the practice's doctors hear that the report is there (orderReportNotice.ts).
 *
 * The order must be the report's doctor's: ordered by them or by their practice. A number that
 * names no order, or another practice's, links nothing: the report is imported as before, and the
 * import tells the laboratory system so.
 */
import { and, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../../src/contract/orders';
import type { AppTx } from '../../../platform/db/database';
import { officeDoctors, orders, type OrderRow } from '../../../platform/db/schema';
import type { Emit } from '../../../platform/sync/writeWithChanges';
import { moveOrder, type OrderMove } from '../orderStatusMoves';
import { notifyOrderReport } from './orderReportNotice';

/** How a report names its order: the number (LDT 8310, an identifier) or the ServiceRequest's id. */
export type ReportOrderReference = { number: string } | { uuid: string };

export interface ReportOrderLinkInput {
  order: ReportOrderReference;
  reportId: number;
  /** The report's doctor: the order must be theirs or their practice's. */
  doctorId: number;
  /** Who made the link: the import's API token by name. */
  actorName: string;
  now: Date;
}

export type ReportOrderLink =
  /** Linked and moved to 'Befund erstellt'. */
  | { kind: 'moved'; number: string; status: OrderStatus }
  /** Linked; the order was further on (or cancelled) and keeps its status. */
  | { kind: 'linked'; number: string; status: OrderStatus }
  /** It was linked to this report already. */
  | { kind: 'unchanged'; number: string; status: OrderStatus }
  /** No order has that number or id. */
  | { kind: 'unknown'; reference: string }
  /** The order is another practice's. */
  | { kind: 'foreign'; reference: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function belongsToDoctor(tx: AppTx, order: OrderRow, doctorId: number): Promise<boolean> {
  if (order.doctorId === doctorId) return true;
  if (order.officeId === null) return false;
  const [member] = await tx
    .select({ userId: officeDoctors.userId })
    .from(officeDoctors)
    .where(and(eq(officeDoctors.officeId, order.officeId), eq(officeDoctors.userId, doctorId)));
  return member !== undefined;
}

export async function linkReportToOrder(
  tx: AppTx,
  emit: Emit,
  input: ReportOrderLinkInput,
): Promise<ReportOrderLink> {
  const reference = 'number' in input.order ? input.order.number : input.order.uuid;
  const where =
    'number' in input.order
      ? eq(orders.number, input.order.number)
      : UUID.test(input.order.uuid)
        ? eq(orders.uuid, input.order.uuid)
        : undefined;
  const [order] = where ? await tx.select().from(orders).where(where) : [];
  if (!order) return { kind: 'unknown', reference };
  if (!(await belongsToDoctor(tx, order, input.doctorId))) return { kind: 'foreign', reference };
  const move: OrderMove = {
    to: 'report_created',
    source: 'import',
    actor: { id: null, name: input.actorName },
    reportId: input.reportId,
    at: input.now,
  };
  let outcome = await moveOrder(tx, emit, order.id, move);
  let kind: 'moved' | 'linked' = 'moved';
  if (outcome?.kind === 'refused') {
    // Further on already (or cancelled): the same status again, with the report, is the link alone.
    outcome = await moveOrder(tx, emit, order.id, { ...move, to: outcome.order.status as OrderStatus });
    kind = 'linked';
  }
  if (!outcome) return { kind: 'unknown', reference };
  const result = { number: outcome.order.number, status: outcome.order.status as OrderStatus };
  if (outcome.kind !== 'moved') return { kind: 'unchanged', ...result };
  await notifyOrderReport(tx, emit, outcome.order, input.now);
  return { kind, ...result };
}
