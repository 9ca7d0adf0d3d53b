import { SyncEntity } from '../../../contract/sync';
import {
  TicketStatusId,
  createTicketAnswerSchema,
  updateTicketAnswerSchema,
  updateTicketSchema,
  readTicketsSchema,
  type TicketAnswerKind,
  type TicketAnswerRecord,
  type TicketPerson,
  type UpdateTicketInput,
} from '../../../contract/tickets';
import { OutboxMethod } from '../../../db/outboxState';
import type { LookupRow, TicketMirrorRow } from '../../../db/rows';
import type { ActionLabel } from '../../offline/actionLabels';
import { queueAction } from '../../offline/queueAction';
import { queueNewSealedRow, queueOnSealedRow, type SealedRowRequest } from '../../offline/queueOnSealedRow';
import { mirror } from '../../offline/syncSession';
import { newTicketBody, type NewTicketFormValues } from './ticketForms';
import { applyTicketUpdate, type TicketUpdateContext } from './ticketOptimistic';

/**
 * Ticket actions (spec §4 'Ticket status', §7 'Tickets'), queued like every action: the mirror
 * changes at once, the outbox replays the request with an Idempotency-Key, online or later. A
 * ticket and an answer are created under uuids made here, which the server adopts, so the pulled
 * row replaces the optimistic one under the same key. Answers live inside their ticket's row, so
 * every action holds back exactly that row, and a refusal (409: closed meanwhile; 403; 404) puts
 * the server's version back and leaves the request in 'Nicht gesendet'. Paths take the ticket's
 * uuid and the answer's uuid, the only ids an offline-created ticket or answer has.
 */
const ticketPath = (uuid: string, ...rest: string[]) =>
  ['/api/tickets', encodeURIComponent(uuid), ...rest.map(encodeURIComponent)].join('/');

// A ticket's subject, text, answers and closing reason are stored sealed (they may name a
// patient), and so are the bodies that carry them (offline/queueOnSealedRow.ts).
const queueOnTicket = (
  uuid: string,
  request: SealedRowRequest,
  change: (row: TicketMirrorRow) => TicketMirrorRow,
) => queueOnSealedRow(SyncEntity.ticket, uuid, request, change);

/** A lookup as the record embeds it; a missing lookup keeps what the row had. */
const coloured = (lookup: LookupRow | undefined, fallback: { id: number; name: string; color: string }) =>
  lookup ? { id: Number(lookup.id), name: lookup.name, color: lookup.color ?? fallback.color } : fallback;

const readLookup = (table: 'ticketStatus' | 'ticketPriority' | 'ticketCategory', id: number) =>
  mirror()[table].get(String(id));

/** A record of what was done, shown in the thread until the pull brings the server's own. */
function threadRecord(
  kind: TicketAnswerKind,
  author: TicketPerson,
  now: string,
  extra: Partial<TicketAnswerRecord> = {},
): TicketAnswerRecord {
  return {
    id: 0,
    uuid: crypto.randomUUID(),
    kind,
    author,
    content: '',
    forwarded_to: null,
    created_at: now,
    updated_at: now,
    ...extra,
  };
}

