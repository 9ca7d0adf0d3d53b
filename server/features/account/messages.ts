/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const accountMessages = defineMessages({
  de: {
    'newsletter.alreadySubscribed': 'Sie sind bereits für diesen Newsletter angemeldet.',
    'newsletter.confirmed': 'Vielen Dank! Ihre Newsletter-Anmeldung ist bestätigt.',
    'newsletter.confirmationInvalid':
      'Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.',
  },
  en: {
    'newsletter.alreadySubscribed': 'You are already subscribed to this newsletter.',
    'newsletter.confirmed': 'Thank you! Your newsletter subscription is confirmed.',
    'newsletter.confirmationInvalid':
      'This confirmation link is invalid, has expired or has been used already.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof accountMessages.de, string> {}
}
