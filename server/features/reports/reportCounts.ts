/**
 * The report lists' total and unread count without counting reports: `report_counts` holds each
 * doctor's numbers, kept by triggers on `reports` in the writing transaction (migration
 * 0011_report_counts). Staff, who see every report, sum at most one row per doctor (2k rows for
 * 200k reports) instead of counting 200k rows on every page (docs/benchmarks.md). Both shapes are
 * prepared statements (preparedOnce), as every list page runs one.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/preparedOnce';
import { reportCounts } from '../../platform/db/schema';

export interface ReportCounts {
  total: number;
  unread: number;
}

/** The counts of one doctor's reports, or of every report (doctorId undefined). */
export async function countReports(db: AppDb, doctorId: number | undefined): Promise<ReportCounts> {
  const name = doctorId === undefined ? 'report_counts_all' : 'report_counts_doctor';
  const statement = preparedOnce(db, name, () =>
    db
      .select({
        total: sql<number>`coalesce(sum(${reportCounts.total}), 0)`.mapWith(Number),
        unread: sql<number>`coalesce(sum(${reportCounts.unread}), 0)`.mapWith(Number),
      })
      .from(reportCounts)
      .where(doctorId === undefined ? undefined : eq(reportCounts.userId, sql.placeholder('doctorId')))
      .prepare(name),
  );
  const [row] = await statement.execute({ doctorId });
  return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
}