export const ticketActions = {
  /** A new ticket addressed to one person (spec §4); the server's ids arrive with the pull. */
  create: async (
    values: NewTicketFormValues,
    author: TicketPerson,
    recipient: TicketPerson | null,
  ): Promise<string> => {
    const uuid = crypto.randomUUID();
    const body = newTicketBody(values, uuid);
    const now = new Date().toISOString();
    const [status, priority, category] = await Promise.all([
      readLookup('ticketStatus', TicketStatusId.open),
      readLookup('ticketPriority', body.priority),
      readLookup('ticketCategory', body.category),
    ]);
    const row: TicketMirrorRow = {
      id: uuid,
      uuid,
      subject: body.subject,
      content: body.content,
      category: { id: body.category, name: category?.name ?? '' },
      sub_category: body.sub_category ?? null,
      priority: coloured(priority, { id: body.priority, name: '', color: '#6b7280' }),
      status: coloured(status, { id: TicketStatusId.open, name: '', color: '#2563eb' }),
      recipient,
      // The form offers the employees only (useEmployees), who are staff.
      recipient_is_staff: recipient !== null,
      created_by: author,
      last_edited_by: null,
      created_at: now,
      updated_at: now,
      closed_at: null,
      closing_reason: null,
      report_demand: null,
      unread: false,
      answers: [],
    };
    const request: SealedRowRequest = {
      label: 'ticketCreate',
      method: OutboxMethod.post,
      path: '/api/tickets',
      body,
      sealBody: true,
    };
    await queueNewSealedRow(SyncEntity.ticket, uuid, row, request);
    return uuid;
  },

  /** An answer in the thread; writing marks the ticket read for its author. */
  answer: async (ticketUuid: string, author: TicketPerson, content: string): Promise<string> => {
    const body = createTicketAnswerSchema.parse({ uuid: crypto.randomUUID(), content });
    const uuid = body.uuid as string;
    const now = new Date().toISOString();
    await queueOnTicket(
      ticketUuid,
      {
        label: 'ticketAnswer',
        method: OutboxMethod.post,
        path: ticketPath(ticketUuid, 'answer'),
        body,
        sealBody: true,
      },
      (row) => {
        row.answers = [...row.answers, threadRecord('answer', author, now, { uuid, content: body.content })];
        row.updated_at = now;
        row.unread = false;
        return row;
      },
    );
    return uuid;
  },

  /** The author edits their own answer ('Antwort aktualisiert.'). */
  editAnswer: async (ticketUuid: string, answerUuid: string, content: string) => {
    const body = updateTicketAnswerSchema.parse({ content });
    const now = new Date().toISOString();
    await queueOnTicket(
      ticketUuid,
      {
        label: 'ticketAnswerEdit',
        method: OutboxMethod.put,
        path: ticketPath(ticketUuid, 'answer', answerUuid),
        body,
        sealBody: true,
      },
      (row) => {
        row.answers = row.answers.map((answer) =>
          answer.uuid === answerUuid ? { ...answer, content: body.content, updated_at: now } : answer,
        );
        return row;
      },
    );
  },

  /** The author deletes their own answer ('Antwort gelöscht.'). */
  deleteAnswer: async (ticketUuid: string, answerUuid: string) => {
    await queueOnTicket(
      ticketUuid,
      {
        label: 'ticketAnswerDelete',
        method: OutboxMethod.delete,
        path: ticketPath(ticketUuid, 'answer', answerUuid),
      },
      (row) => {
        row.answers = row.answers.filter((answer) => answer.uuid !== answerUuid);
        return row;
      },
    );
  },

  /**
   * The edit dialog's changed fields only (spec §5), so a queued edit never overwrites what
   * someone else changed meanwhile in another field. `recipient`: the person a new recipient
   * (`changes.recipient`) is, for the row shown until the pull.
   */
  update: async (
    ticketUuid: string,
    editor: TicketPerson,
    changes: Omit<UpdateTicketInput, 'uuid'>,
    recipient?: TicketPerson,
  ) => {
    const body = updateTicketSchema.parse(changes);
    await queueUpdate(ticketUuid, 'ticketUpdate', body, { actor: editor, recipient }, true);
  },

  /**
   * Staff take the ticket into 'in progress' (spec §4 accept); one addressed to staff is
   * re-addressed to them (src/contract/ticketUpdateEffect.ts).
   */
  accept: async (ticketUuid: string, actor: TicketPerson) => {
    await queueUpdate(ticketUuid, 'ticketAccept', { status: TicketStatusId.inProgress }, { actor });
  },

  /** Staff address the ticket to someone else (spec §4 forward to a chosen recipient). */
  forward: async (ticketUuid: string, actor: TicketPerson, recipient: TicketPerson) => {
    await queueUpdate(ticketUuid, 'ticketForward', { recipient: recipient.uuid }, { actor, recipient });
  },

  /** Staff close the ticket with a reason (spec §3 'reason for closing'; status 4). */
  close: async (ticketUuid: string, actor: TicketPerson, reason: string) => {
    const parsed = updateTicketSchema.parse({ status: TicketStatusId.closed, closing_reason: reason });
    const body = { status: TicketStatusId.closed, closing_reason: parsed.closing_reason ?? '' };
    await queueUpdate(ticketUuid, 'ticketClose', body, { actor }, true);
  },

  /** Staff open a closed ticket again (its closing time and reason are cleared). */
  reopen: async (ticketUuid: string, actor: TicketPerson) => {
    await queueUpdate(ticketUuid, 'ticketReopen', { status: TicketStatusId.open }, { actor });
  },

  /** Staff delete the ticket with its thread. */
  remove: async (ticketUuid: string) => {
    await queueAction({
      label: 'ticketDelete',
      method: OutboxMethod.delete,
      path: ticketPath(ticketUuid),
      entity: SyncEntity.ticket,
      entityId: ticketUuid,
      optimistic: (db) => db.ticket.delete(ticketUuid),
    });
  },

  /** The viewer has read the ticket (opening it marks it read). */
  markRead: async (ticketUuid: string) => {
    const body = readTicketsSchema.parse({ tickets: [ticketUuid] });
    await queueAction({
      label: 'ticketRead',
      method: OutboxMethod.post,
      path: '/api/tickets/read',
      body,
      entity: SyncEntity.ticket,
      entityId: ticketUuid,
      optimistic: (db) => db.ticket.update(ticketUuid, { unread: false }),
    });
  },
};

/** An update (`PUT /api/tickets/{uuid}`) with the row the server will make of it (ticketOptimistic.ts). */
async function queueUpdate(
  ticketUuid: string,
  label: ActionLabel,
  body: UpdateTicketInput,
  context: Omit<TicketUpdateContext, 'now' | 'lookups'>,
  sealBody = false,
) {
  const [status, priority, category] = await Promise.all([
    body.status === undefined ? undefined : readLookup('ticketStatus', body.status),
    body.priority === undefined ? undefined : readLookup('ticketPriority', body.priority),
    body.category === undefined ? undefined : readLookup('ticketCategory', body.category),
  ]);
  const now = new Date().toISOString();
  await queueOnTicket(
    ticketUuid,
    { label, method: OutboxMethod.put, path: ticketPath(ticketUuid), body, sealBody },
    (row) => applyTicketUpdate(row, body, { ...context, now, lookups: { status, priority, category } }),
  );
}
