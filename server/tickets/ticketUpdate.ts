/**
 * `PUT /api/tickets/{id}`: field edits and the actions of spec §4, which are updates too (see
 * updateTicketSchema): accept `{status: 2}` (the accepter becomes the recipient), forward
 * `{recipient}`, close `{status: 4, closing_reason}` (the reason is required), reopen `{status: 1}`.
 *
 * The update asks for actions (`actionsOfUpdate`), each checked against `allowedTicketActions`,
 * the rule the device's buttons follow. A field sent with its current value asks for nothing, so a
 * replayed update is harmless; a field the caller may not change is refused, never ignored.
 *
 * Conflicts with what others did meanwhile (an outbox action queued offline), decided here:
 * - the ticket was closed: an edit, answer or action other than reopen is a 409 that says so;
 * - someone else accepted it: a 409 naming who (accepting again what one accepted is harmless);
 * - it was forwarded away from a caller who no longer sees it: 404 (findTicket).
 * Each action appends a record to the thread (accepted, forwarded, closed with the reason,
 * reopened), so everyone reads how the ticket got where it is.
 */
import { eq } from 'drizzle-orm';
import type { IdOrUuid } from '../../src/contract/idOrUuid';
import {
  actionsOfUpdate,
  allowedTicketActions,
  isClosed,
  type TicketAction,
} from '../../src/contract/ticketRules';
import {
  TicketStatusId,
  type TicketAnswerKind,
  type TicketRecord,
  type UpdateTicketInput,
} from '../../src/contract/tickets';
import type { AppTx } from '../db/database';
import { ticketAnswers, tickets, type TicketRow } from '../db/schema';
import { fieldError, HttpError } from '../http/httpErrors';
import type { Emit } from '../sync/writeWithChanges';
import { factsOf } from './ticketAccess';
import { announceFormerRecipient, announceTicket, notifyOfTicket, type TicketMails } from './ticketNotices';
import { displayName, peopleByIds, type TicketPersonRow } from './ticketPeople';
import {
  checkedRecipient,
  checkLookups,
  findTicket,
  markRead,
  recordOf,
  type TicketCaller,
} from './ticketService';

/** Actions that change a ticket that is not closed: refused with 'closed meanwhile' on a closed one. */
const NEEDS_OPEN: ReadonlySet<TicketAction> = new Set([
  'editContent',
  'editFields',
  'accept',
  'forward',
  'close',
  'setStatus',
  'answer',
]);

