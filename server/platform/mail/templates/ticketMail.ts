/**
 * The mail to the recipient of a new or forwarded ticket (notification 'ticket mail'). It carries
 * no subject and no text of the ticket: subjects may name patients, and mail leaves the
 * laboratory's systems. It says that there is a ticket and links to it in the portal, where the
 * recipient reads it after signing in.
 */
import type { Locale } from '../../../../src/contract/constants';
import type { MailMessage } from '../mailer';
import { renderMail, type MailBody, type MailFrame, type MailRecipient } from './layout';

export type TicketMailReason = 'created' | 'forwarded';

export interface TicketMailParams {
  reason: TicketMailReason;
  url: string;
}

const BODIES: Record<Locale, (params: TicketMailParams) => MailBody> = {
  de: ({ reason, url }) => ({
    subject: 'Neues Ticket – Kundencenter',
    intro: [
      reason === 'created'
        ? 'Sie haben ein neues Ticket erhalten.'
        : 'Ein Ticket wurde an Sie weitergeleitet.',
    ],
    action: { label: 'Ticket im Kundencenter öffnen', url },
    outro: ['Den Inhalt des Tickets sehen Sie nach der Anmeldung im Kundencenter.'],
  }),
  en: ({ reason, url }) => ({
    subject: 'New ticket – Kundencenter',
    intro: [reason === 'created' ? 'You have received a new ticket.' : 'A ticket was forwarded to you.'],
    action: { label: 'Open the ticket in the Kundencenter', url },
    outro: ['You can read the ticket after signing in to the Kundencenter.'],
  }),
};

export function ticketMail(
  frame: MailFrame,
  recipient: MailRecipient,
  params: TicketMailParams,
): MailMessage {
  return renderMail(frame, recipient, BODIES[recipient.language](params));
}

/** The hash route of the ticket's detail view (spec §2: tickets/show/{uuid}). */
export const ticketUrl = (appUrl: string, uuid: string): string => `${appUrl}/#/backend/tickets/show/${uuid}`;
