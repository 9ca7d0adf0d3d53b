/**
 * A PDF for an imported report that came without one (issue 17: LDT files often carry results
 * only), drawn by the demo reports' renderer, so an imported report looks like every other.
 * Every result goes into the table as sent (text results too), flagged by the laboratory's own
 * flag, so a critical 'AA' on a text result is on the page the doctor is asked to acknowledge.
 */
import type { ReferenceRange } from '../reports';
import type { AnalyteResult } from '../reports';
import { renderReportPdf } from '../reports';
import type { ImportedReport, ImportedResult } from './importedReport';

const NUMBER = String.raw`(-?\d+(?:[.,]\d+)?)`;
const BETWEEN = new RegExp(String.raw`^\s*${NUMBER}\s*(?:-|–|\.\.)\s*${NUMBER}\s*$`);
const BELOW = new RegExp(String.raw`^\s*(?:<|<=|≤)\s*${NUMBER}\s*$`);
const ABOVE = new RegExp(String.raw`^\s*(?:>|>=|≥)\s*${NUMBER}\s*$`);

const num = (text: string): number => Number(text.replace(',', '.'));
const decimalsOf = (text: string): number => /[.,](\d+)/.exec(text)?.[1]?.length ?? 0;

export function parseRange(text: string): ReferenceRange | null {
  const between = BETWEEN.exec(text);
  if (between?.[1] && between[2]) return { kind: 'between', low: num(between[1]), high: num(between[2]) };
  const below = BELOW.exec(text);
  if (below?.[1]) return { kind: 'below', limit: num(below[1]) };
  const above = ABOVE.exec(text);
  if (above?.[1]) return { kind: 'above', limit: num(above[1]) };
  return null;
}

/** Every result goes into the table, printed as sent with the laboratory's own flag. */
function toAnalyte(result: ImportedResult): AnalyteResult {
  const value = num(result.value);
  return {
    panel: 'Laborwerte',
    name: result.name || result.code,
    unit: result.unit,
    decimals: decimalsOf(result.value),
    range: parseRange(result.range) ?? { kind: 'above', limit: Number.NEGATIVE_INFINITY },
    value: Number.isFinite(value) ? value : 0,
    verbatim: { value: result.value, range: result.range, flag: result.flag },
  };
}

export async function renderImportedPdf(
  report: ImportedReport,
  doctor: { titel: string | null; vorname: string; nachname: string },
  { labName, now }: { labName: string; now: Date },
): Promise<Buffer> {
  const reportedAt = report.reportedAt ?? now;
  const bytes = await renderReportPdf(
    {
      befundId: report.befundId,
      doctor: { titel: doctor.titel ?? '', vorname: doctor.vorname, nachname: doctor.nachname },
      patient: {
        nachname: report.patient.nachname,
        vorname: report.patient.vorname,
        geburtsdatum: report.patient.geburtsdatum ?? '0000-00-00',
      },
      receivedAt: reportedAt,
      reportedAt,
      validatedBy: labName,
      results: report.results.map(toAnalyte),
    },
    { labName },
  );
  return Buffer.from(bytes);
}
