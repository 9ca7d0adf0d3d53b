/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const loginMessages = defineMessages({
  de: {
    'auth.failed': 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
    'auth.passwordIncorrect': 'Das angegebene Passwort ist falsch.',
    'passwordReset.sent':
      'Wenn ein Konto mit diesem Benutzernamen existiert, haben wir eine E-Mail zum Zurücksetzen gesendet.',
    'passwordReset.done': 'Ihr Passwort wurde zurückgesetzt. Sie können sich jetzt anmelden.',
    'passwordReset.invalidToken': 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.',
  },
  en: {
    'auth.failed': 'These credentials do not match our records.',
    'auth.passwordIncorrect': 'The provided password was incorrect.',
    'passwordReset.sent':
      'If an account with this username exists, we have sent an e-mail to reset the password.',
    'passwordReset.done': 'Your password has been reset. You can sign in now.',
    'passwordReset.invalidToken': 'This password reset link is invalid or has expired.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof loginMessages.de, string> {}
}
