/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const reportDemandsMessages = defineMessages({
  de: {
    'reportDemands.archived': 'Diese Befundnachfrage ist archiviert.',
    'reportDemands.ticketExists': 'Aus dieser Befundnachfrage wurde bereits ein Ticket erstellt.',
    'reportDemands.notParticipant':
      'Archivieren können nur der Arzt und die Ansprechperson der Befundnachfrage.',
    'reportDemands.notOwnMessage': 'Sie können nur Ihre eigenen Nachrichten ändern oder löschen.',
    'reportDemands.notOwnReport': 'Befundnachfragen stellt der Arzt des Befunds.',
    'reportDemands.ticketSubject': 'Befundnachfrage zu Befund {befundId}',
    'reportDemands.subject.general': 'Allgemeine Frage',
    'reportDemands.subject.invoice': 'Rechnungsfrage',
  },
  en: {
    'reportDemands.archived': 'This report demand is archived.',
    'reportDemands.ticketExists': 'A ticket was already created from this report demand.',
    'reportDemands.notParticipant':
      'Only the doctor and the contact person of a report demand can archive it.',
    'reportDemands.notOwnMessage': 'You can only edit or delete your own messages.',
    'reportDemands.notOwnReport': 'Report demands are made by the doctor of the report.',
    'reportDemands.ticketSubject': 'Report demand about report {befundId}',
    'reportDemands.subject.general': 'General question',
    'reportDemands.subject.invoice': 'Invoice question',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof reportDemandsMessages.de, string> {}
}
