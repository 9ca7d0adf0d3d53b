/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const ticketsMessages = defineMessages({
  de: {
    'tickets.closedMeanwhileAnswer':
      'Das Ticket wurde inzwischen geschlossen. Ihre Antwort wurde nicht gesendet.',
    'tickets.closedMeanwhileEdit':
      'Das Ticket wurde inzwischen geschlossen. Ihre Änderung wurde nicht gespeichert.',
    'tickets.acceptedBy': 'Das Ticket wurde inzwischen von {name} angenommen.',
    'tickets.notAllowed': 'Diese Änderung am Ticket ist Ihnen nicht erlaubt.',
    'tickets.answerGone': 'Die Antwort wurde inzwischen gelöscht.',
    'tickets.notOwnAnswer': 'Sie können nur Ihre eigenen Antworten ändern oder löschen.',
    'tickets.recipientNotEmployee': 'Bitte wählen Sie eine Mitarbeiterin oder einen Mitarbeiter des Labors.',
    'tickets.recipientUnknown': 'Diese Empfängerin oder diesen Empfänger gibt es nicht.',
    'tickets.recipientNotAddressable':
      'Bitte wählen Sie eine Mitarbeiterin oder einen Mitarbeiter des Labors oder eine aktive Ärztin oder einen aktiven Arzt.',
    'tickets.closingReasonOnlyOnClose': 'Ein Grund wird nur beim Schließen angegeben.',
    'tickets.unknownCategory': 'Diese Kategorie gibt es nicht.',
    'tickets.subCategoryOnlyReport': 'Eine Unterkategorie gibt es nur in der Kategorie Befund.',
    'tickets.unknownPriority': 'Diese Priorität gibt es nicht.',
    'tickets.unknownStatus': 'Diesen Status gibt es nicht.',
    'tickets.newTicketStatus': 'Ein neues Ticket kann nicht geschlossen angelegt werden.',
    'tickets.uuidMismatch': 'Die uuid gehört zu einem anderen Ticket.',
  },
  en: {
    'tickets.closedMeanwhileAnswer': 'The ticket was closed meanwhile. Your answer was not sent.',
    'tickets.closedMeanwhileEdit': 'The ticket was closed meanwhile. Your change was not saved.',
    'tickets.acceptedBy': 'The ticket was accepted by {name} meanwhile.',
    'tickets.notAllowed': 'You may not make this change to the ticket.',
    'tickets.answerGone': 'The answer was deleted meanwhile.',
    'tickets.notOwnAnswer': 'You can only change or delete your own answers.',
    'tickets.recipientNotEmployee': 'Please choose a member of the laboratory staff.',
    'tickets.recipientUnknown': 'This recipient does not exist.',
    'tickets.recipientNotAddressable': 'Please choose a member of the laboratory staff or an active doctor.',
    'tickets.closingReasonOnlyOnClose': 'A reason is given only when closing.',
    'tickets.unknownCategory': 'This category does not exist.',
    'tickets.subCategoryOnlyReport': 'Only the category Befund has sub categories.',
    'tickets.unknownPriority': 'This priority does not exist.',
    'tickets.unknownStatus': 'This status does not exist.',
    'tickets.newTicketStatus': 'A new ticket cannot be created closed.',
    'tickets.uuidMismatch': 'The uuid belongs to another ticket.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof ticketsMessages.de, string> {}
}
