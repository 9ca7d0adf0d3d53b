import type { ReportRecord } from '../reports';

/**
 * What both export writers take (issue 27): the report as the browser API and the mirror carry it
 * (its results, patient, doctor, dates and result status), its PDF, and what the record does not
 * hold. The same input is made on the server (`GET /api/befunde/{id}/ldt|fhir`) and on the device
 * from the mirror, so a file downloaded offline is the file the server would give.
 */
export interface ResultExportInput {
  /** As the server answers it or the device mirrors it (the mirror's `id` is the feed id). */
  report: Omit<ReportRecord, 'id'>;
  /** The PDF of the report's current version; null only where none is at hand (then none is embedded). */
  pdf: Uint8Array | null;
  /** The laboratory as the portal names it (LAB_NAME / the settings' labName). */
  labName: string;
  /** The doctor's LANR (the LIS id, decisions.md 'LANR is the LIS id'), when known. */
  doctorLanr: string | null;
  /** When the file is made: the LDT header's timestamp, the Bundle's `timestamp`. */
  now: Date;
}

export const ResultExportFormat = { ldt: 'ldt', fhir: 'fhir' } as const;
export type ResultExportFormat = (typeof ResultExportFormat)[keyof typeof ResultExportFormat];

/**
 * The download's content type and file name per format: LDT 3 is ISO 8859-15 text
 * (decisions.md 'LDT 3 and FHIR export'), FHIR the R4 JSON media type.
 */
export const RESULT_EXPORT_FILES = {
  ldt: { contentType: 'text/plain; charset=iso-8859-15', extension: 'ldt' },
  fhir: { contentType: 'application/fhir+json; charset=utf-8', extension: 'json' },
} as const satisfies Record<ResultExportFormat, { contentType: string; extension: string }>;

/** `<befund_id>.ldt` / `<befund_id>.json`: the reference number is letters, digits and dashes only. */
export const resultExportFileName = (befundId: string, format: ResultExportFormat): string =>
  `${befundId.replace(/[^A-Za-z0-9-]/g, '_')}.${RESULT_EXPORT_FILES[format].extension}`;
