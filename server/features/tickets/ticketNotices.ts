/**
 * What the people around a ticket hear of a change (spec §7 'Real-time'): the change rows for every
 * scope that sees it, `TicketUpdated` (or `TicketRead`) on the private channel of each participant,
 * activity notifications, and the mail to the recipient of a new or forwarded ticket.
 *
 * Notifications and mail never carry the ticket's subject or text (either may name a patient):
 * they name the ticket by number and who acted. The mail is asked for in the write's transaction
 * (`queueTicketMail`, a mail intent: platform/mail/mailIntents.ts) and made after the commit, so a
 * rolled-back write sends nothing and a slow relay holds no transaction open.
 */
import { NotificationType } from '../../../src/contract/activities';
import { SyncEntity } from '../../../src/contract/sync';
import { TICKET_READ_EVENT, TICKET_UPDATED_EVENT } from '../../../src/contract/tickets';
import type { AppTx } from '../../platform/db/database';
import type { TicketRow } from '../../platform/db/schema';
import { ticketMail, ticketUrl, type TicketMailReason } from '../../platform/mail/templates/ticketMail';
import { notifyUser } from '../activities';
import { userScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { ticketScopes } from './ticketAccess';
import { displayName, participantsOf, peopleByIds, type TicketPersonRow } from './ticketPeople';
import { mailFrameOf } from '../../platform/labSettings/mailFrame';
import { defineMail, type MailSender } from '../../platform/mail/mailIntents';

/** Emits the ticket to everyone who sees it and tells its participants it changed. */
export async function announceTicket(tx: AppTx, emit: Emit, ticket: TicketRow): Promise<void> {
  const { creator, recipient } = await participantsOf(tx, ticket);
  emit(SyncEntity.ticket, ticket.uuid, ticketScopes(creator?.uuid ?? null, recipient?.uuid ?? null));
  for (const person of uniquePeople([creator, recipient])) {
    emit.event({ to: { userUuid: person.uuid }, event: TICKET_UPDATED_EVENT, data: { uuid: ticket.uuid } });
  }
}

/** Only the reader's `unread` changed: their own scope and channel hear of it. */
export function announceRead(emit: Emit, ticket: TicketRow, reader: { uuid: string }): void {
  emit(SyncEntity.ticket, ticket.uuid, [userScope(reader.uuid)]);
  emit.event({ to: { userUuid: reader.uuid }, event: TICKET_READ_EVENT, data: { uuid: ticket.uuid } });
}

/**
 * The old recipient of a forwarded ticket is told to look again: the pull answers a `del` when they
 * no longer see it (neither creator nor staff), a `put` when they still do.
 */
export function announceFormerRecipient(emit: Emit, ticket: TicketRow, former: TicketPersonRow | null): void {
  if (!former) return;
  emit.del(SyncEntity.ticket, ticket.uuid, [userScope(former.uuid)]);
  emit.event({ to: { userUuid: former.uuid }, event: TICKET_UPDATED_EVENT, data: { uuid: ticket.uuid } });
}

/** A deleted ticket leaves every mirror that held it. */
export function announceDeleted(
  emit: Emit,
  ticket: TicketRow,
  creator: TicketPersonRow | null,
  recipient: TicketPersonRow | null,
): void {
  emit.del(SyncEntity.ticket, ticket.uuid, ticketScopes(creator?.uuid ?? null, recipient?.uuid ?? null));
  for (const person of uniquePeople([creator, recipient])) {
    emit.event({
      to: { userUuid: person.uuid },
      event: TICKET_UPDATED_EVENT,
      data: { uuid: ticket.uuid, deleted: true },
    });
  }
}

const uniquePeople = (people: readonly (TicketPersonRow | null)[]): TicketPersonRow[] => [
  ...new Map(people.filter((p): p is TicketPersonRow => p !== null).map((p) => [p.id, p])).values(),
];

export interface Actor {
  id: number;
  titel: string | null;
  vorname: string;
  nachname: string;
}

/** Notifies `recipient` (never the actor themselves) of something `actor` did to the ticket. */
export async function notifyOfTicket(
  tx: AppTx,
  emit: Emit,
  recipient: TicketPersonRow | null,
  actor: Actor,
  ticket: TicketRow,
  type: 'created' | 'comment' | 'forwarded',
  now: Date,
): Promise<void> {
  if (!recipient || recipient.id === actor.id || !recipient.active) return;
  const KIND = {
    created: NotificationType.ticketCreated,
    comment: NotificationType.ticketComment,
    forwarded: NotificationType.ticketMail,
  } as const;
  await notifyUser(tx, emit, recipient, {
    type: KIND[type],
    params: { id: ticket.id, author: displayName(actor) },
    links: { ticket: { uuid: ticket.uuid } },
    now,
  });
}

interface TicketMailPayload {
  recipientId: number;
  ticketUuid: string;
  reason: TicketMailReason;
}

/** The recipient as they are when the mail is made: none once their account is gone or inactive. */
export const ticketMailKind = defineMail<TicketMailPayload>(
  'ticket',
  async (context, { recipientId, ticketUuid, reason }) => {
    const recipient = (await peopleByIds(context.db, [recipientId])).get(recipientId);
    if (!recipient?.active) return null;
    return ticketMail(await mailFrameOf(context), recipient, {
      reason,
      url: ticketUrl(context.config.appUrl, ticketUuid),
    });
  },
);

/**
 * In the write's transaction: the mail to the recipient of a new or forwarded ticket, unless they
 * did it themselves or their account is inactive.
 */
export async function queueTicketMail(
  mail: MailSender,
  tx: AppTx,
  to: TicketPersonRow | null,
  actor: { id: number },
  ticket: TicketRow,
  reason: TicketMailReason,
): Promise<void> {
  if (!to || to.id === actor.id || !to.active) return;
  await mail.queue(tx, ticketMailKind, { recipientId: to.id, ticketUuid: ticket.uuid, reason });
}
