import type { TicketRecord } from '../../contract/tickets';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

/** Keyed by uuid like a demand; its answers (the thread) are embedded. */
export type TicketMirrorRow = Mirrored<TicketRecord>;

export const ticketsTables = mirrorConcept<{ ticket: TicketMirrorRow }>({
  stores: {
    /** Issue 13: keyed by uuid with their threads embedded. */
    4: { ticket: 'id, created_at, updated_at, status.id, recipient.id, created_by.id' },
  },
  // A ticket's subject and text may name a patient, and so may every answer and the closing reason.
  sealed: { ticket: ['subject', 'content', 'closing_reason', 'answers'] },
});
