/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const workshopsMessages = defineMessages({
  de: {
    'workshops.alreadyRegistered': 'Sie haben sich bereits für diese Schulung angemeldet.',
    'workshops.promotedMeanwhile':
      'Sie sind inzwischen von der Warteliste nachgerückt und angemeldet. Bitte stornieren Sie die Anmeldung, wenn Sie nicht teilnehmen können.',
    'workshops.notBooked': 'Diese Anmeldung steht inzwischen auf der Warteliste.',
    'workshops.gone': 'Diese Schulung gibt es nicht mehr. Ihre Buchung wurde nicht gesendet.',
    'workshops.belowBooked': 'Es sind bereits mehr Plätze gebucht. Bitte stornieren Sie zuerst Anmeldungen.',
  },
  en: {
    'workshops.alreadyRegistered': 'You have already registered for this workshop.',
    'workshops.promotedMeanwhile':
      'You have moved up from the waiting list and are registered meanwhile. Please cancel the registration if you cannot attend.',
    'workshops.notBooked': 'This registration is on the waiting list meanwhile.',
    'workshops.gone': 'This workshop no longer exists. Your booking was not sent.',
    'workshops.belowBooked': 'More places are booked already. Please cancel registrations first.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof workshopsMessages.de, string> {}
}
