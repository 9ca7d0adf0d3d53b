import type { TFunction } from 'i18next';
import type { ReportPatient } from '../../../../contract/reports';
import { buildCumulativeTable, type CumulativePeriod, type CumulativeReport } from '../cumulativeTable';
import { cumulativePrintModel } from './cumulativePrintModel';

/** How long the file's object URL outlives the click that starts the browser's download. */
const SAVE_URL_LIFETIME_MS = 60_000;

/** 'Kumulativbefund_Mustermann_2026-01-01_2026-06-30.pdf': the name the saved file gets. */
export function cumulativeFileName(
  prefix: string,
  patient: ReportPatient,
  period: CumulativePeriod,
  today: string,
): string {
  const name = patient.nachname.replace(/[^\p{L}\p{N}-]+/gu, '-');
  return `${prefix}_${name}_${period.from ?? ''}_${period.to ?? today}.pdf`.replace(/__/g, '_');
}

/**
 * Makes the cumulative findings of a period as a PDF on the device (issue 27; decisions.md: made
 * like the iEC documents, offline too) and saves it. pdf-lib loads with the first print.
 */
export async function printCumulative(
  reports: readonly CumulativeReport[],
  patient: ReportPatient,
  period: CumulativePeriod,
  t: TFunction,
  language: string | undefined,
): Promise<void> {
  const { renderCumulativePdf } = await import('./renderCumulativePdf');
  const now = new Date();
  const table = buildCumulativeTable(reports, period);
  const bytes = await renderCumulativePdf(cumulativePrintModel(table, patient, period, t, language, now));
  const url = URL.createObjectURL(new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = cumulativeFileName(
    t('results.print.filePrefix'),
    patient,
    period,
    now.toISOString().slice(0, 10),
  );
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), SAVE_URL_LIFETIME_MS);
}
