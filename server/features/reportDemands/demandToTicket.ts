/**
 * `POST /api/reports/demands/{id}/ticket` (spec §4: staff create tickets from report demands; the
 * demand is then archived). The ticket goes to the demand's contact person personally (tickets
 * are addressed to a user, spec §4), in category 'Befund' with the sub category of the demand's
 * subject, and carries the conversation as its content. A demand becomes a ticket once: the
 * unique `tickets.report_demand_id` decides a race between two staff members.
 *
 * The ticket enters the change feed and the recipient is notified (ticket.created) and mailed
 * (its mail asked for in the write, `mail`), unless they made the ticket themselves (server/features/tickets).
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TICKET_CATEGORY_REPORT_ID,
  TICKET_DEFAULT_PRIORITY_ID,
  type Locale,
  type TicketSubCategory,
} from '../../../src/contract/constants';
import type { ReportDemandSubject, reportDemandTicketSchema } from '../../../src/contract/reportDemands';
import { type IdOrUuid } from '../../../src/contract/idOrUuid';
import type { AppTx } from '../../platform/db/database';
import {
  reportDemandMessages,
  reportDemands,
  tickets,
  users,
  type ReportDemandRow,
} from '../../platform/db/schema';
import { HttpError, unauthenticated } from '../../platform/http/httpErrors';
import { translate } from '../../platform/i18n/translate';
import { TicketStatusId } from '../lookups';
import type { Emit } from '../../platform/sync/writeWithChanges';
import type { MailSender } from '../../platform/mail/mailIntents';
import { announceTicket, notifyOfTicket, queueTicketMail } from '../tickets';
import { peopleByIds } from '../tickets';
import { markRead as markTicketRead } from '../tickets';
import { displayName, participantsOf, type Participant } from './demandParticipants';
import type { DemandViewer } from './reportDemandAccess';
import { emitDemand, findDemand } from './reportDemandService';

export type DemandTicket = z.infer<typeof reportDemandTicketSchema>;

const SUB_CATEGORY: Record<ReportDemandSubject, TicketSubCategory> = {
  general: 'Allgemein',
  invoice: 'Rechnung',
};

/** The conversation as the ticket's text: the subject, then each message with author and time. */
async function transcript(tx: AppTx, demand: ReportDemandRow, locale: Locale): Promise<string> {
  const messages = await tx
    .select({ message: reportDemandMessages.message, at: reportDemandMessages.createdAt, author: users })
    .from(reportDemandMessages)
    .leftJoin(users, eq(users.id, reportDemandMessages.authorId))
    .where(eq(reportDemandMessages.demandId, demand.id))
    .orderBy(reportDemandMessages.createdAt, reportDemandMessages.id);
  const lines = messages.map(({ message, at, author }) => {
    const who = author ? displayName(author) : '–';
    return `${who} (${at.toISOString().slice(0, 16).replace('T', ' ')} UTC):\n${message}`;
  });
  return [translate(locale, `reportDemands.subject.${demand.subject}`), ...lines].join('\n\n');
}

export async function createTicketFromDemand(
  tx: AppTx,
  emit: Emit,
  mail: MailSender,
  viewer: DemandViewer,
  key: IdOrUuid,
  now: Date,
): Promise<DemandTicket> {
  const demand = await findDemand(tx, viewer, key);
  const { contactPerson } = await participantsOf(tx, demand);
  // The signed-in staff member: the ticket's author, named in the recipient's notification.
  // Gone only if the account was deleted during this request, which then ends as signed out.
  const [self] = await tx.select().from(users).where(eq(users.id, viewer.id));
  if (!self) throw unauthenticated();
  const recipient: Participant = contactPerson ?? { ...self };
  const locale = recipient.language;
  const subject = translate(locale, 'reportDemands.ticketSubject', { befundId: demand.befundId });

  const [ticket] = await tx
    .insert(tickets)
    .values({
      subject,
      content: await transcript(tx, demand, locale),
      categoryId: TICKET_CATEGORY_REPORT_ID,
      subCategory: SUB_CATEGORY[demand.subject],
      priorityId: TICKET_DEFAULT_PRIORITY_ID,
      statusId: TicketStatusId.open,
      recipientId: recipient.id,
      createdBy: viewer.id,
      reportDemandId: demand.id,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: tickets.reportDemandId })
    .returning();
  if (!ticket) throw new HttpError(409, 'reportDemands.ticketExists');

  const [archived] = await tx
    .update(reportDemands)
    .set({ archivedAt: demand.archivedAt ?? now, archivedBy: demand.archivedBy ?? viewer.id, updatedAt: now })
    .where(eq(reportDemands.id, demand.id))
    .returning();
  await emitDemand(tx, emit, archived ?? demand);
  await markTicketRead(tx, ticket.id, viewer.id, now);
  await announceTicket(tx, emit, ticket);
  if (recipient.id !== viewer.id) {
    const people = await peopleByIds(tx, [recipient.id]);
    await notifyOfTicket(tx, emit, people.get(recipient.id) ?? null, self, ticket, 'created', now);
    await queueTicketMail(mail, tx, people.get(recipient.id) ?? null, viewer, ticket, 'created');
  }
  return {
    id: ticket.id,
    uuid: ticket.uuid,
    subject: ticket.subject,
    category_id: ticket.categoryId,
    sub_category: ticket.subCategory,
    priority_id: ticket.priorityId,
    status_id: ticket.statusId,
    recipient: {
      id: recipient.id,
      uuid: recipient.uuid,
      titel: recipient.titel,
      vorname: recipient.vorname,
      nachname: recipient.nachname,
    },
    report_demand_id: demand.id,
    created_at: ticket.createdAt.toISOString(),
  };
}
