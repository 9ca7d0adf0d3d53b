export const ticketsSyncEntities = {
  /** Keyed by uuid (created offline too), data `ticketRecordSchema` of ../tickets.ts with the thread embedded. */
  ticket: 'ticket',
} as const;
