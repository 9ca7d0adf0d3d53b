import { describe, expect, it } from 'vitest';
import { ldtLine, LdtCharset, type LdtField } from '../../../testing/ldtFiles';
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
});
