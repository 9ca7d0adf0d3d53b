/**
 * The server's texts of Web Push (issue 29), in German and English (see platform/i18n/messages.ts):
 * the field messages of a refused subscription (the same texts as the client's locale files,
 * src/app/features/push/locales) and what a push says. A push names what happened and asks to
 * open the portal: never a patient, a value or a report's Befund-Nr. (the lock screen shows it).
 */
import type { PushValidation } from '../../../src/contract/push';
import { defineMessages } from '../../platform/i18n/messages';

type ValidationTexts = Record<(typeof PushValidation)[keyof typeof PushValidation], string>;

const validationDe: ValidationTexts = {
  'validation.pushEndpoint': 'Bitte geben Sie die https-Adresse des Push-Dienstes an (max. 2048 Zeichen).',
  'validation.pushKey': 'Der Schlüssel des Geräts ist ungültig.',
  'validation.pushKinds': 'Bitte wählen Sie mindestens eine Art von Benachrichtigungen.',
  'validation.pushDeviceLabel': 'Max. 100 Zeichen.',
};
const validationEn: ValidationTexts = {
  'validation.pushEndpoint': "Please give the push service's https address (max. 2048 characters).",
  'validation.pushKey': "The device's key is invalid.",
  'validation.pushKinds': 'Please choose at least one kind of notification.',
  'validation.pushDeviceLabel': 'Max. 100 characters.',
};

export const pushMessages = defineMessages({
  de: {
    ...validationDe,
    'push.unavailable': 'Push-Benachrichtigungen sind auf diesem Server nicht eingerichtet.',
    'push.tooManyDevices': 'Sie haben Push-Benachrichtigungen bereits auf zu vielen Geräten eingeschaltet.',
    'push.critical.title': 'Kritischer Befund',
    'push.report.title': 'Neuer Befund',
    'push.ticket.title': 'Ticket',
    'push.order.title': 'Auftrag',
    'push.critical.body': 'Neuer kritischer Befund - bitte im Kundencenter öffnen',
    'push.report.body': 'Neuer Befund - bitte im Kundencenter öffnen',
    'push.ticket.body': 'Neue Antwort auf ein Ticket - bitte im Kundencenter öffnen',
    'push.order.body': 'Neuigkeit zu einem Auftrag - bitte im Kundencenter öffnen',
  },
  en: {
    ...validationEn,
    'push.unavailable': 'Push notifications are not set up on this server.',
    'push.tooManyDevices': 'You have already turned on push notifications on too many devices.',
    'push.critical.title': 'Critical result',
    'push.report.title': 'New report',
    'push.ticket.title': 'Support ticket',
    'push.order.title': 'Order',
    'push.critical.body': 'New critical result - please open it in the Kundencenter',
    'push.report.body': 'New report - please open it in the Kundencenter',
    'push.ticket.body': 'New answer to a ticket - please open it in the Kundencenter',
    'push.order.body': 'News on an order - please open it in the Kundencenter',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof pushMessages.de, string> {}
}
