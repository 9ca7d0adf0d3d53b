/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const reportsMessages = defineMessages({
  de: {
    'reports.concurrentUpload':
      'Dieser Befund wurde gerade gleichzeitig eingespielt. Bitte senden Sie ihn erneut.',
    'critical.escalationTicketSubject': 'Kritischer Befund {befundId}: Praxis anrufen',
    'critical.escalationTicketContent':
      'Der kritische Befund {befundId} von {doctor} wurde seit {minutes} Minuten nicht zur Kenntnis genommen. Bitte rufen Sie die Praxis an.',
    'critical.newerVersion':
      'Zu diesem Befund ist inzwischen eine neuere Fassung eingegangen. Bitte sehen Sie diese zuerst ein.',
    'critical.notCritical': 'Dieser Befund ist nicht (mehr) als kritisch markiert.',
  },
  en: {
    'reports.concurrentUpload':
      'This report was stored by another upload at the same moment. Please send it again.',
    'critical.escalationTicketSubject': 'Critical report {befundId}: phone the practice',
    'critical.escalationTicketContent':
      'The critical report {befundId} of {doctor} has not been acknowledged for {minutes} minutes. Please phone the practice.',
    'critical.newerVersion': 'A newer version of this report has arrived meanwhile. Please look at it first.',
    'critical.notCritical': 'This report is not (or no longer) marked critical.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof reportsMessages.de, string> {}
}
