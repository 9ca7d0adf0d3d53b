/**
 * The lookups of spec §4 and §9, ensured at every start (like roles and permissions, also without
 * the demo): ticket categories with the sub categories of 'Befund' (id 2), the four ticket
 * statuses (4 = closed), the three priorities (0 = default) and the order status list in the
 * spec's order; the lookups of a practice's settings (spec §3) in officeSettingRows.ts. The code is their source: a changed name or colour here reaches every database
 * and every mirror (scope `all`); rows are never deleted, since tickets will refer to them.
 */
import { ORDER_STATUS_LABELS_DE, ORDER_STATUSES } from '../../../src/contract/orders';
import { sql } from 'drizzle-orm';
import {
  TICKET_CATEGORY_REPORT_ID,
  TICKET_DEFAULT_CATEGORY_ID,
  TICKET_DEFAULT_PRIORITY_ID,
  TICKET_STATUS_CLOSED_ID,
} from '../../../src/contract/constants';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppDb, AppTx } from '../../platform/db/database';
import { orderStatuses, ticketCategories, ticketPriorities, ticketStatuses } from '../../platform/db/schema';
import { ALL_SCOPE } from '../../platform/sync/scopes';
import { writeWithChanges, type Emit } from '../../platform/sync/writeWithChanges';
import { upsertOfficeSettingLookups } from './officeSettingRows';

export const TicketStatusId = { open: 1, inProgress: 2, reply: 3, closed: TICKET_STATUS_CLOSED_ID } as const;
export const TicketPriorityId = { low: TICKET_DEFAULT_PRIORITY_ID, medium: 1, high: 2 } as const;
export const TicketCategoryId = {
  general: TICKET_DEFAULT_CATEGORY_ID,
  report: TICKET_CATEGORY_REPORT_ID,
  invoice: 3,
  technical: 4,
  reportGeneral: 21,
  reportInvoice: 22,
} as const;

/** Parents before their sub categories. */
export const TICKET_CATEGORIES = [
  { id: TicketCategoryId.general, name: 'Allgemein', parentId: null, sort: 1 },
  { id: TicketCategoryId.report, name: 'Befund', parentId: null, sort: 2 },
  { id: TicketCategoryId.invoice, name: 'Rechnung', parentId: null, sort: 3 },
  { id: TicketCategoryId.technical, name: 'Technik', parentId: null, sort: 4 },
  { id: TicketCategoryId.reportGeneral, name: 'Allgemein', parentId: TicketCategoryId.report, sort: 1 },
  { id: TicketCategoryId.reportInvoice, name: 'Rechnung', parentId: TicketCategoryId.report, sort: 2 },
] as const;

export const TICKET_STATUSES = [
  { id: TicketStatusId.open, name: 'Offen', color: '#2563eb', sort: 1 },
  { id: TicketStatusId.inProgress, name: 'Bearbeitung', color: '#d97706', sort: 2 },
  { id: TicketStatusId.reply, name: 'Rückmeldung', color: '#7c3aed', sort: 3 },
  { id: TicketStatusId.closed, name: 'Erledigt', color: '#16a34a', sort: 4 },
] as const;

export const TICKET_PRIORITIES = [
  { id: TicketPriorityId.low, name: 'Gering', color: '#6b7280', sort: 1 },
  { id: TicketPriorityId.medium, name: 'Normal', color: '#2563eb', sort: 2 },
  { id: TicketPriorityId.high, name: 'Kritisch', color: '#b91c1c', sort: 3 },
] as const;

/** Spec §4 'Order status list' as a lookup: id and sort are the position in the contract's list (orders.ts). */
export const ORDER_STATUS_LOOKUP = ORDER_STATUSES.map((status, index) => ({
  id: index + 1,
  name: ORDER_STATUS_LABELS_DE[status],
  sort: index + 1,
}));

/** Inserts or corrects the rows; emits a change for each row that is new or was different. */
export async function seedLookups(db: AppDb): Promise<void> {
  await writeWithChanges(db, async (tx, emit) => {
    await upsertCategories(tx, emit);
    await upsertStatuses(tx, emit);
    await upsertPriorities(tx, emit);
    await upsertOrderStatuses(tx, emit);
    await upsertOfficeSettingLookups(tx, emit);
  });
}

const changedIds = (emit: Emit, entity: SyncEntity, rows: { id: number }[]) => {
  for (const row of rows) emit(entity, row.id, [ALL_SCOPE]);
};

async function upsertCategories(tx: AppTx, emit: Emit): Promise<void> {
  const rows = await tx
    .insert(ticketCategories)
    .values([...TICKET_CATEGORIES])
    .onConflictDoUpdate({
      target: ticketCategories.id,
      set: { name: sql`excluded.name`, parentId: sql`excluded.parent_id`, sort: sql`excluded.sort` },
      setWhere: sql`(${ticketCategories.name}, ${ticketCategories.parentId}, ${ticketCategories.sort})
        IS DISTINCT FROM (excluded.name, excluded.parent_id, excluded.sort)`,
    })
    .returning({ id: ticketCategories.id });
  changedIds(emit, SyncEntity.ticketCategory, rows);
}

async function upsertStatuses(tx: AppTx, emit: Emit): Promise<void> {
  const rows = await tx
    .insert(ticketStatuses)
    .values([...TICKET_STATUSES])
    .onConflictDoUpdate({
      target: ticketStatuses.id,
      set: { name: sql`excluded.name`, color: sql`excluded.color`, sort: sql`excluded.sort` },
      setWhere: sql`(${ticketStatuses.name}, ${ticketStatuses.color}, ${ticketStatuses.sort})
        IS DISTINCT FROM (excluded.name, excluded.color, excluded.sort)`,
    })
    .returning({ id: ticketStatuses.id });
  changedIds(emit, SyncEntity.ticketStatus, rows);
}

async function upsertPriorities(tx: AppTx, emit: Emit): Promise<void> {
  const rows = await tx
    .insert(ticketPriorities)
    .values([...TICKET_PRIORITIES])
    .onConflictDoUpdate({
      target: ticketPriorities.id,
      set: { name: sql`excluded.name`, color: sql`excluded.color`, sort: sql`excluded.sort` },
      setWhere: sql`(${ticketPriorities.name}, ${ticketPriorities.color}, ${ticketPriorities.sort})
        IS DISTINCT FROM (excluded.name, excluded.color, excluded.sort)`,
    })
    .returning({ id: ticketPriorities.id });
  changedIds(emit, SyncEntity.ticketPriority, rows);
}

async function upsertOrderStatuses(tx: AppTx, emit: Emit): Promise<void> {
  const rows = await tx
    .insert(orderStatuses)
    .values(ORDER_STATUS_LOOKUP)
    .onConflictDoUpdate({
      target: orderStatuses.id,
      set: { name: sql`excluded.name`, sort: sql`excluded.sort` },
      setWhere: sql`(${orderStatuses.name}, ${orderStatuses.sort}) IS DISTINCT FROM (excluded.name, excluded.sort)`,
    })
    .returning({ id: orderStatuses.id });
  changedIds(emit, SyncEntity.orderStatus, rows);
}
