/**
 * A report with results as the browser API and the mirror carry it (issue 27), for the export
 * tests: numeric and text values, every kind of range, LOINC and not, a critical potassium, a
 * correction, the lab's patient number and umlauts that ISO 8859-15 holds as single bytes.
 */
import type { ReportRecord } from '../../src/contract/reports';
import type { ReportResult } from '../../src/contract/results';
import type { ResultExportInput } from '../../src/contract/resultExport';
import { pdfBytes } from './pdf';

const result = (fields: Partial<ReportResult> & Pick<ReportResult, 'position' | 'code'>): ReportResult => ({
  group: null,
  loinc: null,
  name: { de: fields.code, en: fields.code },
  kind: 'numeric',
  value: '',
  numeric: null,
  unit: '',
  range: { low: null, high: null, text: null },
  flag: 'N',
  ...fields,
});

export const EXPORTED_RESULTS: ReportResult[] = [
  result({
    position: 0,
    group: 'Elektrolyte',
    code: 'K',
    loinc: '2823-3',
    name: { de: 'Kalium', en: 'Potassium' },
    value: '7.1',
    numeric: 7.1,
    unit: 'mmol/l',
    range: { low: 3.5, high: 5.1, text: null },
    flag: 'HH',
  }),
  result({
    position: 1,
    group: 'Elektrolyte',
    code: 'NA',
    loinc: '2951-2',
    name: { de: 'Natrium', en: 'Sodium' },
    value: '139',
    numeric: 139,
    unit: 'mmol/l',
    range: { low: 135, high: 145, text: '135-145' },
  }),
  result({
    position: 2,
    code: 'CRP',
    name: { de: 'C-reaktives Protein', en: 'C-reactive protein' },
    value: '12.4',
    numeric: 12.4,
    unit: 'mg/l',
    range: { low: null, high: 5, text: '< 5' },
    flag: 'H',
  }),
  result({
    position: 3,
    code: 'HBSAG',
    name: { de: 'HBs-Antigen', en: 'HBs antigen' },
    kind: 'text',
    value: 'positiv',
    range: { low: null, high: null, text: 'negativ' },
    flag: 'A',
  }),
  result({
    position: 4,
    code: 'GFR',
    name: { de: 'eGFR (CKD-EPI)', en: 'eGFR (CKD-EPI)' },
    value: '58',
    numeric: 58,
    unit: 'ml/min/1,73m²',
    range: { low: 90, high: null, text: null },
    flag: 'L',
  }),
];

export function exportedReport(overrides: Partial<ReportRecord> = {}): ReportRecord {
  return {
    id: 4711,
    uuid: '3f1c2b9e-8d4a-4c1e-9b7a-2e5f6a7b8c9d',
    befund_id: '26110042',
    patient_data: { nachname: 'Größer', vorname: 'Jürgen', geburtsdatum: '1958-02-03', nummer: 'P-778812' },
    filename: 'A-100483_26110042_Größer_Jürgen.pdf',
    filesize: 1000,
    version: 2,
    user: {
      id: 7,
      uuid: '0b6f3a52-1d2e-4f3a-8b9c-0d1e2f3a4b5c',
      titel: 'Dr.',
      vorname: 'Anna',
      nachname: 'Weber',
    },
    created_at: '2026-11-23T08:15:00.000Z',
    updated_at: '2026-11-24T09:30:00.000Z',
    read_at: null,
    downloadable_until: '2027-05-23T08:15:00.000Z',
    patient_id: '6a0d8f7e-5c4b-4a39-8e2d-1f0a9b8c7d6e',
    sampled_at: '2026-11-22T07:45:00.000Z',
    result_status: 'corrected',
    results: EXPORTED_RESULTS,
    ...overrides,
  };
}

export function exportInput(overrides: Partial<ResultExportInput> = {}): ResultExportInput {
  return {
    report: exportedReport(),
    pdf: new Uint8Array(pdfBytes('Befund 26110042')),
    labName: 'Labor Dr. Sommerfeld MVZ GmbH',
    doctorLanr: 'A-100483',
    now: new Date('2026-11-25T10:00:00.000Z'),
    ...overrides,
  };
}
