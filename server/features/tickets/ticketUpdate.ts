/**
 * `PUT /api/tickets/{id}`: field edits and the actions of spec §4, which are updates too (see
 * updateTicketSchema): accept `{status: 2}`, forward `{recipient}`, close `{status: 4,
 * closing_reason}` (the reason is required), reopen `{status: 1}`. What each does to the ticket is
 * src/contract/ticketUpdateEffect.ts, which the device's optimistic rows apply too.
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
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { allowedTicketActions, isClosed, type TicketAction } from '../../../src/contract/ticketRules';
import { TicketStatusId, type TicketRecord, type UpdateTicketInput } from '../../../src/contract/tickets';
import { categoryAfterUpdate, ticketUpdateEffect } from '../../../src/contract/ticketUpdateEffect';
import type { AppTx } from '../../platform/db/database';
import { ticketAnswers, tickets, type TicketRow } from '../../platform/db/schema';
import { fieldError, HttpError } from '../../platform/http/httpErrors';
import type { MailSender } from '../../platform/mail/mailIntents';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { factsOf } from './ticketAccess';
import { announceFormerRecipient, announceTicket, notifyOfTicket, queueTicketMail } from './ticketNotices';
import { displayName, isEmployee, peopleByIds, type TicketPersonRow } from './ticketPeople';
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
  mail: MailSender,
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
  const effect = ticketUpdateEffect(input, {
    statusId: ticket.statusId,
    recipientUuid: currentRecipient?.uuid ?? null,
    recipientIsStaff: currentRecipient !== null && (await isEmployee(tx, currentRecipient.id)),
    subject: ticket.subject,
    content: ticket.content,
    categoryId: ticket.categoryId,
    subCategory: ticket.subCategory,
    priorityId: ticket.priorityId,
  });
  const { actions, fields } = effect;
  checkAcceptedMeanwhile(caller, ticket, input, currentRecipient);
  checkAllowed(caller, ticket, actions);
  checkClosingReason(ticket, input, actions);
  if (actions.length === 0) return recordOf(tx, caller.id, ticket.id);

  // The lookups as they will be, checked once: category and sub category decided together.
  const category = categoryAfterUpdate(input, ticket);
  await checkLookups(tx, {
    categoryId: category.categoryId,
    subCategory: category.subCategory,
    priorityId: fields.priorityId,
    statusId: fields.statusId,
  });

  const changes: Partial<typeof tickets.$inferInsert> = {
    updatedAt: now,
    lastEditedBy: caller.id,
    subject: fields.subject,
    content: fields.content,
    categoryId: fields.categoryId,
    subCategory: fields.subCategory,
    priorityId: fields.priorityId,
    statusId: fields.statusId,
  };
  if (effect.closing !== undefined) {
    changes.closedAt = effect.closing ? now : null;
    changes.closingReason = effect.closing?.reason ?? null;
  }
  let newRecipient: TicketPersonRow | null = null;
  if (effect.recipient && 'uuid' in effect.recipient) {
    newRecipient = await checkedRecipient(tx, caller, effect.recipient.uuid, { employeesOnly: true });
    changes.recipientId = newRecipient.id;
  } else if (effect.recipient) {
    changes.recipientId = caller.id;
  }
  const thread = effect.thread.map((entry) => ({
    kind: entry.kind,
    content: entry.kind === 'closed' ? entry.reason : '',
    forwardedToId: entry.kind === 'forwarded' ? (newRecipient?.id ?? null) : null,
  }));

  const [updated] = await tx.update(tickets).set(changes).where(eq(tickets.id, ticket.id)).returning();
  if (!updated) throw new Error('ticket vanished while locked');
  for (const entry of thread) {
    await tx.insert(ticketAnswers).values({
      ticketId: ticket.id,
      authorId: caller.id,
      kind: entry.kind,
      content: entry.content,
      forwardedToId: entry.forwardedToId,
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
      await queueTicketMail(mail, tx, newRecipient, caller, updated, 'forwarded');
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
