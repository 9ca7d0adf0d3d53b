/**
 * Reading tickets in the shape of the contract's `ticketRecordSchema` (spec §3 'Ticket'), for one
 * viewer: the thread comes along, and `unread` is the viewer's. The routes and the change feed
 * read through here, so both show the same record.
 *
 * Unread means changed since the viewer last read it: every write to a ticket (an answer, an
 * edit, an action) moves its `updated_at`, and every write marks the ticket read for its author,
 * so only what others did makes it unread.
 */
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TicketAnswerRecord, TicketRecord } from '../../../src/contract/tickets';
import type { AppDb, AppTx } from '../../platform/db/database';
import { countRows, firstOrNull } from '../../platform/db/countRows';
import {
  reportDemands,
  ticketAnswers,
  ticketCategories,
  ticketPriorities,
  ticketReads,
  tickets,
  ticketStatuses,
  users,
} from '../../platform/db/schema';
import { personColumns, readThreads, threadOf } from '../../platform/thread/threadEntries';
import { ticketStaffIds } from './ticketPeople';

const recipients = alias(users, 'recipient');
const creators = alias(users, 'creator');
const editors = alias(users, 'editor');

/** A ticket's thread: its answers and the records of what was done (spec §3 'answers'). */
export const answerThread = threadOf(ticketAnswers, 'ticketId');

/** Changed since the viewer last read it (or never read). */
export const isUnreadFor = (viewerId: number): SQL => sql`NOT EXISTS (
  SELECT 1 FROM ${ticketReads}
  WHERE ${ticketReads.ticketId} = ${tickets.id} AND ${ticketReads.userId} = ${viewerId}
    AND ${ticketReads.readAt} >= ${tickets.updatedAt})`;

export interface TicketPage {
  limit: number;
  offset?: number;
  /** newest: by creation (the list's default); updated: last changed first; uuid: the feed's order. */
  order?: 'newest' | 'updated' | 'uuid';
}

const ORDER = {
  newest: [desc(tickets.createdAt), asc(tickets.uuid)],
  updated: [desc(tickets.updatedAt), asc(tickets.uuid)],
  uuid: [asc(tickets.uuid)],
} as const;

export async function readTicketRecords(
  db: AppDb | AppTx,
  viewerId: number,
  where: SQL | undefined,
  { limit, offset = 0, order = 'newest' }: TicketPage,
): Promise<TicketRecord[]> {
  const rows = await db
    .select({
      ticket: tickets,
      category: { id: ticketCategories.id, name: ticketCategories.name },
      priority: { id: ticketPriorities.id, name: ticketPriorities.name, color: ticketPriorities.color },
      status: { id: ticketStatuses.id, name: ticketStatuses.name, color: ticketStatuses.color },
      recipient: personColumns(recipients),
      creator: personColumns(creators),
      editor: personColumns(editors),
      demand: { id: reportDemands.id, uuid: reportDemands.uuid },
      unread: isUnreadFor(viewerId).mapWith(Boolean),
    })
    .from(tickets)
    .innerJoin(ticketCategories, eq(ticketCategories.id, tickets.categoryId))
    .innerJoin(ticketPriorities, eq(ticketPriorities.id, tickets.priorityId))
    .innerJoin(ticketStatuses, eq(ticketStatuses.id, tickets.statusId))
    .leftJoin(recipients, eq(recipients.id, tickets.recipientId))
    .leftJoin(creators, eq(creators.id, tickets.createdBy))
    .leftJoin(editors, eq(editors.id, tickets.lastEditedBy))
    .leftJoin(reportDemands, eq(reportDemands.id, tickets.reportDemandId))
    .where(where)
    .orderBy(...ORDER[order])
    .limit(limit)
    .offset(offset);
  const answers = await answersOf(
    db,
    rows.map((row) => row.ticket.id),
  );
  const staff = new Set(rows.some((row) => row.recipient) ? await ticketStaffIds(db) : []);
  return rows.map(({ ticket, category, priority, status, recipient, creator, editor, demand, unread }) => ({
    id: ticket.id,
    uuid: ticket.uuid,
    subject: ticket.subject,
    content: ticket.content,
    category,
    sub_category: ticket.subCategory,
    priority: { ...priority, color: priority.color ?? '' },
    status: { ...status, color: status.color ?? '' },
    recipient: recipient,
    recipient_is_staff: recipient !== null && staff.has(recipient.id),
    created_by: creator,
    last_edited_by: editor,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
    closed_at: ticket.closedAt?.toISOString() ?? null,
    closing_reason: ticket.closingReason,
    report_demand: demand,
    unread,
    answers: answers.get(ticket.id) ?? [],
  }));
}

const answersOf = (db: AppDb | AppTx, ticketIds: number[]) =>
  readThreads(
    db,
    answerThread,
    ticketIds,
    (answer, person): TicketAnswerRecord => ({
      id: answer.id,
      uuid: answer.uuid,
      kind: answer.kind,
      author: person(answer.authorId),
      content: answer.content,
      forwarded_to: person(answer.forwardedToId),
      created_at: answer.createdAt.toISOString(),
      updated_at: answer.updatedAt.toISOString(),
    }),
    (answer) => [answer.forwardedToId],
  );

export const readTicketRecord = (db: AppDb | AppTx, viewerId: number, where: SQL | undefined) =>
  firstOrNull(readTicketRecords(db, viewerId, where, { limit: 1 }));

export const countTickets = (db: AppDb | AppTx, where: SQL | undefined) => countRows(db, tickets, where);
