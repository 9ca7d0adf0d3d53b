/**
 * Orders as LDT 3 order records (issue 28), for laboratory systems that read LDT: one Auftrag
 * (Satzart 8215) per order. Pure: records in, ISO 8859-15 bytes out, written with the results
 * export's line writer (src/contract/resultExport/ldt3Export.ts: `LLL` + field + content + CR LF).
 *
 * The frame: KBV LDT 3 carries Auftraege in a P-Datenpaket (Praxis → Labor), header 8230 and trailer
 * 8231, not in the L-Datenpaket (8220/8221) that carries Befunde back (egore/libldt3 3.2.17,
 * saetze/PraxisDatenpaketHeader, Auftrag, PraxisDatenpaketAbschluss). The portal is the practice's
 * order entry (7265 = 2 OrderEntry).
 *
 * | Where               | Field                 | Content                                                         |
 * | ------------------- | --------------------- | --------------------------------------------------------------- |
 * | 8230                | 8132 Obj_0032         | Kopfdaten: 0001 version, 8151 Obj_0051 (0103, 0132), 8218 Obj_0054 created |
 * |                     | 7265                  | Absender des Datensatzes: 2 (Order-Entry-System)                 |
 * |                     | 8122 Obj_0022         | each requesting practice and doctor of the file, as in 8215     |
 * | 8215 (per order)    | 8122 Obj_0022         | Einsender: 7321 02 (Einsender Arzt), 8114 Obj_0014 (0212 LANR), 8119 Obj_0019 (0204 1 Arztpraxis, 0203 name, 0201 BSNR) |
 * |                     | 8145 Obj_0045         | Patient: 8147 Obj_0047 (3101, 3102, 3103 JJJJMMTT, 3110 W/M/D/U), 3119 Versicherten-ID |
 * |                     | 8113 Obj_0013         | Auftragsinformation: 8310 Auftragsnummer Einsender = the order number (Muss), 8311 Auftragsnummer Labor = the same (the lab's range, printed on the tubes), 8213 Obj_0054 entered, 8238 Obj_0068 (3564) the clinical question |
 * |                     | 8127 Obj_0027         | Veranlassungsgrund, with ICD codes only: 7303 billing, 8200 Obj_0100 per code (6001 code, 6003 G/V/A/Z certainty) |
 * |                     | 8101 Obj_0001         | Abrechnungsinformationen per billing category of the items: 8102 Obj_0002 GKV (4239 27 Muster 10), 8103 Obj_0003 PKV (7362 1, 4121 3 GOÄ), 8104 Obj_0004 IGeL (4121 3) |
 * |                     | 8137 Obj_0037         | Material per tube: 7364 the tube's barcode, 8428 material key, 8430 its name, 8219 Obj_0054 sample time (7272 'geplant' for a planned one) |
 * |                     | 8159 Obj_0059         | Untersuchungsanforderung per analysis: 7260 1 + 7365 LOINC, 8410 test ident (the lab's code), 8411 name, 7303 billing (1 GKV, 3 PKV, 6 IGeL; 99 storniert), 8501 urgency (1 Notfall, 2 eilig), 7364 its tube |
 * | 8231                | 9300                  | SHA-1 (hex) of every byte before this line (E157)                |
 *
 * Not written, for want of data: the GKV billing's Kostenträger (4134, 4104, 4106, 4111, 4122: the
 * portal does not read the insurance card), the patient's address, the IGeL declaration (7253).
 * A cancelled order comes with 7303 99 (storniert) on each analysis, so the LIS can withdraw it.
 */
import { createHash } from 'node:crypto';
import type { BillingCategory, Material } from '../../../../src/contract/analyses';
import { orderTubes, tubeBarcode } from '../../../../src/contract/orderRules';
import type { OrderRecord, OrderUrgency, PatientSex } from '../../../../src/contract/orders';
import {
  encodeLines,
  LDT_SOFTWARE,
  LDT_VERSION,
  object,
  timestamp,
  type Line,
} from '../../../../src/contract/resultExport/ldt3Export';

