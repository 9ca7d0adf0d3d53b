/**
 * A report with its results as an LDT 3 Datenpaket (issue 27), as practice systems (tomedo,
 * medatixx) import lab results: the L-Datenpaket-Header 8220, one Befund 8205, the
 * L-Datenpaket-Abschluss 8221. Pure (no Node API), so the device writes the same file offline.
 *
 * Structure (KBV LDT 3 Satzbeschreibung 3.2, ch. 6; the objects, their fields, mandatory flags,
 * field lengths, code lists and context rules K001-K135 as egore/libldt3 3.2.17 models them, its
 * java/src/main/java/libldt3/model/{saetze,objekte,enums,regel}):
 * - every line `LLL` + field id (4 digits) + content + CR LF, LLL the line's length in bytes
 *   (content + 9); content is never empty and at most 990 bytes, or the field's own maximum
 *   (FIELD_MAX_LENGTH: names 45, test idents 20, most others 60), cut to it where longer;
 * - a record opens with 8000 and closes with 8001 (both the Satzart); an object is introduced by
 *   its attribute (a field 8100-8299 whose content is the attribute's name) and runs from
 *   8002 `Obj_nnnn` to 8003 `Obj_nnnn`;
 * - the character set is ISO 8859-15, the only one LDT 3 allows (6.6; there is no field 9106
 *   any more); dates are JJJJMMTT, times HHMMSS with the zone 'UTC+n' (Europe/Berlin);
 * - 8221 carries 9300: the SHA-1 (hex) over every byte before its own line (rule E157). LDT 2's
 *   Datenpaket length 9202 does not exist in LDT 3.
 *
 * | Where                  | Field                 | Content                                          |
 * | ---------------------- | --------------------- | ------------------------------------------------ |
 * | 8220                   | 8132 Obj_0032         | Kopfdaten: 0001 version, 8151 Obj_0051 (0103 software, 0132 release), 8218 Obj_0054 created |
 * |                        | 8136 Obj_0036         | Laborkennung: 8239 Obj_0043 (1250 lab name), 7266 Laborart 2 (Facharztlabor) |
 * |                        | 8119 Obj_0019         | Betriebsstaette: 0204 status 2 (Laborarztpraxis), 0203 lab name |
 * | 8205                   | 8122 Obj_0022         | Einsender: 7321 status 02 (Einsender Arzt), 8114 Obj_0014 (0212 LANR) |
 * |                        | 8145 Obj_0045         | Patient: 8147 Obj_0047 (3101 surname, 3102 first name, 3103 birth date, 3110 sex U), 3000 patient number |
 * |                        | 8117 Obj_0017         | Befundinformationen: 8310/8311 reference number (befund_id), 7305 befund_id-version, 8401 2 (Auftrag abgeschlossen), 8216 Obj_0054 report date |
 * |                        | 8137 Obj_0037         | Material: 7364 sample vessel, 8219 Obj_0054 sample time |
 * |                        | 8135 Obj_0035         | Laborergebnisbericht: per result 8160 Obj_0060, then 8221 Obj_0054; without results (a bare PDF) one 8248 Obj_0073 (K009: at least one result object) |
 * | Obj_0060 (per result)  | 7304, 7364            | result id `<befund_id>-<n>`, the sample vessel    |
 * |                        | 7260 1 + 7365         | LOINC (catalogue 1) and its code, when known      |
 * |                        | 8410, 8411            | the lab's test ident, the test's (German) name    |
 * |                        | 8418                  | Ergebnisstatus 06 Befundergebnis / 08 korrigiert; 09 Ergebnis fehlt for a result without a value |
 * |                        | 7306, 8420            | Darstellung 01 numeric / 04 alphanumeric, the value ('.' decimals) |
 * |                        | 8419 + 8421           | 2 and the unit as sent; 9 (dimensionless) without one (K002) |
 * |                        | 8142 Obj_0042         | Normalwert, only with a range (K055): 8424 13, 8460 range text, 8461/8462 limits (+ 8419/8421), 8422 limit flag |
 * |                        | 8225 Obj_0054         | Timestamp Messung (K076): the report's time, as the portal keeps no measuring time |
 * | Obj_0073 (bare PDF)    | 7431, 7304, 8410/8411 | Fachgebiet 0, result id, 'BEFUND' 'Befund (PDF)', 8418, 8225, 8237 Obj_0068 (3564 text) |
 * | 8205                   | 8110 Obj_0010         | Anhang: 9970 100 (Laborbefund), 8242 Obj_0068 (6329 base64, 60 per line), 6303 PDF |
 * | 8221                   | 9300                  | SHA-1 of the Datenpaket before this line          |
 *
 * What the portal's import reads back (server/features/reportImport/ldt, the round trip in
 * tests/resultExport): 3103 JJJJMMTT, 3000, 8310, LOINC 7260 1 + 7365 before its 8410, 7306 01,
 * 8420, 8421, 8460-8462, 8422, 8418 08 as a correction, 8219's and 8216's Obj_0054 with zone, the
 * Anhang's 6329 lines as the PDF. Not carried by LDT 3: the lab's group of an analyte, the English
 * name, a flag or range of a result without a value.
 */
