/**
 * What either import format (FHIR R4, LDT 3) yields for one report, before it is stored through the
 * upload's own path (reports/reportUpload.ts: storeUploads). The format's parser fills it; the
 * import service finds the doctor, renders a PDF where none came and decides `critical`.
 */
import { createHash } from 'node:crypto';
import type { SpoolFile } from '../../platform/files/spoolFile';

/**
 * Abnormal flags that make a report critical (issue 17): FHIR's v3 ObservationInterpretation codes
 * HH (critical high), LL (critical low), AA (critical abnormal); LDT 3 field 8126 uses the same
 * letters plus '++' / '--' / '!!' in older systems, which mean the same.
 */
export const CRITICAL_FLAGS: ReadonlySet<string> = new Set(['HH', 'LL', 'AA', '++', '--', '!!']);

export const isCriticalFlag = (flag: string | null | undefined): boolean =>
  flag !== null && flag !== undefined && CRITICAL_FLAGS.has(flag.trim().toUpperCase());

export interface ImportedResult {
  /** The test's code (LOINC in FHIR, the lab's test id in LDT). */
  code: string;
  name: string;
  /** As sent, with a decimal point or comma; text results stay text. */
  value: string;
  unit: string;
  /** The normal range as sent ('3.5-5.1', '< 5'). */
  range: string;
  /** H, L, HH, LL, A, AA, N or empty. */
  flag: string;
}

export interface ImportedReport {
  /** The doctor: their LANR (or LIS id) as the source names them; matched against users.lis_id. */
  doctorKey: string;
  /** The practice's BSNR, kept for the audit; the doctor decides where the report goes. */
  bsnr: string | null;
  befundId: string;
  patient: { nachname: string; vorname: string; geburtsdatum: string | null };
  results: ImportedResult[];
  /**
   * The lab's own PDF, when the source carries one: decoded into a temporary file while the
   * source was read (issue 26), removed by `discardImported` once the import is done.
   */
  pdf: SpoolFile | null;
  /** When the lab reported it (FHIR `issued`, LDT 8301/8302); for the rendered PDF. */
  reportedAt: Date | null;
  /** The bytes the hash of idempotence covers: the source's own text of this report. */
  source: string;
}

export const importHashOf = (report: ImportedReport): string =>
  createHash('sha256').update(report.source).digest('hex');

export const isCriticalReport = (report: ImportedReport): boolean =>
  report.results.some((result) => isCriticalFlag(result.flag));

/** Removes the temporary PDFs of reports read from a source, whatever became of the import. */
export async function discardImported(imported: readonly ImportedReport[]): Promise<void> {
  await Promise.all(imported.map((report) => report.pdf?.remove()));
}
