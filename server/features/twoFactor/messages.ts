/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const twoFactorMessages = defineMessages({
  de: {
    'twoFactor.invalidCode': 'Der angegebene Zwei-Faktor-Code ist ungültig.',
    'twoFactor.invalidRecoveryCode': 'Der angegebene Wiederherstellungscode ist ungültig.',
    'twoFactor.alreadyConfirmed':
      'Die Zwei-Faktor-Authentifizierung ist bereits eingerichtet. Die Methode kann nicht mehr gewechselt werden.',
    'twoFactor.notSetUp': 'Die Zwei-Faktor-Authentifizierung ist nicht eingerichtet.',
    'twoFactor.notMail': 'Codes per E-Mail gibt es nur bei der Zwei-Faktor-Authentifizierung per E-Mail.',
  },
  en: {
    'twoFactor.invalidCode': 'The provided two factor authentication code was invalid.',
    'twoFactor.invalidRecoveryCode': 'The provided two factor recovery code was invalid.',
    'twoFactor.alreadyConfirmed':
      'Two-factor authentication is already set up; its method can no longer be switched.',
    'twoFactor.notSetUp': 'Two-factor authentication is not set up.',
    'twoFactor.notMail': 'Codes are mailed only for two-factor authentication by e-mail.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof twoFactorMessages.de, string> {}
}
