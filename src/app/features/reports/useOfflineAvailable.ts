import type { ReportRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';

/**
 * Which of the given reports the device holds in their current version (the 'offline available'
 * mark; the same test as `isCurrentFile`). Reads only the rows shown: file rows carry the PDF
 * bytes and the table has no index on the version, so the page's ids bound what is read.
 */
export function useOfflineAvailable(
  reports: readonly Pick<ReportRow, 'id' | 'version'>[],
): ReadonlySet<string> {
  const ids = reports.map((report) => report.id);
  const versions = useMirror(
    async (db) => {
      const files = await db.reportFile.bulkGet(ids);
      return new Map(files.flatMap((file) => (file ? [[file.id, file.version] as const] : [])));
    },
    [ids.join('\n')],
  );
  return new Set(reports.filter((report) => versions?.get(report.id) === report.version).map((r) => r.id));
}
