/**
 * The unsearched report list's page as a prepared statement, like its counts (reportCounts.ts) (bench:api,
 * docs/benchmarks.md): building the list's statements with drizzle on every request was the largest
 * JavaScript item in the server's profile. One statement per shape (one doctor's reports or all,
 * read filter, sort key, direction), built on first use (preparedOnce); the doctor, the page size
 * and the offset are parameters.
 */
import { and, eq, isNotNull, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { ReportListQuery } from '../../../src/contract/reports';
import type { AppDb } from '../../platform/db/database';
import { preparedOnce } from '../../platform/db/preparedOnce';
import { reports } from '../../platform/db/schema';
import { orderOf } from './reportListOrder';
import { selectReports, type ReportWithDoctor } from './reportRecords';

const READ_STATE: Record<ReportListQuery['filter'], SQL | undefined> = {
  all: undefined,
  unread: isNull(reports.readAt),
  read: isNotNull(reports.readAt),
};

/** The list's read filter as a condition (none for 'all'). */
export const readStateCondition = (filter: ReportListQuery['filter']): SQL | undefined => READ_STATE[filter];

/** One doctor's reports (a doctor's id, or the placeholder of a prepared statement), or all. */
export const ownerCondition = (doctorId: number | Placeholder | undefined): SQL | undefined =>
  doctorId === undefined ? undefined : eq(reports.userId, doctorId);

type PageShape = Pick<ReportListQuery, 'filter' | 'sortBy' | 'sortDesc'>;

/** One page of the reports of `doctorId` (undefined: every doctor's), without a search. */
export function selectReportPage(
  db: AppDb,
  doctorId: number | undefined,
  query: PageShape & Pick<ReportListQuery, 'page' | 'perPage'>,
): Promise<ReportWithDoctor[]> {
  const owner = doctorId === undefined ? 'all' : 'doctor';
  const name = `report_page_${owner}_${query.filter}_${query.sortBy}_${query.sortDesc ? 'desc' : 'asc'}`;
  const statement = preparedOnce(db, name, () =>
    selectReports(
      db,
      and(
        ownerCondition(owner === 'all' ? undefined : sql.placeholder('doctorId')),
        readStateCondition(query.filter),
      ),
    )
      .orderBy(...orderOf(query.sortBy, query.sortDesc))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  return statement.execute({
    doctorId,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
}
