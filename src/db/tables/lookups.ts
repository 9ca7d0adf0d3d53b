import type { SyncedLookup } from '../../contract/sync/lookups';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

export type LookupRow = Mirrored<SyncedLookup>;

export const lookupsTables = mirrorConcept<{
  ticketCategory: LookupRow;
  ticketStatus: LookupRow;
  ticketPriority: LookupRow;
  orderStatus: LookupRow;
  reportDispatch: LookupRow;
  invoiceDispatch: LookupRow;
  paymentMethod: LookupRow;
}>({
  stores: {
    1: { ticketCategory: 'id, parent_id', ticketStatus: 'id', ticketPriority: 'id', orderStatus: 'id' },
    /** A practice's settings (spec §3); a new entity table, so the mirror bootstraps afresh. */
    7: { reportDispatch: 'id', invoiceDispatch: 'id', paymentMethod: 'id' },
  },
});