export interface LdtOrdersInput {
  records: readonly OrderRecord[];
  now: Date;
  materialName: (material: Material) => string;
  loincOf: (analysisId: number) => string | null;
}

/** 7303 Abrechnungsinfo (E-Tabelle Abrechnungsinfo): a specialist laboratory's GKV, PKV, IGeL; 99 storniert. */
const BILLING_INFO: Readonly<Record<BillingCategory, string>> = {
  statutory: '1',
  private: '3',
  self_pay: '6',
};
const CANCELLED_BILLING_INFO = '99';
/** 8501 Dringlichkeit: 1 Notfall, 2 eilig; a normal order names none. */
const URGENCY: Readonly<Record<OrderUrgency, string>> = { normal: '', urgent: '2', emergency: '1' };
/** 3110 Geschlecht: W, M, D, U. */
const SEX: Readonly<Record<PatientSex, string>> = { female: 'W', male: 'M', diverse: 'D', unknown: 'U' };
/** The diagnosis certainty an ICD-10-GM code may end with (6003 Diagnosesicherheit). */
const CERTAINTY = /^(.+?)([GVAZ])$/;
/** 3564 holds at most 990 characters: a longer clinical question is cut into several lines. */
const TEXT_LINE_MAX = 990;

const ldtDate = (isoDate: string) => isoDate.replaceAll('-', '');

function einsender(record: OrderRecord): Line[] {
  return object('8122', 'Einsenderidentifikation', 'Obj_0022', [
    ['7321', '02'],
    ...(record.doctor.lanr
      ? object('8114', 'Arztidentifikation', 'Obj_0014', [['0212', record.doctor.lanr]])
      : []),
    ...(record.office
      ? object('8119', 'Betriebsstaette', 'Obj_0019', [
          ['0204', '1'],
          ['0203', record.office.name],
          ['0201', record.office.bsnr ?? ''],
        ])
      : []),
  ]);
}

function patient(record: OrderRecord): Line[] {
  const { patient: person } = record;
  return object('8145', 'Patient', 'Obj_0045', [
    ...object('8147', 'Person', 'Obj_0047', [
      ['3101', person.nachname],
      ['3102', person.vorname],
      ['3103', ldtDate(person.geburtsdatum)],
      ['3110', SEX[person.geschlecht]],
    ]),
    ['3119', person.versichertennummer ?? ''],
  ]);
}

function textPieces(text: string): string[] {
  const chars = Array.from(text.replace(/[\r\n]+/g, ' '));
  const pieces: string[] = [];
  for (let start = 0; start < chars.length; start += TEXT_LINE_MAX)
    pieces.push(chars.slice(start, start + TEXT_LINE_MAX).join(''));
  return pieces;
}

function auftragsinformation(record: OrderRecord): Line[] {
  return object('8113', 'Auftragsinformation', 'Obj_0013', [
    ['8310', record.number],
    ['8311', record.number],
    ...timestamp('8213', 'Timestamp_Erstellung_Untersuchungsanforderung', new Date(record.created_at)),
    ...(record.clinical_question
      ? object(
          '8238',
          'Auftragsbezogene_Hinweise',
          'Obj_0068',
          textPieces(record.clinical_question).map((piece) => ['3564', piece] as const),
        )
      : []),
  ]);
}

const billingInfo = (record: OrderRecord, billing: BillingCategory) =>
  record.status === 'cancelled' ? CANCELLED_BILLING_INFO : BILLING_INFO[billing];

function veranlassungsgrund(record: OrderRecord): Line[] {
  const first = record.items[0];
  if (record.icd10.length === 0 || !first) return [];
  return object('8127', 'Veranlassungsgrund', 'Obj_0027', [
    ['7303', billingInfo(record, first.billing)],
    ...record.icd10.flatMap((code) => {
      const certain = CERTAINTY.exec(code);
      return object('8200', 'Akutdiagnose', 'Obj_0100', [
        ['6001', certain?.[1] ?? code],
        ['6003', certain?.[2] ?? ''],
      ]);
    }),
  ]);
}