import type { ReportResult } from '../results';
import { base64Bytes } from './base64';
import type { ResultExportInput } from './exportInput';
import { encodeLatin9, latin9Length } from './iso885915';

export const LDT_VERSION = 'LDT3.2.20';
export const LDT_SOFTWARE = { name: 'Kundencenter', release: '1.0' } as const;

/** The bytes a line's content may have: LLL has three digits and counts 9 bytes besides. */
export const LDT_CONTENT_MAX_BYTES = 990;
/** The fields written here whose content the specification keeps shorter (Regelsatz maxLaenge). */
const FIELD_MAX_LENGTH: Readonly<Record<string, number>> = {
  '0103': 60,
  '0132': 60,
  '0203': 60,
  '1250': 60,
  '3000': 60,
  '3101': 45,
  '3102': 45,
  '3564': 990,
  '7304': 60,
  '7305': 60,
  '7364': 60,
  '7365': 20,
  '8310': 60,
  '8311': 60,
  '8410': 20,
  '8411': 60,
  '8420': 60,
  '8421': 60,
  '8460': 990,
  '8461': 60,
  '8462': 60,
};
/**
 * The PDF's bytes per piece of `ldt3Pieces`: a multiple of 45 (one line of 60 base64 characters),
 * some 35 KB, so a piece costs well under a millisecond and a 20 MB PDF is some 600 pieces.
 */
export const LDT_PDF_PIECE_BYTES = 45 * 768;
const BASE64_LINE_CHARS = 60;
/** The PDF bytes one full 6329 line holds. */
const BASE64_LINE_BYTES = (BASE64_LINE_CHARS / 4) * 3;
const CRLF = Uint8Array.of(0x0d, 0x0a);
const base64LineHead = (chars: number) => encodeLatin9(`${String(chars + 9).padStart(3, '0')}6329`);
const FULL_BASE64_LINE_HEAD = base64LineHead(BASE64_LINE_CHARS);

/** A line before encoding: the field id and its content (an empty content is left out). */
export type Line = readonly [field: string, content: string];

/** An object: its attribute line, 8002 `Obj_nnnn`, its content, 8003 (also the LDT order export's). */
export const object = (attribute: string, name: string, id: string, content: readonly Line[]): Line[] => [
  [attribute, name],
  ['8002', id],
  ...content,
  ['8003', id],
];

/** Date, time and zone as an Obj_0054 'Timestamp' holds them, in German local time. */
function berlinTime(at: Date): { date: string; time: string; zone: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  const [year, month, day] = [part('year'), part('month'), part('day')];
  const [hour, minute, second] = [part('hour'), part('minute'), part('second')];
  const asUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  const offsetHours = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 3_600_000);
  return { date: `${year}${month}${day}`, time: `${hour}${minute}${second}`, zone: `UTC+${offsetHours}` };
}

/** An Obj_0054 'Timestamp' introduced by its attribute: date, time and zone in German local time. */
export const timestamp = (attribute: string, name: string, at: Date): Line[] => {
  const { date, time, zone } = berlinTime(at);
  return object(attribute, name, 'Obj_0054', [
    ['7278', date],
    ['7279', time],
    ['7273', zone],
  ]);
};

/** YYYY-MM-DD to JJJJMMTT. */
const ldtDate = (isoDate: string) => isoDate.replaceAll('-', '');

const ldtNumber = (value: number) => String(value);

function header(input: ResultExportInput): Line[] {
  return [
    ['8000', '8220'],
    ...object('8132', 'Kopfdaten', 'Obj_0032', [
      ['0001', LDT_VERSION],
      ...object('8151', 'Sendendes_System', 'Obj_0051', [
        ['0103', LDT_SOFTWARE.name],
        ['0132', LDT_SOFTWARE.release],
      ]),
      ...timestamp('8218', 'Timestamp_Erstellung_Datensatz', input.now),
    ]),
    ...object('8136', 'Laborkennung', 'Obj_0036', [
      ...object('8239', 'Laborbezeichnung', 'Obj_0043', [['1250', input.labName]]),
      ['7266', '2'],
    ]),
    ...object('8119', 'Betriebsstaette', 'Obj_0019', [
      ['0204', '2'],
      ['0203', input.labName],
    ]),
    ['8001', '8220'],
  ];
}

