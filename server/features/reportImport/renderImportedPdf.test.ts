import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { ReportResult, ResultFlag } from '../../../src/contract/results';
import type { ImportedReport } from './importedReport';
import { renderImportedPdf } from './renderImportedPdf';

/** The page text operators of a PDF, its (deflated) content streams opened. */
function pageOperators(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[1] ?? '', 'latin1');
    try {
      parts.push(inflateSync(body).toString('latin1'));
    } catch {
      parts.push(body.toString('latin1'));
    }
  }
  return parts.join('\n');
}

const result = (given: {
  code: string;
  name: string;
  value: string;
  numeric?: number;
  unit?: string;
  flag?: ResultFlag;
  low?: number;
  high?: number;
  text?: string;
}): ReportResult => ({
  position: 0,
  group: null,
  code: given.code,
  loinc: null,
  name: { de: given.name, en: given.name },
  kind: given.numeric === undefined ? 'text' : 'numeric',
  value: given.value,
  numeric: given.numeric ?? null,
  unit: given.unit ?? '',
  range: { low: given.low ?? null, high: given.high ?? null, text: given.text ?? null },
  flag: given.flag ?? 'N',
});

const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase();

describe('the PDF of an imported report that came without one', () => {
  it('prints every result as sent, text results and the laboratory’s own flags included', async () => {
    const report = {
      befundId: '26119001',
      patient: { nachname: 'Beispiel', vorname: 'Jonas', geburtsdatum: '1970-01-01' },
      reportedAt: new Date('2026-11-24T08:00:00Z'),
      results: [
        result({
          code: 'K',
          name: 'Kalium',
          value: '7.0',
          numeric: 7,
          unit: 'mmol/l',
          flag: 'HH',
          low: 3.5,
          high: 5.1,
        }),
        result({ code: 'COV', name: 'SARS-CoV-2 PCR', value: 'positiv', text: 'negativ', flag: 'AA' }),
        result({ code: 'CRP', name: 'CRP', value: '<0,5', unit: 'mg/l', text: '< 5' }),
      ],
    } as unknown as ImportedReport;
    const pdf = await renderImportedPdf(
      report,
      { titel: 'Dr. med.', vorname: 'Katharina', nachname: 'Weber' },
      { labName: 'Labor', now: new Date('2026-11-24T09:00:00Z') },
    );
    const operators = pageOperators(pdf).toUpperCase();
    for (const shown of ['SARS-CoV-2 PCR', 'positiv', 'negativ', 'AA', '<0,5', 'HH', '7,0', '3,5-5,1']) {
      expect(operators, shown).toContain(hexOf(shown));
    }
  });
});
