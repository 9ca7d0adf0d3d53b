import { describe, expect, it } from 'vitest';
import { ldtLine, LdtCharset, type LdtField } from '../../../testing/ldtFiles';
import { pdfBytes } from '../../../testing/pdf';
import { discardImported } from '../importedReport';
import { parseLdt } from './ldtParse';

const file = (befund: LdtField[]) =>
  Buffer.concat(
    [
      ['8000', '8220'],
      ['9106', LdtCharset.iso885915],
      ['8000', '8205'],
      ['8310', '27100001'],
      ['0212', 'A-100483'],
      ['3000', 'P-4711'],
      ['3101', 'Größer'],
      ['3102', 'Jürgen'],
      ['3103', '19580203'],
      ...befund,
      ['8000', '8221'],
    ].map((field) => ldtLine(field as LdtField, LdtCharset.iso885915)),
  );

const potassium: LdtField[] = [
  ['8219', ''],
  ['7278', '20261123'],
  ['7279', '074500'],
  ['7260', '1'],
  ['7365', '2823-3'],
  ['8410', 'K'],
  ['8411', 'Kalium'],
  ['7306', '01'],
  ['8420', '7,1'],
  ['8421', 'mmol/l'],
  ['8461', '3,5'],
  ['8462', '5,1'],
  ['8422', '!H'],
  ['8410', 'HBSAG'],
  ['8411', 'HBs-Antigen'],
  ['8420', 'positiv'],
  ['8460', 'negativ'],
  ['8422', 'A'],
];

describe('the results of an LDT 3 Befund', () => {
  it('reads test ident, value, unit, limits, indicator, LOINC, patient number and sample time', async () => {
    const [befund] = await parseLdt([file(potassium)]);
    expect(befund?.report).toMatchObject({
      patient: { nummer: 'P-4711' },
      sampledAt: new Date('2026-11-23T06:45:00Z'),
      status: 'final',
      results: [
        {
          position: 0,
          code: 'K',
          loinc: '2823-3',
          name: { de: 'Kalium', en: 'Kalium' },
          kind: 'numeric',
          value: '7.1',
          numeric: 7.1,
          unit: 'mmol/l',
          range: { low: 3.5, high: 5.1, text: null },
          flag: 'HH',
        },
        {
          position: 1,
          code: 'HBSAG',
          loinc: null,
          kind: 'text',
          value: 'positiv',
          range: { low: null, high: null, text: 'negativ' },
          flag: 'A',
        },
      ],
    });
  });

  it('takes a test status 04/08 as a correction', async () => {
    const [befund] = await parseLdt([file([...potassium, ['8418', '08']])]);
    expect(befund?.report.status).toBe('corrected');
  });

  it.each([
    ['a value 7306 declares numeric that is not a number', ['8420', '7,1 mmol'], '8420'],
    ['a lower limit above the upper', ['8461', '6,0'], '8462'],
    ['an unknown limit indicator', ['8422', 'X'], '8422'],
    ['a test without an ident', ['8410', ''], '8410'],
  ] as const)('refuses %s, naming its line and field', async (_, [field, content], named) => {
    const changed = potassium.map((line): LdtField => (line[0] === field ? [field, content] : line));
    const error = await parseLdt([file(changed)]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ field: named, params: { befund: '27100001' } });
    // The line named is the field's own: header (2 lines) + Befund head (7) + its place.
    const index = changed.findIndex((line) => line[0] === named);
    expect((error as { line: number }).line).toBe(10 + index);
  });

  it('reads LDT 3 objects: the zone of a framed timestamp, the report time, the value’s own unit only', async () => {
    const framed: LdtField[] = [
      ['8117', 'Befundinformationen'],
      ['8002', 'Obj_0017'],
      ['8216', 'Timestamp_Befunderstellung'],
      ['8002', 'Obj_0054'],
      ['7278', '20260701'],
      ['7279', '101500'],
      ['7273', 'UTC+2'],
      ['8003', 'Obj_0054'],
      ['8003', 'Obj_0017'],
      ['8137', 'Material'],
      ['8002', 'Obj_0037'],
      ['7364', 'R1'],
      ['8219', 'Timestamp_Materialabnahme_entnahme'],
      ['8002', 'Obj_0054'],
      ['7278', '20260630'],
      ['7279', '223015'],
      ['7273', 'UTC'],
      ['8003', 'Obj_0054'],
      ['8003', 'Obj_0037'],
      ['8160', 'UE_Klinische_Chemie'],
      ['8002', 'Obj_0060'],
      ['8410', 'K'],
      ['7306', '01'],
      ['8420', '4,2'],
      ['8419', '2'],
      ['8421', 'mmol/l'],
      ['8142', 'Normalwert'],
      ['8002', 'Obj_0042'],
      ['8424', '13'],
      ['8461', '3,5'],
      ['8419', '2'],
      ['8421', 'mval/l'],
      ['8422', 'N'],
      ['8003', 'Obj_0042'],
      ['8003', 'Obj_0060'],
      ['8248', 'UE_Sonstige_Untersuchungsergebnisse'],
      ['8002', 'Obj_0073'],
      ['8410', 'BEFUND'],
      ['8418', '08'],
      ['8003', 'Obj_0073'],
    ];
    const [befund] = await parseLdt([file(framed)]);
    expect(befund?.report).toMatchObject({
      sampledAt: new Date('2026-06-30T22:30:15Z'),
      reportedAt: new Date('2026-07-01T08:15:00Z'),
      status: 'final',
      results: [{ code: 'K', value: '4.2', unit: 'mmol/l', range: { low: 3.5, high: null } }],
    });
  });

  it('keeps a birth date with an unknown day as none, refuses the LDT 2 order', async () => {
    const withBirth = (date: string) =>
      Buffer.from(file(potassium).toString('latin1').replace('017310319580203', `0173103${date}`), 'latin1');
    const [befund] = await parseLdt([withBirth('19580200')]);
    expect(befund?.report.patient.geburtsdatum).toBeNull();
    await expect(parseLdt([withBirth('03021958')])).rejects.toMatchObject({
      field: '3103',
      problem: 'ldt.problem.date',
    });
  });

  it('takes the first Anhang whose 6303 says PDF, its 6329 lines streamed; a 6305 in an Anhang names a file', async () => {
    const pdf = pdfBytes('Befund 27100001');
    const base64Lines = (bytes: Buffer): LdtField[] =>
      (bytes.toString('base64').match(/.{1,60}/g) ?? []).map((line) => ['6329', line]);
    const anhang = (format: string, content: LdtField[]): LdtField[] => [
      ['8110', 'Anhang'],
      ['8002', 'Obj_0010'],
      ['9970', '100'],
      ...content,
      ['6303', format],
      ['8003', 'Obj_0010'],
    ];
    const embedded = (bytes: Buffer): LdtField[] => [
      ['8242', 'base64-kodierte_Anlage'],
      ['8002', 'Obj_0068'],
      ...base64Lines(bytes),
      ['8003', 'Obj_0068'],
    ];
    const [befund] = await parseLdt([
      file([
        ...potassium,
        ...anhang('PDF', [['6305', '\\\\labor\\befunde\\27100001.pdf']]),
        ...anhang('JPG', embedded(Buffer.from('not a pdf at all'))),
        ...anhang('PDF', embedded(pdf)),
        ...anhang('PDF', embedded(pdfBytes('another'))),
      ]),
    ]);
    try {
      expect(await befund?.report.pdf?.read()).toEqual(pdf);
    } finally {
      await discardImported(befund ? [befund.report] : []);
    }
  });
});
