import {
  RESULT_EXPORT_FILES,
  resultExportFileName,
  type ResultExportFormat,
} from '../../../../contract/resultExport';
import type { ReportRow } from '../../../../db/rows';
import { ReportFileError } from '../../../../sync/reportFiles';
import { localReportPdf } from '../reportPdf';
import { reportExportFile, type DeviceExportContext, type ReportExportFile } from './reportExportFile';

/** How long a saved file's object URL outlives the click that starts the browser's download. */
const SAVE_URL_LIFETIME_MS = 60_000;

function save({ content, type, fileName }: ReportExportFile): void {
  const url = URL.createObjectURL(new Blob([content as BlobPart], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), SAVE_URL_LIFETIME_MS);
}

/** The server's `GET /api/befunde/{id}/ldt|fhir`, for a row that does not carry its results. */
async function fromServer(report: ReportRow, format: ResultExportFormat): Promise<ReportExportFile> {
  let response: Response;
  try {
    response = await fetch(`/api/befunde/${report.uuid}/${format}`, { credentials: 'same-origin' });
  } catch {
    throw new ReportFileError(null);
  }
  if (!response.ok) throw new ReportFileError(response.status);
  return {
    content: new Uint8Array(await response.arrayBuffer()),
    type: RESULT_EXPORT_FILES[format].contentType,
    fileName: resultExportFileName(report.befund_id, format),
  };
}

/**
 * Saves the report as LDT 3 or FHIR, made on the device from the mirror and the PDF it holds
 * (fetched and kept when it holds none), so it works offline where the PDF is on the device.
 * Throws ReportFileError (status null: offline without the PDF).
 */
export async function downloadReportExport(
  report: ReportRow,
  format: ResultExportFormat,
  context: DeviceExportContext,
): Promise<void> {
  const onDevice =
    report.results === undefined
      ? null
      : await reportExportFile(report, format, context, new Uint8Array(await localReportPdf(report)));
  save(onDevice ?? (await fromServer(report, format)));
}
