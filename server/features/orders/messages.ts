/**
 * The server's texts of orders (issue 28), in German and English (see platform/i18n/messages.ts):
 * the field texts of order entry (src/contract/orders.ts `OrderValidation`; 'validation.required'
 * is the platform's) and the refusals of the order routes.
 */
import { defineMessages } from '../../platform/i18n/messages';

export const ordersMessages = defineMessages({
  de: {
    'validation.orderPatientName':
      'Bitte geben Sie Nachname und Vorname der Patientin oder des Patienten an.',
    'validation.orderBirthDate':
      'Bitte geben Sie ein gültiges Geburtsdatum an, das nicht in der Zukunft liegt.',
    'validation.orderInsuranceNumber':
      'Die Versichertennummer besteht aus einem Großbuchstaben und neun Ziffern (z. B. A123456789).',
    'validation.orderNoAnalysis': 'Bitte wählen Sie mindestens eine Analyse (höchstens 80).',
    'validation.orderUnknownAnalysis': 'Diese Analyse gibt es im Katalog des Labors nicht.',
    'validation.orderWithdrawnAnalysis':
      'Diese Analyse bietet das Labor nicht mehr an. Bitte entfernen Sie sie aus dem Auftrag.',
    'validation.orderDuplicateAnalysis': 'Diese Analyse ist bereits im Auftrag.',
    'validation.orderBilling': 'Diese Abrechnungsart ist für diese Analyse nicht möglich.',
    'validation.orderSampleTimeFuture': 'Der Entnahmezeitpunkt darf nicht nach dem heutigen Tag liegen.',
    'validation.orderSampleTime': 'Bitte geben Sie einen gültigen Entnahmezeitpunkt an.',
    'validation.orderMaterialUrgency':
      'Dieses Material kann nicht mit der gewählten Dringlichkeit transportiert werden (gefrorene Proben und 24-h-Sammelurin nicht als Notfall, gefrorene nicht als eilig).',
    'validation.orderIcd10': 'Bitte geben Sie gültige ICD-10-Codes an (z. B. E11.9), höchstens 10.',
    'validation.orderClinicalQuestion': 'Die Fragestellung darf höchstens 2000 Zeichen lang sein.',
    'validation.orderOffice': 'Bitte wählen Sie eine Ihrer Praxen.',
    'validation.orderNumber': 'Diese Auftragsnummer wurde diesem Gerät nicht zugeteilt.',
    'validation.orderNumberUsed': 'Diese Auftragsnummer ist bereits vergeben.',
    'orders.notCancellable': 'Der Auftrag ist bereits in Arbeit und kann nicht mehr storniert werden.',
    'orders.numberBlocksHeld':
      'Dieses Gerät hat noch genügend freie Auftragsnummern. Neue werden zugeteilt, wenn sie zur Neige gehen.',
  },
  en: {
    'validation.orderPatientName': "Please enter the patient's surname and first name.",
    'validation.orderBirthDate': 'Please enter a valid date of birth that is not in the future.',
    'validation.orderInsuranceNumber':
      'The insurance number is one capital letter and nine digits (e.g. A123456789).',
    'validation.orderNoAnalysis': 'Please choose at least one analysis (at most 80).',
    'validation.orderUnknownAnalysis': "This analysis is not in the laboratory's catalogue.",
    'validation.orderWithdrawnAnalysis':
      'The laboratory no longer offers this analysis. Please remove it from the order.',
    'validation.orderDuplicateAnalysis': 'This analysis is already in the order.',
    'validation.orderBilling': 'This billing category is not possible for this analysis.',
    'validation.orderSampleTimeFuture': 'The sample time must not be later than today.',
    'validation.orderSampleTime': 'Please enter a valid sample time.',
    'validation.orderMaterialUrgency':
      'This material cannot travel with the urgency chosen (no frozen samples or 24-hour urine as an emergency, no frozen ones as urgent).',
    'validation.orderIcd10': 'Please enter valid ICD-10 codes (e.g. E11.9), at most 10.',
    'validation.orderClinicalQuestion': 'The clinical question may be at most 2000 characters long.',
    'validation.orderOffice': 'Please choose one of your practices.',
    'validation.orderNumber': 'This order number was not leased to this device.',
    'validation.orderNumberUsed': 'This order number is already taken.',
    'orders.notCancellable': 'The lab has started this order; it can no longer be cancelled.',
    'orders.numberBlocksHeld':
      'This device still has enough free order numbers. New ones are leased when they run low.',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof ordersMessages.de, string> {}
}
