import type { SyncedLookup } from '../../contract/sync/lookups';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

export type LookupRow = Mirrored<SyncedLookup>;

export const lookupsTables = mirrorConcept<{
  ticketCategory: LookupRow;
  ticketStatus: LookupRow;
  ticketPriority: LookupRow;
  orderStatus: LookupRow;
}>({
  stores: {
    1: { ticketCategory: 'id, parent_id', ticketStatus: 'id', ticketPriority: 'id', orderStatus: 'id' },
  },
});
