/**
 * Opening, reading and deleting tickets (spec §4 'Ticket status', §5, §9). Each function runs in
 * the caller's writeWithChanges transaction and announces what it wrote (ticketNotices.ts). Every
 * write marks the ticket read for its author (ticketRecords.ts: unread means changed by others).
 */
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { TICKET_CATEGORY_REPORT_ID } from '../../../src/contract/constants';
import type { IdOrUuid } from '../../../src/contract/idOrUuid';
import { allowedTicketActions, isTicketStaff, mayCreateWithStatus } from '../../../src/contract/ticketRules';
import { TicketStatusId, type CreateTicketInput, type TicketRecord } from '../../../src/contract/tickets';
import type { AppDb, AppTx } from '../../platform/db/database';
import {
  ticketCategories,
  ticketPriorities,
  ticketReads,
  tickets,
  ticketStatuses,
  type TicketRow,
} from '../../platform/db/schema';
import { fieldError, HttpError, notFound } from '../../platform/http/httpErrors';
import type { MailSender } from '../../platform/mail/mailIntents';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { isActiveDoctor } from './doctorRecipients';
import { factsOf, visibleTicket, visibleTickets, type TicketViewer } from './ticketAccess';
import {
  announceDeleted,
  announceRead,
  announceTicket,
  notifyOfTicket,
  queueTicketMail,
  type Actor,
} from './ticketNotices';
import { isEmployee, participantsOf, personByUuid, type TicketPersonRow } from './ticketPeople';
import { readTicketRecord } from './ticketRecords';

/** The viewer, with the name other people's notifications and messages use. */
export type TicketCaller = TicketViewer & Actor;

/** The ticket the viewer reaches by id or uuid, locked for the write; 404 otherwise. */
export async function findTicket(tx: AppTx, viewer: TicketViewer, key: IdOrUuid): Promise<TicketRow> {
  const [ticket] = await tx.select().from(tickets).where(visibleTicket(viewer, key)).for('update');
  if (!ticket) throw notFound();
  return ticket;
}

export async function recordOf(tx: AppTx, viewerId: number, ticketId: number): Promise<TicketRecord> {
  const record = await readTicketRecord(tx, viewerId, eq(tickets.id, ticketId));
  if (!record) throw new Error('ticket not readable after writing it');
  return record;
}

/** The viewer has read the ticket as it is at `now`. */
export async function markRead(tx: AppTx, ticketId: number, userId: number, now: Date): Promise<void> {
  await tx
    .insert(ticketReads)
    .values({ ticketId, userId, readAt: now })
    .onConflictDoUpdate({ target: [ticketReads.ticketId, ticketReads.userId], set: { readAt: now } });
}

/**
 * The recipient a ticket may go to: an active account; from a doctor, and on every forward, one of
 * the employees (staff work what they receive); staff may also write to an active doctor, and to
 * nobody else (issue 26).
 */
export async function checkedRecipient(
  tx: AppTx,
  caller: TicketViewer,
  uuid: string,
  { employeesOnly }: { employeesOnly: boolean },
): Promise<TicketPersonRow> {
  const person = await personByUuid(tx, uuid);
  if (!person || !person.active) throw fieldError('recipient', 'tickets.recipientUnknown');
  if (await isEmployee(tx, person.id)) return person;
  if (employeesOnly || !isTicketStaff(caller.permissions)) {
    throw fieldError('recipient', 'tickets.recipientNotEmployee');
  }
  if (!(await isActiveDoctor(tx, person.id)))
    throw fieldError('recipient', 'tickets.recipientNotAddressable');
  return person;
}

/**
 * The lookups of a ticket must exist: a top-level category (sub categories are `sub_category`),
 * a priority and a status. The sub category belongs to category 2 'Befund' only, where it defaults
 * to Allgemein (spec §9); on another category it is refused rather than dropped.
 */
export async function checkLookups(
  tx: AppDb | AppTx,
  values: {
    categoryId: number;
    subCategory: string | null | undefined;
    priorityId?: number;
    statusId?: number;
  },
): Promise<string | null> {
  const [category] = await tx
    .select({ id: ticketCategories.id })
    .from(ticketCategories)
    .where(and(eq(ticketCategories.id, values.categoryId), isNull(ticketCategories.parentId)));
  if (!category) throw fieldError('category', 'tickets.unknownCategory');
  if (values.priorityId !== undefined) {
    const [priority] = await tx
      .select({ id: ticketPriorities.id })
      .from(ticketPriorities)
      .where(eq(ticketPriorities.id, values.priorityId));
    if (!priority) throw fieldError('priority', 'tickets.unknownPriority');
  }
  if (values.statusId !== undefined) {
    const [status] = await tx
      .select({ id: ticketStatuses.id })
      .from(ticketStatuses)
      .where(eq(ticketStatuses.id, values.statusId));
    if (!status) throw fieldError('status', 'tickets.unknownStatus');
  }
  if (values.categoryId !== TICKET_CATEGORY_REPORT_ID) {
    if (values.subCategory) throw fieldError('sub_category', 'tickets.subCategoryOnlyReport');
    return null;
  }
  return values.subCategory ?? 'Allgemein';
}

