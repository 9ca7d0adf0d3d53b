/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const onboardingMessages = defineMessages({
  de: {
    'auth.locked': 'Ihr Zugang ist gesperrt. Bitte wenden Sie sich an das Labor.',
    'auth.currentPasswordIncorrect':
      'Das angegebene Passwort stimmt nicht mit Ihrem aktuellen Passwort überein.',
    'auth.usernameTaken': 'Dieser Benutzername ist bereits vergeben.',
    'emailVerification.linkExpired':
      'Der Link ist abgelaufen. Bitte fordern Sie eine neue Bestätigungsmail an.',
    'emailVerification.linkUsed':
      'Dieser Link ist nicht mehr gültig: Er wurde bereits verwendet oder durch einen neueren ersetzt. Bitte melden Sie sich an oder fordern Sie einen neuen Link an.',
  },
  en: {
    'auth.locked': 'Your account is locked. Please contact the laboratory.',
    'auth.currentPasswordIncorrect': 'The provided password does not match your current password.',
    'auth.usernameTaken': 'This username is already taken.',
    'emailVerification.linkExpired': 'The link is expired. Please request a new one.',
    'emailVerification.linkUsed':
      'This link is no longer valid: it has been used already or replaced by a newer one. Please sign in or request a new link.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof onboardingMessages.de, string> {}
}
