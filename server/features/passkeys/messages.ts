/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const passkeyMessages = defineMessages({
  de: {
    'passkeys.ceremonyExpired':
      'Die Anfrage an den Passkey ist abgelaufen oder wurde schon verwendet. Bitte versuchen Sie es erneut.',
    'passkeys.notVerified': 'Der Passkey konnte nicht bestätigt werden.',
    'passkeys.alreadyRegistered': 'Dieser Passkey ist bereits registriert.',
    'passkeys.tooMany': 'Es können keine weiteren Passkeys registriert werden.',
    'passkeys.none': 'Für dieses Konto ist kein Passkey registriert.',
  },
  en: {
    'passkeys.ceremonyExpired': 'The passkey request has expired or was already used. Please try again.',
    'passkeys.notVerified': 'The passkey could not be verified.',
    'passkeys.alreadyRegistered': 'This passkey is already registered.',
    'passkeys.tooMany': 'No further passkeys can be registered.',
    'passkeys.none': 'No passkey is registered for this account.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof passkeyMessages.de, string> {}
}
