import {
  exportFhirJson,
  exportLdt3,
  RESULT_EXPORT_FILES,
  resultExportFileName,
  type ResultExportFormat,
} from '../../../../contract/resultExport';
import type { ReportRow } from '../../../../db/rows';

export interface ReportExportFile {
  content: Uint8Array | string;
  type: string;
  fileName: string;
}

/** What the device knows besides the mirrored row: the lab's name and the doctor's LANR. */
export interface DeviceExportContext {
  labName: string;
  doctorLanr: string | null;
}

/**
 * The LDT 3 or FHIR file of a mirrored report (its sealed fields opened) and its PDF bytes, made
 * on the device by the writers the server uses (src/contract/resultExport). Null for a row
 * mirrored before issue 27, which does not say whether the report has results: then the server's
 * route makes the file.
 */
export async function reportExportFile(
  report: ReportRow,
  format: ResultExportFormat,
  context: DeviceExportContext,
  pdf: Uint8Array,
): Promise<ReportExportFile | null> {
  if (report.results === undefined) return null;
  const input = { report, pdf, ...context, now: new Date() };
  return {
    content: format === 'ldt' ? await exportLdt3(input) : exportFhirJson(input),
    type: RESULT_EXPORT_FILES[format].contentType,
    fileName: resultExportFileName(report.befund_id, format),
  };
}
