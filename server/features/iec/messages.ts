/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const iecMessages = defineMessages({
  de: {
    'iec.groupNotEmpty': 'Die Gruppe enthält noch Substanzen. Verschieben oder löschen Sie diese zuerst.',
    'iec.selectionOutdated':
      'Einige ausgewählte Substanzen gibt es nicht mehr. Bitte prüfen Sie Ihre Auswahl und senden Sie sie erneut.',
  },
  en: {
    'iec.groupNotEmpty': 'The group still contains substances. Move or delete them first.',
    'iec.selectionOutdated':
      'Some selected substances no longer exist. Please check your selection and send it again.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof iecMessages.de, string> {}
}
