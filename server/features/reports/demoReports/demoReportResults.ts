/**
 * What the portal stores of a generated demo report (issue 27): its values in the contract's shape
 * (src/contract/results.ts), the same numbers, units, ranges and flags the PDF prints, and the
 * patient they belong to. One conversion for the seed and for the test that reads the PDF back.
 */
import type { ReportResult, ResultRange } from '../../../../src/contract/results';
import type { ReportResultsInput } from '../../results';
import { resultFlag, type ReferenceRange } from './analytePanels';
import type { DemoAnalyteResult, GeneratedReport } from './demoReportContent';
import { referenceRange } from './reportFormat';

export function toReportResults(results: readonly DemoAnalyteResult[]): ReportResult[] {
  return results.map((result, position) => ({
    position,
    group: result.panel,
    code: result.code,
    loinc: result.loinc,
    name: { de: result.name, en: result.nameEn },
    kind: 'numeric',
    value: result.value.toFixed(result.decimals),
    numeric: result.value,
    unit: result.unit,
    range: resultRange(result.range, result.decimals),
    flag: resultFlag(result.value, result.range, result.critical),
  }));
}

/** Limits as numbers; a one-sided range keeps its printed text ('< 5,0'), as a lab sends it. */
export function resultRange(range: ReferenceRange, decimals: number): ResultRange {
  switch (range.kind) {
    case 'between':
      return { low: range.low, high: range.high, text: null };
    case 'below':
      return { low: null, high: range.limit, text: referenceRange(range, decimals) };
    case 'above':
      return { low: range.limit, high: null, text: referenceRange(range, decimals) };
  }
}

/** The input of recordReportResults for one version of the report: the first, or the correction. */
export function demoResultsInput(
  report: GeneratedReport,
  bsnr: string | null,
  version: 'first' | 'current',
): ReportResultsInput {
  const { nummer, nachname, vorname, geburtsdatum } = report.patient;
  const replaced = version === 'first' ? report.replaced : null;
  return {
    patient: { nummer, nachname, vorname, geburtsdatum },
    bsnr,
    sampledAt: report.sampledAt,
    status: replaced || !report.corrected ? 'final' : 'corrected',
    results: toReportResults(replaced ?? report.results),
  };
}
