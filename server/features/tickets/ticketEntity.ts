/**
 * `ticket`, keyed by uuid (a ticket may be opened offline), with its thread embedded as a demand's
 * messages are (reportDemandEntity.ts gives the reasons: one visibility rule for the ticket and its
 * answers, and an outbox action on an answer holds back one row).
 *
 * Scopes: the creator's and the recipient's `user:<uuid>`, and the ticket staff through
 * TICKET_STAFF_SCOPE (server/features/tickets/ticketAccess.ts). Visibility is `seesTicket`, checked at pull
 * time: a ticket forwarded away from a recipient who neither created it nor works the queue is
 * absent for them and delivered as a `del`. `unread` is the viewer's. Staff mirror what they work
 * on (design brief): the snapshot holds the tickets not closed, and closed ones only where they
 * are creator or recipient; pulls still deliver a ticket closed meanwhile.
 */
import { and, eq, ne, or } from 'drizzle-orm';
import { TicketStatusId } from '../../../src/contract/tickets';
import { isTicketStaff } from '../../../src/contract/ticketRules';
import { tickets } from '../../platform/db/schema';
import { visibleTickets } from './ticketAccess';
import { readTicketRecords } from './ticketRecords';
import { uuidCondition, uuidKeyedEntity, uuidLimitOf } from '../../platform/sync/uuidEntityDefinition';

export const ticketEntity = uuidKeyedEntity(async (db, viewer, filter) => {
  const workingSet =
    'afterUuid' in filter && isTicketStaff(viewer.permissions)
      ? or(
          ne(tickets.statusId, TicketStatusId.closed),
          eq(tickets.createdBy, viewer.id),
          eq(tickets.recipientId, viewer.id),
        )
      : undefined;
  const records = await readTicketRecords(
    db,
    viewer.id,
    and(visibleTickets(viewer), uuidCondition(tickets.uuid, filter), workingSet),
    { limit: uuidLimitOf(filter), order: 'uuid' },
  );
  return records.map((record) => ({ id: record.uuid, data: record }));
});
