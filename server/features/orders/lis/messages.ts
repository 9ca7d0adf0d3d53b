/**
 * The texts of the laboratory system's side of orders (issue 28), German and English: refusals the
 * LIS reads (a FHIR OperationOutcome's diagnostics or the `{message}` of /api/lis), and the names of
 * the materials as the LDT order records and the FHIR Specimens carry them.
 */
import { defineMessages } from '../../../platform/i18n/messages';

export const lisMessages = defineMessages({
  de: {
    'orders.lis.unknownNumber': 'Zur Auftragsnummer {number} gibt es keinen Auftrag.',
    'orders.lis.unknownOrder': 'Den Auftrag {reference} gibt es nicht.',
    'orders.lis.stepRefused':
      'Der Auftrag {number} steht auf „{from}“ und kann nicht auf „{to}“ gesetzt werden (nur vorwärts, storniert bis vor erledigt).',
    'orders.lis.noFocus':
      'Task.focus muss den ServiceRequest nennen (ServiceRequest/<id> oder die Auftragsnummer als Identifier).',
    'orders.lis.noBusinessStatus':
      'Task.businessStatus.coding muss einen Status der Liste nennen (System {system}).',
    'orders.lis.badSearch': 'Der Suchparameter {name} ist ungültig.',
    'orders.lis.badCursor': 'Die Seite ist ungültig; bitte die Suche neu beginnen.',
    'orders.material.serum': 'Serum',
    'orders.material.edta_blood': 'EDTA-Blut',
    'orders.material.citrate_plasma': 'Citratplasma',
    'orders.material.heparin_plasma': 'Heparinplasma',
    'orders.material.fluoride_plasma': 'Fluoridplasma',
    'orders.material.urine': 'Urin',
    'orders.material.urine_24h': '24-h-Sammelurin',
    'orders.material.stool': 'Stuhl',
    'orders.material.swab': 'Abstrich',
    'orders.material.csf': 'Liquor',
  },
  en: {
    'orders.lis.unknownNumber': 'There is no order with the number {number}.',
    'orders.lis.unknownOrder': 'There is no order {reference}.',
    'orders.lis.stepRefused':
      'Order {number} is at “{from}” and cannot move to “{to}” (forward only; cancelled only before done).',
    'orders.lis.noFocus':
      'Task.focus must name the ServiceRequest (ServiceRequest/<id> or the order number as identifier).',
    'orders.lis.noBusinessStatus':
      'Task.businessStatus.coding must name a status of the list (system {system}).',
    'orders.lis.badSearch': 'The search parameter {name} is invalid.',
    'orders.lis.badCursor': 'The page is invalid; please start the search again.',
    'orders.material.serum': 'Blood serum',
    'orders.material.edta_blood': 'EDTA blood',
    'orders.material.citrate_plasma': 'Citrate plasma',
    'orders.material.heparin_plasma': 'Heparin plasma',
    'orders.material.fluoride_plasma': 'Fluoride plasma',
    'orders.material.urine': 'Urine',
    'orders.material.urine_24h': '24-hour urine',
    'orders.material.stool': 'Stool',
    'orders.material.swab': 'Swab',
    'orders.material.csf': 'Cerebrospinal fluid',
  },
});

declare module '../../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof lisMessages.de, string> {}
}
