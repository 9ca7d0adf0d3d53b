/** The server's texts of this feature, in German and English (see platform/i18n/messages.ts). */
import { defineMessages } from '../../platform/i18n/messages';

export const reportImportMessages = defineMessages({
  de: {
    'import.unknownDoctor': 'Zur LANR bzw. LIS-ID {lanr} gibt es keinen Arzt.',
    'import.inactiveDoctor': 'Der Arzt mit der LANR bzw. LIS-ID {lanr} ist deaktiviert.',
    'import.order.moved': 'Der Befund ist mit Auftrag {number} verknüpft; der Auftrag steht auf „{status}“.',
    'import.order.linked':
      'Der Befund ist mit Auftrag {number} verknüpft; der Auftrag bleibt auf „{status}“.',
    'import.order.unchanged': 'Der Befund war mit Auftrag {number} schon verknüpft.',
    'import.order.unknown':
      'Zu „{reference}“ gibt es keinen Auftrag: Der Befund wurde ohne Auftrag importiert.',
    'import.order.foreign':
      'Der Auftrag „{reference}“ ist nicht der des Arztes oder seiner Praxis: Der Befund wurde ohne Auftrag importiert.',
    'ldt.lineError': 'Zeile {line}, Feld {field}: {problem}',
    'ldt.problem.lineFormat': 'Die Zeile ist keine gültige LDT-Zeile (Länge, Feldkennung, Inhalt).',
    'ldt.problem.lineLength':
      'Die angegebene Zeilenlänge stimmt nicht (oder die Zeile endet nicht mit CR LF).',
    'ldt.problem.structure': 'Der Satz steht an falscher Stelle (Header 8220, Befunde 8205, Trailer 8221).',
    'ldt.problem.missing': 'Das Pflichtfeld fehlt im Satz, der in dieser Zeile beginnt.',
    'ldt.problem.date': 'Das Datum muss JJJJMMTT lauten.',
    'ldt.problem.ldt2Date': 'Das Datum muss TTMMJJJJ lauten (LDT 2).',
    'ldt.problem.charset': 'Unbekannter Zeichensatz (1, 2 oder 3).',
    'ldt.problem.base64': 'Das eingebettete PDF ist nicht Base64-kodiert.',
    'ldt.problem.pdfTooLarge': 'Das eingebettete PDF ist größer als 20 MB.',
    'ldt.problem.noAnalyte': 'Befund {befund}: Das Ergebnis nennt keinen Test (8410 leer).',
    'ldt.problem.notNumeric':
      'Befund {befund}: Hier ist eine Zahl verlangt (der Wert bei 7306 = 01, die Grenzen 8461/8462).',
    'ldt.problem.rangeOrder': 'Befund {befund}: Die untere Grenze des Normalbereichs liegt über der oberen.',
    'ldt.problem.flag':
      'Befund {befund}: Unbekannter Grenzwertindikator (N, H, HH, L, LL, A, AA, +, -, !H, !L).',
    'ldt.problem.time': 'Die Uhrzeit muss HHMM oder HHMMSS lauten (Zeitzone wie UTC+1).',
  },
  en: {
    'import.unknownDoctor': 'No doctor has the LANR or LIS id {lanr}.',
    'import.inactiveDoctor': 'The doctor with the LANR or LIS id {lanr} is deactivated.',
    'import.order.moved': 'The report is linked to order {number}; the order is at “{status}”.',
    'import.order.linked': 'The report is linked to order {number}; the order stays at “{status}”.',
    'import.order.unchanged': 'The report was linked to order {number} already.',
    'import.order.unknown': 'There is no order “{reference}”: the report was imported without an order.',
    'import.order.foreign':
      'Order “{reference}” is not the doctor’s or their practice’s: the report was imported without an order.',
    'ldt.lineError': 'Line {line}, field {field}: {problem}',
    'ldt.problem.lineFormat': 'The line is not a valid LDT line (length, field id, content).',
    'ldt.problem.lineLength': 'The stated line length is wrong (or the line does not end with CR LF).',
    'ldt.problem.structure': 'The record is out of place (header 8220, reports 8205, trailer 8221).',
    'ldt.problem.missing': 'The required field is missing in the record starting on this line.',
    'ldt.problem.date': 'The date must read YYYYMMDD.',
    'ldt.problem.ldt2Date': 'The date must read DDMMYYYY (LDT 2).',
    'ldt.problem.charset': 'Unknown character set (1, 2 or 3).',
    'ldt.problem.base64': 'The embedded PDF is not base64 encoded.',
    'ldt.problem.pdfTooLarge': 'The embedded PDF is larger than 20 MB.',
    'ldt.problem.noAnalyte': 'Report {befund}: the result names no test (8410 empty).',
    'ldt.problem.notNumeric':
      'Report {befund}: a number is required here (the value when 7306 is 01, the limits 8461/8462).',
    'ldt.problem.rangeOrder': 'Report {befund}: the lower limit of the normal range is above the upper.',
    'ldt.problem.flag': 'Report {befund}: unknown limit indicator (N, H, HH, L, LL, A, AA, +, -, !H, !L).',
    'ldt.problem.time': 'The time must read HHMM or HHMMSS (time zone as UTC+1).',
  },
});

declare module '../../platform/i18n/messages' {
  // Adds this feature's keys to the catalogue's (an interface merges; a type alias would not).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureMessages extends Record<keyof typeof reportImportMessages.de, string> {}
}
