import type { KundencenterDb } from '../../../db/KundencenterDb';
import type { ReportFileRow, ReportRow } from '../../../db/rows';
import { downloadReportFile, isCurrentFile, ReportFileError } from '../../../sync/reportFiles';

/**
 * A report's PDF for showing or saving: the device's copy when it holds this version (design
 * brief: reports open offline), otherwise fetched now and kept. A stale copy of an older version
 * is never shown: a replaced report may say something else.
 */
export async function localReportPdf(
  db: KundencenterDb,
  report: Pick<ReportRow, 'id' | 'version'>,
  fetchFn?: Parameters<typeof downloadReportFile>[2],
): Promise<ReportFileRow> {
  const stored = await db.reportFile.get(report.id);
  if (stored && isCurrentFile(stored, report)) return stored;
  return downloadReportFile(db, report, fetchFn);
}

/** No network and no copy on the device: not an error of the server. */
export const isOfflineFailure = (error: unknown) => error instanceof ReportFileError && error.status === null;