export async function updateTicket(
  tx: AppTx,
  emit: Emit,
  mails: TicketMails,
  caller: TicketCaller,
  key: IdOrUuid,
  input: UpdateTicketInput,
  now: Date,
): Promise<TicketRecord> {
  const ticket = await findTicket(tx, caller, key);
  // The body's uuid names the ticket (spec §7); another ticket's uuid is a mistake, not ignored.
  if (input.uuid !== undefined && input.uuid !== ticket.uuid)
    throw fieldError('uuid', 'tickets.uuidMismatch');
  const people = await peopleByIds(tx, [ticket.recipientId]);
  const currentRecipient = ticket.recipientId === null ? null : (people.get(ticket.recipientId) ?? null);
  const actions = actionsOfUpdate(input, {
    statusId: ticket.statusId,
    recipientUuid: currentRecipient?.uuid ?? null,
    subject: ticket.subject,
    content: ticket.content,
    categoryId: ticket.categoryId,
    subCategory: ticket.subCategory,
    priorityId: ticket.priorityId,
  });
  checkAcceptedMeanwhile(caller, ticket, input, currentRecipient);
  checkAllowed(caller, ticket, actions);
  checkClosingReason(ticket, input, actions);
  if (actions.length === 0) return recordOf(tx, caller.id, ticket.id);

  const changes: Partial<typeof tickets.$inferInsert> = { updatedAt: now, lastEditedBy: caller.id };
  const thread: { kind: TicketAnswerKind; content?: string; forwardedToId?: number }[] = [];
  let newRecipient: TicketPersonRow | null = null;

  if (actions.includes('editFields') || actions.includes('editContent')) {
    if (input.subject !== undefined) changes.subject = input.subject;
    if (input.content !== undefined) changes.content = input.content;
    if (input.priority !== undefined) changes.priorityId = input.priority;
    if (input.category !== undefined || input.sub_category !== undefined) {
      const categoryId = input.category ?? ticket.categoryId;
      const subCategory = await checkLookups(tx, {
        categoryId,
        subCategory: input.sub_category === undefined ? ticket.subCategory : input.sub_category,
      });
      changes.categoryId = categoryId;
      changes.subCategory = subCategory as TicketRow['subCategory'];
    }
    if (input.priority !== undefined)
      await checkLookups(tx, {
        categoryId: changes.categoryId ?? ticket.categoryId,
        subCategory: changes.subCategory ?? ticket.subCategory,
        priorityId: input.priority,
      });
  }
  if (input.status !== undefined && input.status !== ticket.statusId) {
    await checkLookups(tx, {
      categoryId: ticket.categoryId,
      subCategory: ticket.subCategory,
      statusId: input.status,
    });
    changes.statusId = input.status;
    if (actions.includes('close')) {
      changes.closedAt = now;
      changes.closingReason = input.closing_reason ?? null;
      thread.push({ kind: 'closed', content: input.closing_reason ?? '' });
    } else if (actions.includes('reopen')) {
      changes.closedAt = null;
      changes.closingReason = null;
      thread.push({ kind: 'reopened' });
    }
    if (input.status === TicketStatusId.inProgress && !actions.includes('forward')) {
      // Accepting makes the accepter the one the ticket is addressed to.
      changes.recipientId = caller.id;
      thread.push({ kind: 'accepted' });
    }
  }
  if (actions.includes('forward') && input.recipient !== undefined) {
    newRecipient = await checkedRecipient(tx, caller, input.recipient, { employeesOnly: true });
    changes.recipientId = newRecipient.id;
    thread.push({ kind: 'forwarded', forwardedToId: newRecipient.id });
  }

  const [updated] = await tx.update(tickets).set(changes).where(eq(tickets.id, ticket.id)).returning();
  if (!updated) throw new Error('ticket vanished while locked');
  for (const entry of thread) {
    await tx.insert(ticketAnswers).values({
      ticketId: ticket.id,
      authorId: caller.id,
      kind: entry.kind,
      content: entry.content ?? '',
      forwardedToId: entry.forwardedToId ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }
  await markRead(tx, ticket.id, caller.id, now);
  await announceTicket(tx, emit, updated);
  if (updated.recipientId !== ticket.recipientId) {
    announceFormerRecipient(emit, updated, currentRecipient);
    if (newRecipient) {
      await notifyOfTicket(tx, emit, newRecipient, caller, updated, 'forwarded', now);
      mails.add(newRecipient, caller, updated, 'forwarded');
    }
  }
  return recordOf(tx, caller.id, ticket.id);
}

/** A second accept of a ticket someone else accepted meanwhile: 409 naming them. */
function checkAcceptedMeanwhile(
  caller: TicketCaller,
  ticket: TicketRow,
  input: UpdateTicketInput,
  recipient: TicketPersonRow | null,
): void {
  if (
    input.status === TicketStatusId.inProgress &&
    ticket.statusId === TicketStatusId.inProgress &&
    ticket.recipientId !== caller.id &&
    input.recipient === undefined
  ) {
    throw new HttpError(
      409,
      'tickets.acceptedBy',
      {},
      {},
      { name: recipient ? displayName(recipient) : '–' },
    );
  }
}

function checkAllowed(caller: TicketCaller, ticket: TicketRow, actions: readonly TicketAction[]): void {
  const allowed = allowedTicketActions(caller, factsOf(ticket));
  const refused = actions.filter((action) => !allowed.has(action));
  if (refused.length === 0) return;
  if (isClosed(ticket) && refused.some((action) => NEEDS_OPEN.has(action))) {
    throw new HttpError(409, 'tickets.closedMeanwhileEdit');
  }
  throw new HttpError(403, 'tickets.notAllowed');
}

/** Closing needs a reason; a reason without closing would be dropped, so it is refused. */
function checkClosingReason(
  ticket: TicketRow,
  input: UpdateTicketInput,
  actions: readonly TicketAction[],
): void {
  if (actions.includes('close')) {
    if (!input.closing_reason) throw fieldError('closing_reason', 'validation.ticketRequired');
    return;
  }
  const replayedClose = isClosed(ticket) && input.closing_reason === ticket.closingReason;
  if (input.closing_reason !== undefined && !replayedClose) {
    throw fieldError('closing_reason', 'tickets.closingReasonOnlyOnClose');
  }
}
