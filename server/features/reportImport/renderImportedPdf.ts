/**
 * A PDF for an imported report that came without one (issue 17: LDT files often carry results
 * only), drawn by the demo reports' renderer, so an imported report looks like every other.
 * Every result goes into the table as sent (text results too), flagged by the laboratory's own
 * flag, so a critical 'AA' on a text result is on the page the doctor is asked to acknowledge.
 */
import type { ReferenceRange } from '../reports';
import type { AnalyteResult } from '../reports';
import { renderReportPdf } from '../reports';
import type { ReportResult } from '../../../src/contract/results';
import type { ImportedReport } from './importedReport';

const decimalsOf = (text: string): number => /[.,](\d+)/.exec(text)?.[1]?.length ?? 0;
const german = (text: string): string => text.replace('.', ',');

function rangeOf({ low, high }: ReportResult['range']): ReferenceRange {
  if (low !== null && high !== null) return { kind: 'between', low, high };
  if (high !== null) return { kind: 'below', limit: high };
  if (low !== null) return { kind: 'above', limit: low };
  return { kind: 'above', limit: Number.NEGATIVE_INFINITY };
}

/** The range as the lab wrote it, else from its limits, in the German the page is printed in. */
function rangeText({ low, high, text }: ReportResult['range']): string {
  if (text) return text;
  if (low !== null && high !== null) return `${german(String(low))}-${german(String(high))}`;
  if (high !== null) return `< ${german(String(high))}`;
  if (low !== null) return `> ${german(String(low))}`;
  return '';
}

/** Every result goes into the table, printed as sent with the laboratory's own flag. */
function toAnalyte(result: ReportResult): AnalyteResult {
  const shown = result.kind === 'numeric' ? german(result.value) : result.value;
  return {
    panel: result.group ?? 'Laborwerte',
    name: result.name.de,
    unit: result.unit,
    decimals: decimalsOf(result.value),
    range: rangeOf(result.range),
    value: result.numeric ?? 0,
    verbatim: { value: shown, range: rangeText(result.range), flag: result.flag },
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
