import type { ReportResult } from '../../contract/results';

/** A result as a lab sends it; the tests change what they are about. */
export function result(fields: Partial<ReportResult> & Pick<ReportResult, 'code'>): ReportResult {
  return {
    position: 0,
    group: 'Elektrolyte',
    loinc: null,
    name: { de: fields.code, en: fields.code },
    kind: 'numeric',
    value: '4.2',
    numeric: 4.2,
    unit: 'mmol/l',
    range: { low: 3.5, high: 5.1, text: null },
    flag: 'N',
    ...fields,
  };
}

export const potassium = (value: string, fields: Partial<ReportResult> = {}): ReportResult =>
  result({
    code: 'K',
    loinc: '2823-3',
    name: { de: 'Kalium', en: 'Potassium' },
    value,
    numeric: Number(value),
    ...fields,
  });