/** `POST /api/tickets`: a new ticket, open unless staff start it in another state. */
export async function createTicket(
  tx: AppTx,
  emit: Emit,
  mail: MailSender,
  caller: TicketCaller,
  input: CreateTicketInput,
  now: Date,
): Promise<TicketRecord> {
  if (!mayCreateWithStatus(caller, input.status)) {
    if (input.status === TicketStatusId.closed) throw fieldError('status', 'tickets.newTicketStatus');
    throw new HttpError(403, 'tickets.notAllowed');
  }
  const statusId = input.status ?? TicketStatusId.open;
  const subCategory = await checkLookups(tx, {
    categoryId: input.category,
    subCategory: input.sub_category,
    priorityId: input.priority,
    statusId,
  });
  const recipient = await checkedRecipient(tx, caller, input.recipient, { employeesOnly: false });
  const ticket = await insertTicket(
    tx,
    emit,
    mail,
    caller,
    recipient,
    {
      ...(input.uuid ? { uuid: input.uuid } : {}),
      subject: input.subject,
      content: input.content,
      categoryId: input.category,
      subCategory: subCategory as TicketRow['subCategory'],
      priorityId: input.priority,
      statusId,
    },
    now,
  );
  return recordOf(tx, caller.id, ticket.id);
}

/** A new ticket's fields once checked (checkLookups, checkedRecipient): what insertTicket stores. */
export type CheckedTicketFields = Pick<
  TicketRow,
  'subject' | 'content' | 'categoryId' | 'subCategory' | 'priorityId' | 'statusId'
> & { uuid?: string };

/**
 * Stores a new ticket whose fields and recipient are already checked, read for its author, and
 * announced: the change rows, the recipient's notification and mail. createTicket checks a
 * request's input first; the escalation of critical reports (issue 17) checks its fixed fields once
 * a batch and, being a job, has no use for the record a response would carry.
 */
export async function insertTicket(
  tx: AppTx,
  emit: Emit,
  mail: MailSender,
  author: Actor,
  recipient: TicketPersonRow,
  fields: CheckedTicketFields,
  now: Date,
): Promise<TicketRow> {
  const [ticket] = await tx
    .insert(tickets)
    .values({ ...fields, recipientId: recipient.id, createdBy: author.id, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: tickets.uuid })
    .returning();
  if (!ticket) throw fieldError('uuid', 'validation.uuidTaken');
  await markRead(tx, ticket.id, author.id, now);
  await announceTicket(tx, emit, ticket);
  await notifyOfTicket(tx, emit, recipient, author, ticket, 'created', now);
  await queueTicketMail(mail, tx, recipient, author, ticket, 'created');
  return ticket;
}

/**
 * `DELETE /api/tickets/{id}`: staff only (ticketRules: 'delete'). The ticket and its thread go;
 * every scope that saw it gets a `del`, so it leaves every mirror.
 */
export async function deleteTicket(
  tx: AppTx,
  emit: Emit,
  caller: TicketCaller,
  key: IdOrUuid,
): Promise<void> {
  const ticket = await findTicket(tx, caller, key);
  if (!allowedTicketActions(caller, factsOf(ticket)).has('delete'))
    throw new HttpError(403, 'tickets.notAllowed');
  const { creator, recipient } = await participantsOf(tx, ticket);
  await tx.delete(tickets).where(eq(tickets.id, ticket.id));
  announceDeleted(emit, ticket, creator, recipient);
}

/** `POST /api/tickets/read` and `.../answer/read`: the viewer has read these tickets (unknown ones are skipped). */
export async function readTickets(
  tx: AppTx,
  emit: Emit,
  viewer: TicketViewer,
  keys: readonly IdOrUuid[],
  now: Date,
): Promise<void> {
  const ids = keys.filter((key): key is number => typeof key === 'number');
  const uuids = keys.filter((key): key is string => typeof key === 'string').map((key) => key.toLowerCase());
  const conditions = [
    ...(ids.length > 0 ? [inArray(tickets.id, ids)] : []),
    ...(uuids.length > 0 ? [inArray(tickets.uuid, uuids)] : []),
  ];
  if (conditions.length === 0) return;
  const found = await tx
    .select()
    .from(tickets)
    .where(and(or(...conditions), visibleTickets(viewer)));
  for (const ticket of found) {
    await markRead(tx, ticket.id, viewer.id, now);
    announceRead(emit, ticket, viewer);
  }
}
