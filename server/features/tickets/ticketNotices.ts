/**
 * What the people around a ticket hear of a change (spec §7 'Real-time'): the change rows for every
 * scope that sees it, `TicketUpdated` (or `TicketRead`) on the private channel of each participant,
 * activity notifications, and the mail to the recipient of a new or forwarded ticket.
 *
 * Notifications and mail never carry the ticket's subject or text (either may name a patient):
 * they name the ticket by number and who acted. Mail leaves after the commit (`TicketMails.send`),
 * so a rolled-back write sends nothing and a slow relay holds no transaction open; a failed send is
 * logged without the address and does not undo the ticket.
 */
import { NotificationType } from '../../../src/contract/activities';
import { SyncEntity } from '../../../src/contract/sync';
import { TICKET_READ_EVENT, TICKET_UPDATED_EVENT } from '../../../src/contract/tickets';
import type { MailContext } from '../../platform/appContext';
import type { AppTx } from '../../platform/db/database';
import type { TicketRow } from '../../platform/db/schema';
import { ticketMail, ticketUrl, type TicketMailReason } from '../../platform/mail/templates/ticketMail';
import { notifyUser } from '../activities';
import { userScope } from '../../platform/sync/scopes';
import type { Emit } from '../../platform/sync/writeWithChanges';
import { ticketScopes } from './ticketAccess';
import { displayName, participantsOf, type TicketPersonRow } from './ticketPeople';
import { mailFrameOf } from '../../platform/labSettings/mailFrame';

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

/** Mails collected during a write and sent once it has committed. */
export class TicketMails {
  private readonly pending: { to: TicketPersonRow; uuid: string; reason: TicketMailReason }[] = [];

  /** A mail to the recipient of a new or forwarded ticket, unless they did it themselves. */
  add(to: TicketPersonRow | null, actor: { id: number }, ticket: TicketRow, reason: TicketMailReason) {
    if (to && to.id !== actor.id && to.active) this.pending.push({ to, uuid: ticket.uuid, reason });
  }

  async send(context: MailContext, log?: { error(obj: object, msg: string): void }): Promise<void> {
    for (const { to, uuid, reason } of this.pending.splice(0)) {
      try {
        await context.mailer.send(
          ticketMail(await mailFrameOf(context), to, {
            reason,
            url: ticketUrl(context.config.appUrl, uuid),
          }),
        );
      } catch (error) {
        // The relay's error text may quote the address: only its code goes to the log.
        const code = (error as { code?: unknown }).code;
        log?.error(
          { ticket: uuid, code: typeof code === 'string' ? code : undefined },
          'ticket mail not sent',
        );
      }
    }
  }
}