/** 8419 and 8421: 2 (a unit other than SI) and the unit as sent, or 9 dimensionless (K002). */
const unitOf = (unit: string): Line[] =>
  unit
    ? [
        ['8419', '2'],
        ['8421', unit],
      ]
    : [['8419', '9']];

/** Obj_0042, only for a result with a range: K055 wants 8460, 8461 or 8462 in it. */
function normalRange(result: ReportResult): Line[] {
  const { low, high, text } = result.range;
  if (low === null && high === null && !text) return [];
  return object('8142', 'Normalwert', 'Obj_0042', [
    ['8424', '13'],
    ...(text ? [['8460', text] as const] : []),
    ...(low !== null ? [['8461', ldtNumber(low)] as const, ...unitOf(result.unit)] : []),
    ...(high !== null ? [['8462', ldtNumber(high)] as const, ...unitOf(result.unit)] : []),
    ['8422', result.flag],
  ]);
}

const resultStatus = (input: ResultExportInput) => (input.report.result_status === 'corrected' ? '08' : '06');

/** A result's value with its unit, range and measuring time; a result without a value has none. */
function valueLines(result: ReportResult, input: ResultExportInput): Line[] {
  if (result.value === '') return [];
  return [
    ['7306', result.kind === 'numeric' ? '01' : '04'],
    ['8420', result.value],
    ...unitOf(result.unit),
    ...normalRange(result),
    ...timestamp('8225', 'Timestamp_Messung', new Date(input.report.created_at)),
  ];
}

function resultObject(result: ReportResult, index: number, input: ResultExportInput, vessel: string): Line[] {
  const { report } = input;
  return object('8160', 'UE_Klinische_Chemie', 'Obj_0060', [
    ['7304', `${report.befund_id}-${index + 1}`],
    ['7364', vessel],
    ...(result.loinc ? [['7260', '1'] as const, ['7365', result.loinc] as const] : []),
    ['8410', result.code],
    ['8411', result.name.de],
    // 09 'Ergebnis fehlt': an Observation without a value (K076 then wants no 8225).
    ['8418', result.value === '' ? '09' : resultStatus(input)],
    ...valueLines(result, input),
  ]);
}

/** The one result object of a report without results: the PDF in the Anhang is the finding. */
export const BARE_REPORT_TEST = { ident: 'BEFUND', name: 'Befund (PDF)' } as const;

function bareReportObject(input: ResultExportInput): Line[] {
  const { report } = input;
  return object('8248', 'UE_Sonstige_Untersuchungsergebnisse', 'Obj_0073', [
    ['7431', '0'],
    ['7304', `${report.befund_id}-1`],
    ['8410', BARE_REPORT_TEST.ident],
    ['8411', BARE_REPORT_TEST.name],
    ['8418', resultStatus(input)],
    ...timestamp('8225', 'Timestamp_Messung', new Date(report.created_at)),
    ...object('8237', 'Ergebnistext', 'Obj_0068', [['3564', 'Der Befund liegt als PDF im Anhang bei.']]),
  ]);
}

/** The Anhang around its base64 lines (written as bytes by `base64Lines`). */
const ATTACHMENT_OPEN: readonly Line[] = [
  ['8110', 'Anhang'],
  ['8002', 'Obj_0010'],
  ['9970', '100'],
  ['8242', 'base64-kodierte_Anlage'],
  ['8002', 'Obj_0068'],
];
const ATTACHMENT_CLOSE: readonly Line[] = [
  ['8003', 'Obj_0068'],
  ['6303', 'PDF'],
  ['8003', 'Obj_0010'],
];

/**
 * The PDF as 6329 lines of BASE64_LINE_CHARS, straight into bytes: a 20 MB PDF is some 450,000
 * lines, which as strings would hold the event loop for a second.
 */
function base64Lines(pdf: Uint8Array): Uint8Array {
  const base64 = base64Bytes(pdf);
  const count = Math.ceil(base64.length / BASE64_LINE_CHARS);
  const out = new Uint8Array(base64.length + count * 9);
  let at = 0;
  for (let start = 0; start < base64.length; start += BASE64_LINE_CHARS) {
    const chunk = base64.subarray(start, start + BASE64_LINE_CHARS);
    out.set(chunk.length === BASE64_LINE_CHARS ? FULL_BASE64_LINE_HEAD : base64LineHead(chunk.length), at);
    out.set(chunk, at + 7);
    out.set(CRLF, at + 7 + chunk.length);
    at += chunk.length + 9;
  }
  return out;
}

