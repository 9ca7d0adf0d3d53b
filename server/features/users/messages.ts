/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const usersMessages = defineMessages({
  de: {
    'users.invited': 'Einladung gesendet.',
  },
  en: {
    'users.invited': 'Invitation sent.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof usersMessages.de, string> {}
}