function abrechnung(record: OrderRecord): Line[] {
  const categories = new Set(record.items.map((item) => item.billing));
  return object('8101', 'Abrechnungsinformationen', 'Obj_0001', [
    ...(categories.has('statutory') ? object('8102', 'Abrechnung_GKV', 'Obj_0002', [['4239', '27']]) : []),
    ...(categories.has('private')
      ? object('8103', 'Abrechnung_PKV', 'Obj_0003', [
          ['7362', '1'],
          ['4121', '3'],
        ])
      : []),
    ...(categories.has('self_pay')
      ? object('8104', 'Abrechnung_IGe-Leistungen', 'Obj_0004', [['4121', '3']])
      : []),
  ]);
}

function materials(record: OrderRecord, materialName: LdtOrdersInput['materialName']): Line[] {
  const sampled = new Date(record.sampled_at);
  return orderTubes(record.items).flatMap((tube) => {
    const sampleTime = timestamp('8219', 'Timestamp_Materialabnahme_entnahme', sampled);
    // A planned time says so in the timestamp's free text (7272), before its closing 8003.
    if (record.sample_time_kind === 'planned')
      sampleTime.splice(sampleTime.length - 1, 0, ['7272', 'geplant']);
    return object('8137', 'Material', 'Obj_0037', [
      ['7364', tubeBarcode(record.number, tube.index)],
      ['8428', tube.material],
      ['8430', materialName(tube.material)],
      ...sampleTime,
    ]);
  });
}

function anforderungen(record: OrderRecord, loincOf: LdtOrdersInput['loincOf']): Line[] {
  const tubeOf = new Map(
    orderTubes(record.items).flatMap((tube) => tube.analysisIds.map((id) => [id, tube.index] as const)),
  );
  return record.items.flatMap((item) => {
    const loinc = loincOf(item.analysis_id);
    return object('8159', 'Untersuchungsanforderung', 'Obj_0059', [
      ...(loinc ? [['7260', '1'] as const, ['7365', loinc] as const] : []),
      ['8410', item.code],
      ['8411', item.name],
      ['7303', billingInfo(record, item.billing)],
      ['8501', URGENCY[record.urgency]],
      ['7364', tubeBarcode(record.number, tubeOf.get(item.analysis_id) ?? 1)],
    ]);
  });
}

function auftrag(record: OrderRecord, input: LdtOrdersInput): Line[] {
  return [
    ['8000', '8215'],
    ...einsender(record),
    ...patient(record),
    ...auftragsinformation(record),
    ...veranlassungsgrund(record),
    ...abrechnung(record),
    ...materials(record, input.materialName),
    ...anforderungen(record, input.loincOf),
    ['8001', '8215'],
  ];
}

function header(input: LdtOrdersInput): Line[] {
  const senders = new Map<string, OrderRecord>();
  for (const record of input.records) senders.set(`${record.doctor.id}/${record.office?.id ?? ''}`, record);
  return [
    ['8000', '8230'],
    ...object('8132', 'Kopfdaten', 'Obj_0032', [
      ['0001', LDT_VERSION],
      ...object('8151', 'Sendendes_System', 'Obj_0051', [
        ['0103', LDT_SOFTWARE.name],
        ['0132', LDT_SOFTWARE.release],
      ]),
      ...timestamp('8218', 'Timestamp_Erstellung_Datensatz', input.now),
    ]),
    ['7265', '2'],
    ...[...senders.values()].flatMap(einsender),
    ['8001', '8230'],
  ];
}

/** The P-Datenpaket of the orders, ISO 8859-15 bytes. */
export function ldtOrdersFile(input: LdtOrdersInput): Buffer {
  const body = Buffer.concat([
    encodeLines(header(input)),
    ...input.records.map((record) => encodeLines(auftrag(record, input))),
    encodeLines([['8000', '8231']]),
  ]);
  const sha1 = createHash('sha1').update(body).digest('hex');
  return Buffer.concat([
    body,
    encodeLines([
      ['9300', sha1],
      ['8001', '8231'],
    ]),
  ]);
}
