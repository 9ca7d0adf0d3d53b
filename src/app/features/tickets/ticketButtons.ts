import type { AuthUser } from '../../../contract/authUser';
import { Permission } from '../../../contract/permissions';
import {
  allowedTicketActions,
  isTicketStaff,
  mayChangeAnswer,
  type TicketActor,
  type TicketFacts,
} from '../../../contract/ticketRules';
import type { TicketAnswerRecord } from '../../../contract/tickets';
import type { TicketMirrorRow } from '../../../db/rows';

/**
 * Which buttons a ticket shows to the signed-in user: exactly the actions the server accepts
 * (src/contract/ticketRules.ts is the one rule for both), so nobody is offered an action that
 * can only end in 'Nicht gesendet'.
 */
type Viewer = Pick<AuthUser, 'id' | 'permissions'>;

export const ticketActor = (user: Viewer): TicketActor => ({ id: user.id, permissions: user.permissions });

export const ticketFacts = (
  row: Pick<TicketMirrorRow, 'status' | 'created_by' | 'recipient'>,
): TicketFacts => ({
  statusId: row.status.id,
  createdById: row.created_by?.id ?? null,
  recipientId: row.recipient?.id ?? null,
});

export interface TicketButtons {
  /** The edit dialog; `editFields` says whether more than the content may change in it. */
  edit: boolean;
  editFields: boolean;
  accept: boolean;
  forward: boolean;
  close: boolean;
  reopen: boolean;
  delete: boolean;
  answer: boolean;
}

export function ticketButtons(
  user: Viewer,
  row: Pick<TicketMirrorRow, 'status' | 'created_by' | 'recipient'>,
): TicketButtons {
  const allowed = allowedTicketActions(ticketActor(user), ticketFacts(row));
  return {
    edit: allowed.has('editContent') || allowed.has('editFields'),
    editFields: allowed.has('editFields'),
    accept: allowed.has('accept'),
    forward: allowed.has('forward'),
    close: allowed.has('close'),
    reopen: allowed.has('reopen'),
    delete: allowed.has('delete'),
    answer: allowed.has('answer'),
  };
}

/** The author edits and deletes their own answer while the ticket is not closed. */
export const mayChangeTicketAnswer = (
  user: Viewer,
  row: Pick<TicketMirrorRow, 'status' | 'created_by' | 'recipient'>,
  answer: Pick<TicketAnswerRecord, 'author' | 'kind'>,
): boolean =>
  mayChangeAnswer(ticketActor(user), ticketFacts(row), {
    authorId: answer.author?.id ?? null,
    kind: answer.kind,
  });

/** Everyone who may open the ticket lists may write a ticket (spec §6 'list tickets'). */
export const mayCreateTicket = (user: Pick<AuthUser, 'permissions'>): boolean =>
  user.permissions.includes(Permission.listTickets);

/** Laboratory staff who work the queue (their dashboard shows the queue, not their own tickets). */
export const isTicketStaffUser = (user: Pick<AuthUser, 'permissions'>): boolean =>
  isTicketStaff(user.permissions);
