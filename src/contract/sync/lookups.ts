import { z } from 'zod';

/** The lookup lists (scope `all`): ticket categories, statuses and priorities, the order statuses. */
export const lookupsSyncEntities = {
  ticketCategory: 'ticketCategory',
  ticketStatus: 'ticketStatus',
  ticketPriority: 'ticketPriority',
  orderStatus: 'orderStatus',
} as const;

export const syncedLookupSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** i18n-independent display colour for statuses and priorities (spec §3). */
  color: z.string().nullable().optional(),
  /** Sub categories (spec: category 'Befund', id 2, has Allgemein and Rechnung). */
  parent_id: z.number().nullable().optional(),
  sort: z.number().optional(),
});
export type SyncedLookup = z.infer<typeof syncedLookupSchema>;
