/**
 * What either import format (FHIR R4, LDT 3) yields for one report, before it is stored through the
 * upload's own path (reports/reportUpload.ts: storeUploads). The format's parser fills it; the
 * import service finds the doctor, renders a PDF where none came and decides `critical`.
 */
import { createHash } from 'node:crypto';
import { isCriticalResult, type ReportResult, type ResultStatus } from '../../../src/contract/results';
import type { SpoolFile } from '../../platform/files/spoolFile';
import type { ReportOrderReference } from '../orders';

export interface ImportedReport {
  /** The doctor: their LANR (or LIS id) as the source names them; matched against users.lis_id. */
  doctorKey: string;
  /** The practice's BSNR, kept for the audit; the doctor decides where the report goes. */
  bsnr: string | null;
  befundId: string;
  /** `nummer`: the lab's patient number (FHIR Patient.identifier, LDT 3000), null when not sent. */
  patient: { nachname: string; vorname: string; geburtsdatum: string | null; nummer: string | null };
  /** Issue 27: the values in the lab's order (importedResult.ts); empty when the source has none. */
  results: ReportResult[];
  /** When the sample was taken (FHIR effective/collected time, LDT 8219's 7278/7279). */
  sampledAt: Date | null;
  /** 'corrected': the lab replaces the values it sent before (FHIR corrected/amended, LDT 8418 04/08). */
  status: ResultStatus;
  /**
   * The lab's own PDF, when the source carries one: decoded into a temporary file while the
   * source was read (issue 26), removed by `discardImported` once the import is done.
   */
  pdf: SpoolFile | null;
  /** When the lab reported it (FHIR `issued`, LDT 8301/8302); for the rendered PDF. */
  reportedAt: Date | null;
  /** The bytes the hash of idempotence covers: the source's own text of this report. */
  source: string;
  /**
   * Issue 28: the portal's order the report answers (FHIR `basedOn` or an identifier with the order
   * number's system, LDT 8310/8311 holding an order number); null when it names none.
   */
  order: ReportOrderReference | null;
}

export const importHashOf = (report: ImportedReport): string =>
  createHash('sha256').update(report.source).digest('hex');

/** Issue 17: a critical value (HH, LL, AA, in whichever spelling the lab sent it) makes the report critical. */
export const isCriticalReport = (report: ImportedReport): boolean => report.results.some(isCriticalResult);

/** Removes the temporary PDFs of reports read from a source, whatever became of the import. */
export async function discardImported(imported: readonly ImportedReport[]): Promise<void> {
  await Promise.all(imported.map((report) => report.pdf?.remove()));
}
