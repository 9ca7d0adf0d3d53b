/**
 * Who sees a ticket and who may do what with it (spec §4 'Ticket status', §5, §6): the one rule for
 * the server's checks (server/features/tickets) and the device's buttons (src/app/features/tickets), so a
 * button appears exactly when the server will accept its action.
 *
 * - Laboratory staff (the holders of the staff permission of reportVisibility.ts who also hold
 *   'list tickets') work the lab's queue: they see every ticket, edit every field, accept, forward,
 *   close with a reason, reopen and delete.
 * - Everyone else sees the tickets they created or that are addressed to them. They answer while
 *   the ticket is not closed, and the creator may edit the content (spec §5: doctors cannot change
 *   category, subject, recipient, priority or status).
 * - Answers (kind 'answer') are edited and deleted by their author while the ticket is not closed.
 * - A closed ticket takes no answers and no edits until it is reopened: an answer queued offline
 *   to a ticket closed meanwhile is refused (409) and stays in 'Nicht gesendet' with its text.
 */
import { Permission } from './permissions';
import { seesAllReports } from './reportVisibility';
import { TicketStatusId, type TicketAnswerKind, type UpdateTicketInput } from './tickets';

type Permissions = ReadonlySet<string> | readonly string[];

export interface TicketActor {
  id: number;
  permissions: Permissions;
}

/** What the rules need of a ticket: the server's row and the device's record both give it. */
export interface TicketFacts {
  statusId: number;
  createdById: number | null;
  recipientId: number | null;
}

const holds = (permissions: Permissions, permission: string) =>
  Array.isArray(permissions)
    ? permissions.includes(permission)
    : (permissions as ReadonlySet<string>).has(permission);

/** Laboratory staff who work the tickets queue. */
export const isTicketStaff = (permissions: Permissions): boolean =>
  seesAllReports(permissions) && holds(permissions, Permission.listTickets);

export const seesTicket = (actor: TicketActor, ticket: TicketFacts): boolean =>
  isTicketStaff(actor.permissions) || actor.id === ticket.createdById || actor.id === ticket.recipientId;

export const isClosed = (ticket: Pick<TicketFacts, 'statusId'>): boolean =>
  ticket.statusId === TicketStatusId.closed;

export const TICKET_ACTIONS = [
  'editContent',
  'editFields',
  'accept',
  'forward',
  'close',
  'reopen',
  'setStatus',
  'answer',
  'delete',
] as const;
export type TicketAction = (typeof TICKET_ACTIONS)[number];

/** The actions `actor` may take on `ticket` now; empty when they do not see it. */
export function allowedTicketActions(actor: TicketActor, ticket: TicketFacts): ReadonlySet<TicketAction> {
  const allowed = new Set<TicketAction>();
  if (!seesTicket(actor, ticket)) return allowed;
  const staff = isTicketStaff(actor.permissions);
  if (isClosed(ticket)) {
    if (staff) allowed.add('reopen').add('delete');
    return allowed;
  }
  allowed.add('answer');
  if (staff) {
    allowed.add('editContent').add('editFields').add('forward').add('close').add('setStatus').add('delete');
    if (ticket.statusId !== TicketStatusId.inProgress) allowed.add('accept');
  } else if (actor.id === ticket.createdById) {
    allowed.add('editContent');
  }
  return allowed;
}

/** Whether `actor` may create a ticket with this status (a new ticket is open; staff may start it elsewhere but closed). */
export const mayCreateWithStatus = (actor: TicketActor, statusId: number | undefined): boolean =>
  statusId === undefined ||
  statusId === TicketStatusId.open ||
  (isTicketStaff(actor.permissions) && statusId !== TicketStatusId.closed);

/**
 * The actions an update asks for, given the ticket's current status: a status change to 2 on a
 * ticket not in progress is 'accept', to 4 'close', from 4 'reopen', any other 'setStatus'; a new
 * recipient is 'forward'; subject, category, sub category and priority are 'editFields'. A field
 * sent with its current value asks for nothing (a replayed update is harmless).
 */
export function actionsOfUpdate(
  input: UpdateTicketInput,
  current: {
    statusId: number;
    recipientUuid: string | null;
    subject: string;
    content: string;
    categoryId: number;
    subCategory: string | null;
    priorityId: number;
  },
): TicketAction[] {
  const actions: TicketAction[] = [];
  if (input.status !== undefined && input.status !== current.statusId) {
    if (current.statusId === TicketStatusId.closed) actions.push('reopen');
    else if (input.status === TicketStatusId.closed) actions.push('close');
    else if (input.status === TicketStatusId.inProgress) actions.push('accept');
    else actions.push('setStatus');
  }
  if (input.recipient !== undefined && input.recipient !== current.recipientUuid) actions.push('forward');
  if (
    (input.subject !== undefined && input.subject !== current.subject) ||
    (input.category !== undefined && input.category !== current.categoryId) ||
    (input.sub_category !== undefined && input.sub_category !== current.subCategory) ||
    (input.priority !== undefined && input.priority !== current.priorityId)
  ) {
    actions.push('editFields');
  }
  if (input.content !== undefined && input.content !== current.content) actions.push('editContent');
  return actions;
}

/** Whether `actor` may edit or delete a thread entry: their own answer, on a ticket that is not closed. */
export const mayChangeAnswer = (
  actor: TicketActor,
  ticket: TicketFacts,
  answer: { authorId: number | null; kind: TicketAnswerKind },
): boolean =>
  answer.kind === 'answer' && answer.authorId === actor.id && !isClosed(ticket) && seesTicket(actor, ticket);
