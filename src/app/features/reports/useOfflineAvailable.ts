import type { ReportRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { heldReportFiles, isCurrentFile } from '../../../sync/reportFiles';

/**
 * Which of the given reports the device holds in their current version (the 'offline available'
 * mark; `isCurrentFile`). Reads the file table's index, never the PDFs' bytes (heldReportFiles).
 */
export function useOfflineAvailable(
  reports: readonly Pick<ReportRow, 'id' | 'version'>[],
): ReadonlySet<string> {
  const held = useMirror((db) => heldReportFiles(db), []);
  return new Set(
    reports.filter((report) => isCurrentFile(held?.get(report.id), report)).map((report) => report.id),
  );
}
