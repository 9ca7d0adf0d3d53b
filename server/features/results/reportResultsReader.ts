/**
 * Reading reports' results (issue 27): one query for a whole page of reports (the bootstrap pages
 * thousands), each row decrypted once. Visibility is the caller's: it passes only ids of reports
 * the viewer may see.
 */
import { sql } from 'drizzle-orm';
import type { ReportResult } from '../../../src/contract/results';
import type { AppDb, AppTx } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/preparedOnce';
import { reportResults } from '../../platform/db/schema';
import { resultKeys } from './resultKeys';

/** The results of each of the reports that have some; a report without any is absent. */
export async function resultsOfReports(
  db: AppDb | AppTx,
  reportIds: readonly number[],
): Promise<Map<number, ReportResult[]>> {
  if (reportIds.length === 0) return new Map();
  const statement = preparedOnce(db, 'results_of_reports', (name) =>
    db
      .select({ reportId: reportResults.reportId, data: reportResults.data })
      .from(reportResults)
      .where(sql`${reportResults.reportId} = any(${sql.placeholder('ids')})`)
      .prepare(name),
  );
  const rows = await statement.execute({ ids: [...reportIds] });
  const { data } = resultKeys();
  // Not parsed again: recordReportResults wrote it, and GCM's tag refuses any other bytes.
  return new Map(rows.map((row) => [row.reportId, JSON.parse(data.decrypt(row.data)) as ReportResult[]]));
}