function befund(input: ResultExportInput): Line[] {
  const { report } = input;
  const patient = report.patient_data;
  const created = new Date(report.created_at);
  const sampled = report.sampled_at ? new Date(report.sampled_at) : null;
  const vessel = `${report.befund_id}-1`;
  return [
    ['8000', '8205'],
    ...object('8122', 'Einsenderidentifikation', 'Obj_0022', [
      ['7321', '02'],
      ...(input.doctorLanr
        ? object('8114', 'Arztidentifikation', 'Obj_0014', [['0212', input.doctorLanr]])
        : []),
    ]),
    ...object('8145', 'Patient', 'Obj_0045', [
      ...object('8147', 'Person', 'Obj_0047', [
        ['3101', patient.nachname],
        ['3102', patient.vorname],
        ...(patient.geburtsdatum ? [['3103', ldtDate(patient.geburtsdatum)] as const] : []),
        ['3110', 'U'],
      ]),
      ...(patient.nummer ? [['3000', patient.nummer] as const] : []),
    ]),
    ...object('8117', 'Befundinformationen', 'Obj_0017', [
      ['8310', report.befund_id],
      ['8311', report.befund_id],
      ['7305', `${report.befund_id}-${report.version}`],
      ['8401', '2'],
      ...timestamp('8216', 'Timestamp_Befunderstellung', created),
    ]),
    ...object('8137', 'Material', 'Obj_0037', [
      ['7364', vessel],
      ...(sampled ? timestamp('8219', 'Timestamp_Materialabnahme_entnahme', sampled) : []),
    ]),
    ...object('8135', 'Laborergebnisbericht', 'Obj_0035', [
      ...(report.results && report.results.length > 0
        ? report.results.flatMap((result, index) => resultObject(result, index, input, vessel))
        : bareReportObject(input)),
      ...timestamp('8221', 'Timestamp_Erstellung_Laborergebnisbericht', created),
    ]),
  ];
}

const LINE_BREAKS = /[\r\n]+/g;

/** Content as the field may hold it: no line breaks, at most its maximum length. */
function lineContent(field: string, content: string): string {
  const single = LINE_BREAKS.test(content) ? content.replace(LINE_BREAKS, ' ') : content;
  LINE_BREAKS.lastIndex = 0;
  const max = FIELD_MAX_LENGTH[field] ?? LDT_CONTENT_MAX_BYTES;
  return latin9Length(single) > max ? Array.from(single).slice(0, max).join('') : single;
}

/** One line: `LLL` + field + content + CR LF, LLL counting the ISO 8859-15 bytes (one per code point). */
export function ldtLine(field: string, content: string): string {
  const body = `${field}${lineContent(field, content)}`;
  return `${String(latin9Length(body) + 5).padStart(3, '0')}${body}\r\n`;
}

async function sha1Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Lines to ISO 8859-15 bytes, each as `ldtLine` writes it; lines without content are left out. */
export const encodeLines = (lines: readonly Line[]) =>
  encodeLatin9(
    lines
      .filter(([, content]) => content !== '')
      .map(([field, content]) => ldtLine(field, content))
      .join(''),
  );

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * The file up to the 9300 line, piece by piece: the records' lines, then the PDF's base64 lines
 * LDT_PDF_PIECE_BYTES of PDF at a time, then the closing lines. The server streams the pieces and
 * yields to its event loop between them (a 20 MB PDF in one go holds it ~250 ms); joined, they are
 * the file `exportLdt3` makes.
 */
export function* ldt3Pieces(
  input: ResultExportInput,
  pdfPieceBytes: number = LDT_PDF_PIECE_BYTES,
): Generator<Uint8Array> {
  yield encodeLines([...header(input), ...befund(input)]);
  const { pdf } = input;
  if (pdf) {
    yield encodeLines(ATTACHMENT_OPEN);
    const piece = Math.max(BASE64_LINE_BYTES, pdfPieceBytes - (pdfPieceBytes % BASE64_LINE_BYTES));
    for (let start = 0; start < pdf.length; start += piece)
      yield base64Lines(pdf.subarray(start, start + piece));
    yield encodeLines(ATTACHMENT_CLOSE);
  }
  yield encodeLines([
    ['8001', '8205'],
    ['8000', '8221'],
  ]);
}

/** The 9300 line with the SHA-1 (hex) of every byte of `ldt3Pieces`, and the trailer's 8001. */
export const ldt3Closing = (sha1Hex: string): Uint8Array =>
  encodeLines([
    ['9300', sha1Hex],
    ['8001', '8221'],
  ]);

/** The report as an LDT 3 file, ISO 8859-15 bytes. */
export async function exportLdt3(input: ResultExportInput): Promise<Uint8Array> {
  const body = concat([...ldt3Pieces(input)]);
  return concat([body, ldt3Closing(await sha1Hex(body))]);
}
