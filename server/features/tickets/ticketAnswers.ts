/**
 * A ticket's answers (spec §4: answer, edit and delete an answer; §7 `.../answer`,
 * `.../answer/{comment}`). Everyone who sees a ticket that is not closed answers it; each author
 * edits and deletes only their own answers (`mayChangeAnswer`), and only while it is open.
 *
 * Conflicts with what happened meanwhile (an outbox action queued offline):
 * - an answer, or an edit of one, to a ticket closed meanwhile: 409 'closed meanwhile', so the
 *   device keeps the text in 'Nicht gesendet' instead of losing it;
 * - an edit of an answer deleted meanwhile: 404 'the answer was deleted meanwhile';
 * - a delete of an answer already gone: 204, as the first delete answered (what the user wanted
 *   is the case; the queued delete has nothing left to refuse).
 * Answering notifies the other participants (ticket comment) and marks the ticket read for the
 * author. The ticket's updated_at moves, so it is unread for everyone else.
 */
import { and, eq } from 'drizzle-orm';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { allowedTicketActions, isClosed, mayChangeAnswer } from '../../../src/contract/ticketRules';
import type { CreateTicketAnswerInput, TicketAnswerRecord } from '../../../src/contract/tickets';
import type { AppTx } from '../../platform/db/database';
import { ticketAnswers, tickets, type TicketAnswerRow, type TicketRow } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/httpErrors';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { insertThreadEntry, writtenEntry } from '../../platform/thread/threadEntries';
import { factsOf } from './ticketAccess';
import { announceTicket, notifyOfTicket } from './ticketNotices';
import { participantsOf } from './ticketPeople';
import { answerThread } from './ticketRecords';
import { findTicket, markRead, recordOf, type TicketCaller } from './ticketService';

async function answerRecord(tx: AppTx, viewerId: number, ticketId: number, answerId: number) {
  return writtenEntry((await recordOf(tx, viewerId, ticketId)).answers, answerId);
}

/** The ticket changed for everyone: its time moves, the author has read it, all hear of it. */
async function touched(tx: AppTx, emit: Emit, ticket: TicketRow, authorId: number, now: Date) {
  const [updated] = await tx
    .update(tickets)
    .set({ updatedAt: now })
    .where(eq(tickets.id, ticket.id))
    .returning();
  await markRead(tx, ticket.id, authorId, now);
  await announceTicket(tx, emit, updated ?? ticket);
}

export async function addAnswer(
  tx: AppTx,
  emit: Emit,
  caller: TicketCaller,
  key: IdOrUuid,
  input: CreateTicketAnswerInput,
  now: Date,
): Promise<TicketAnswerRecord> {
  const ticket = await findTicket(tx, caller, key);
  if (isClosed(ticket)) throw new HttpError(409, 'tickets.closedMeanwhileAnswer');
  if (!allowedTicketActions(caller, factsOf(ticket)).has('answer'))
    throw new HttpError(403, 'tickets.notAllowed');
  const answer = await insertThreadEntry(tx, answerThread, input.uuid, {
    ticketId: ticket.id,
    authorId: caller.id,
    kind: 'answer',
    content: input.content,
    createdAt: now,
    updatedAt: now,
  });
  await touched(tx, emit, ticket, caller.id, now);
  const { creator, recipient } = await participantsOf(tx, ticket);
  for (const person of new Map(
    [creator, recipient].filter((p) => p !== null).map((p) => [p.id, p]),
  ).values()) {
    await notifyOfTicket(tx, emit, person, caller, ticket, 'comment', now);
  }
  return answerRecord(tx, caller.id, ticket.id, answer.id);
}

/** The answer `{comment}` (id or uuid) of the ticket, or null when there is none (any more). */
async function answerOf(tx: AppTx, ticket: TicketRow, comment: IdOrUuid) {
  const [answer] = await tx
    .select()
    .from(ticketAnswers)
    .where(
      and(
        eq(ticketAnswers.ticketId, ticket.id),
        typeof comment === 'number' ? eq(ticketAnswers.id, comment) : eq(ticketAnswers.uuid, comment),
      ),
    );
  return answer ?? null;
}

function checkMayChange(caller: TicketCaller, ticket: TicketRow, answer: TicketAnswerRow) {
  if (isClosed(ticket)) throw new HttpError(409, 'tickets.closedMeanwhileEdit');
  if (!mayChangeAnswer(caller, factsOf(ticket), answer)) {
    throw new HttpError(403, 'tickets.notOwnAnswer');
  }
}

export async function editAnswer(
  tx: AppTx,
  emit: Emit,
  caller: TicketCaller,
  key: IdOrUuid,
  comment: IdOrUuid,
  content: string,
  now: Date,
): Promise<TicketAnswerRecord> {
  const ticket = await findTicket(tx, caller, key);
  const answer = await answerOf(tx, ticket, comment);
  if (!answer) throw new HttpError(404, 'tickets.answerGone');
  checkMayChange(caller, ticket, answer);
  if (answer.content === content) return answerRecord(tx, caller.id, ticket.id, answer.id);
  await tx.update(ticketAnswers).set({ content, updatedAt: now }).where(eq(ticketAnswers.id, answer.id));
  await touched(tx, emit, ticket, caller.id, now);
  return answerRecord(tx, caller.id, ticket.id, answer.id);
}

export async function deleteAnswer(
  tx: AppTx,
  emit: Emit,
  caller: TicketCaller,
  key: IdOrUuid,
  comment: IdOrUuid,
  now: Date,
): Promise<void> {
  const ticket = await findTicket(tx, caller, key);
  const answer = await answerOf(tx, ticket, comment);
  if (!answer) return;
  checkMayChange(caller, ticket, answer);
  await tx.delete(ticketAnswers).where(eq(ticketAnswers.id, answer.id));
  await touched(tx, emit, ticket, caller.id, now);
}
