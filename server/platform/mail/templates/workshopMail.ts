/**
 * The mail to a doctor whose waiting registration moved up to a booked place (issue 15). It names
 * the workshop (a workshop's title names no patient) and links to it in the portal.
 */
import type { Locale } from '../../../../src/contract/constants';
import type { MailMessage } from '../mailer';
import { renderMail, type MailBody, type MailFrame, type MailRecipient } from './layout';

export interface WorkshopMailParams {
  title: string;
  url: string;
}

const BODIES: Record<Locale, (params: WorkshopMailParams) => MailBody> = {
  de: ({ title, url }) => ({
    subject: 'Ihr Platz in der Schulung – Kundencenter',
    intro: [
      `Ein Platz in der Schulung „${title}“ ist frei geworden. Sie sind von der Warteliste nachgerückt und jetzt angemeldet.`,
    ],
    action: { label: 'Schulung im Kundencenter öffnen', url },
    outro: ['Wenn Sie nicht teilnehmen können, stornieren Sie die Anmeldung bitte im Kundencenter.'],
  }),
  en: ({ title, url }) => ({
    subject: 'Your place in the workshop – Kundencenter',
    intro: [
      `A place in the workshop “${title}” has become free. You moved up from the waiting list and are now registered.`,
    ],
    action: { label: 'Open the workshop in the Kundencenter', url },
    outro: ['If you cannot attend, please cancel your registration in the Kundencenter.'],
  }),
};

export function workshopPromotedMail(
  frame: MailFrame,
  recipient: MailRecipient,
  params: WorkshopMailParams,
): MailMessage {
  return renderMail(frame, recipient, BODIES[recipient.language](params));
}

/** The hash route of the workshop's detail view (spec §2: workshops/{id}). */
export const workshopUrl = (appUrl: string, id: number): string => `${appUrl}/#/backend/workshops/${id}`;
