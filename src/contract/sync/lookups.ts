import { z } from 'zod';

/** The lookup lists (scope `all`): ticket categories, statuses and priorities, the order statuses. */
export const lookupsSyncEntities = {
  ticketCategory: 'ticketCategory',
  ticketStatus: 'ticketStatus',
  ticketPriority: 'ticketPriority',
  orderStatus: 'orderStatus',
} as const;

/**
 * The lookups of a practice's settings (spec §3, ../officeSettings.ts), scope `all`: report
 * dispatch, invoice dispatch, payment. Added later, so they come last in the snapshot's order.
 */
export const officeSettingLookupsSyncEntities = {
  reportDispatch: 'reportDispatch',
  invoiceDispatch: 'invoiceDispatch',
  paymentMethod: 'paymentMethod',
} as const;

export const syncedLookupSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** i18n-independent display colour for statuses and priorities (spec §3). */
  color: z.string().nullable().optional(),
  /** Sub categories (spec: category 'Befund', id 2, has Allgemein and Rechnung). */
  parent_id: z.number().nullable().optional(),
  sort: z.number().optional(),
  /** The English label of a lookup whose labels are reference data (the practice's settings); `name` is German. */
  name_en: z.string().optional(),
});
export type SyncedLookup = z.infer<typeof syncedLookupSchema>;
