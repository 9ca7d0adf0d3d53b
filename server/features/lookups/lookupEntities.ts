/**
 * The lookups (scope `all`, everyone sees them): ticket categories, statuses and priorities, and
 * the order statuses, a practice's report dispatch, invoice dispatch and payment, in the shape of
 * syncedLookupSchema.
 */
import {
  invoiceDispatches,
  orderStatuses,
  paymentMethods,
  reportDispatches,
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
} from '../../platform/db/schema';
import { idCondition, limitOf, numericIdEntity } from '../../platform/sync/syncEntityDefinition';

export const ticketCategoryEntity = numericIdEntity(async (db, _viewer, filter) => {
  const rows = await db
    .select()
    .from(ticketCategories)
    .where(idCondition(ticketCategories.id, filter))
    .orderBy(ticketCategories.id)
    .limit(limitOf(filter));
  return rows.map(({ id, name, parentId, sort }) => ({
    id: String(id),
    data: { id, name, parent_id: parentId, sort },
  }));
});

export const ticketStatusEntity = numericIdEntity(async (db, _viewer, filter) => {
  const rows = await db
    .select()
    .from(ticketStatuses)
    .where(idCondition(ticketStatuses.id, filter))
    .orderBy(ticketStatuses.id)
    .limit(limitOf(filter));
  return rows.map((row) => ({ id: String(row.id), data: row }));
});

export const ticketPriorityEntity = numericIdEntity(async (db, _viewer, filter) => {
  const rows = await db
    .select()
    .from(ticketPriorities)
    .where(idCondition(ticketPriorities.id, filter))
    .orderBy(ticketPriorities.id)
    .limit(limitOf(filter));
  return rows.map((row) => ({ id: String(row.id), data: row }));
});

export const orderStatusEntity = numericIdEntity(async (db, _viewer, filter) => {
  const rows = await db
    .select()
    .from(orderStatuses)
    .where(idCondition(orderStatuses.id, filter))
    .orderBy(orderStatuses.id)
    .limit(limitOf(filter));
  return rows.map((row) => ({ id: String(row.id), data: row }));
});

/** A lookup with German and English labels (a practice's settings, officeSettingRows.ts). */
const labelledLookupEntity = (
  table: typeof reportDispatches | typeof invoiceDispatches | typeof paymentMethods,
) =>
  numericIdEntity(async (db, _viewer, filter) => {
    const rows = await db
      .select()
      .from(table)
      .where(idCondition(table.id, filter))
      .orderBy(table.id)
      .limit(limitOf(filter));
    return rows.map(({ id, name, nameEn, sort }) => ({
      id: String(id),
      data: { id, name, name_en: nameEn, sort },
    }));
  });

export const reportDispatchEntity = labelledLookupEntity(reportDispatches);
export const invoiceDispatchEntity = labelledLookupEntity(invoiceDispatches);
export const paymentMethodEntity = labelledLookupEntity(paymentMethods);
