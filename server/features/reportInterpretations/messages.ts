/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const reportInterpretationsMessages = defineMessages({
  de: {
    'reportInterpretations.closed': 'Diese Befundinterpretation ist bereits erledigt oder abgesagt.',
  },
  en: {
    'reportInterpretations.closed': 'This report interpretation is already done or cancelled.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof reportInterpretationsMessages.de, string> {}
}
