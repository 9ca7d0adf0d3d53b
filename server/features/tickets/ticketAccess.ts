/**
 * Who reaches which ticket on the server: the SQL form of `seesTicket` (src/contract/ticketRules.ts)
 * and the scopes of the change feed. Staff who work the queue reach every ticket; everyone else the
 * tickets they created or that are addressed to them. A ticket out of reach is a 404, by id or by
 * uuid, so ids do not tell which tickets exist.
 */
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { ALL_REPORTS_PERMISSION } from '../../../src/contract/reportVisibility';
import { isTicketStaff, type TicketActor, type TicketFacts } from '../../../src/contract/ticketRules';
import { idOrUuidCondition } from '../../platform/db/idOrUuidCondition';
import { tickets, type TicketRow } from '../../platform/db/schema';
import { permissionScope, userScope, type SyncScope } from '../../platform/sync/scopes';

export type TicketViewer = TicketActor & { uuid: string };

/** The condition on `tickets` of what the viewer sees (undefined: every ticket). */
export const visibleTickets = (viewer: TicketActor): SQL | undefined =>
  isTicketStaff(viewer.permissions)
    ? undefined
    : or(eq(tickets.createdBy, viewer.id), eq(tickets.recipientId, viewer.id));

export const ticketKey = (key: IdOrUuid): SQL => idOrUuidCondition(tickets, key);

export const visibleTicket = (viewer: TicketActor, key: IdOrUuid): SQL | undefined =>
  and(ticketKey(key), visibleTickets(viewer));

/** What the contract's rules need of a stored ticket. */
export const factsOf = (ticket: TicketRow): TicketFacts => ({
  statusId: ticket.statusId,
  createdById: ticket.createdBy,
  recipientId: ticket.recipientId,
});

/**
 * The scope through which ticket staff hear of every ticket. A scope names one permission, and
 * the staff of the rules hold two ('upload reports' and 'list tickets'); doctors hold 'list
 * tickets' too, so the scope is the staff marker 'upload reports'. The feed checks `seesTicket` at
 * pull time, so a holder of only that permission is answered a `del` and never sees data.
 */
export const TICKET_STAFF_SCOPE = permissionScope(ALL_REPORTS_PERMISSION);

/** The scopes that see a ticket: its creator, its recipient and the ticket staff. */
export function ticketScopes(creatorUuid: string | null, recipientUuid: string | null): SyncScope[] {
  return [
    ...(creatorUuid ? [userScope(creatorUuid)] : []),
    ...(recipientUuid && recipientUuid !== creatorUuid ? [userScope(recipientUuid)] : []),
    TICKET_STAFF_SCOPE,
  ];
}
