/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const reportsMessages = defineMessages({
  de: {
    'reports.concurrentUpload':
      'Dieser Befund wurde gerade gleichzeitig eingespielt. Bitte senden Sie ihn erneut.',
    'notification.report.uploaded': 'Neuer Befund {befundId} ist eingegangen.',
    'notification.report.critical':
      'Kritischer Befund {befundId} ist eingegangen. Bitte sofort einsehen und zur Kenntnis nehmen.',
    'notification.report.escalated':
      'Kritischer Befund {befundId} wurde nicht zur Kenntnis genommen: bitte die Praxis anrufen.',
    'critical.escalationTicketSubject': 'Kritischer Befund {befundId}: Praxis anrufen',
    'critical.escalationTicketContent':
      'Der kritische Befund {befundId} von {doctor} wurde seit {minutes} Minuten nicht zur Kenntnis genommen. Bitte rufen Sie die Praxis an.',
    'critical.newerVersion':
      'Zu diesem Befund ist inzwischen eine neuere Fassung eingegangen. Bitte sehen Sie diese zuerst ein.',
    'critical.notCritical': 'Dieser Befund ist nicht (mehr) als kritisch markiert.',
    'notification.report.read': 'Befund {befundId} wurde von {doctor} abgerufen.',
    'notification.report.deleted': 'Befund {befundId} wurde gelöscht.',
  },
  en: {
    'reports.concurrentUpload':
      'This report was stored by another upload at the same moment. Please send it again.',
    'notification.report.uploaded': 'New report {befundId} has arrived.',
    'notification.report.critical':
      'Critical report {befundId} has arrived. Please look at it and acknowledge it at once.',
    'notification.report.escalated':
      'Critical report {befundId} was not acknowledged: please phone the practice.',
    'critical.escalationTicketSubject': 'Critical report {befundId}: phone the practice',
    'critical.escalationTicketContent':
      'The critical report {befundId} of {doctor} has not been acknowledged for {minutes} minutes. Please phone the practice.',
    'critical.newerVersion': 'A newer version of this report has arrived meanwhile. Please look at it first.',
    'critical.notCritical': 'This report is not (or no longer) marked critical.',
    'notification.report.read': 'Report {befundId} was retrieved by {doctor}.',
    'notification.report.deleted': 'Report {befundId} was deleted.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof reportsMessages.de, string> {}
}
