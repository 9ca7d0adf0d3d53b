/**
 * The report list of `GET /api/befunde`, `/api/befunde/user/{id}` and `POST /api/befunde/filter`:
 * what the viewer may see, filtered by read state and a search over the reference number and the
 * patient's names, sorted, paged.
 */
import {
  and,
  asc,
  count,
  type AnyColumn,
  desc,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ReportListQuery, ReportListResponse, ReportSortKey } from '../../src/contract/reports';
import type { AppDb } from '../db/database';
import { reports, users } from '../db/schema';
import { selectReports, toReportRecord } from './reportRecords';

const SORT_COLUMNS: Record<ReportSortKey, SQL | AnyColumn> = {
  created_at: reports.createdAt,
  befund_id: reports.befundId,
  patient: sql`lower(${reports.patientData}->>'nachname')`,
  doctor: sql`lower(${users.nachname})`,
  read_at: reports.readAt,
};

const MIN_SEARCH_LENGTH = 2;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The same search as the device's (src/app/features/reports/reportListView.ts): more than one
 * character; every word must occur in the reference number or a patient name.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim() ?? '';
  if (text.length < MIN_SEARCH_LENGTH) return undefined;
  const words = text.split(/[\s,]+/).filter((word) => word.length > 0);
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(
        ilike(reports.befundId, pattern),
        ilike(sql`${reports.patientData}->>'nachname'`, pattern),
        ilike(sql`${reports.patientData}->>'vorname'`, pattern),
      );
    }),
  );
}

/** Not yet seen sorts as earliest, as on the device: first ascending, last descending. */
function orderOf(sortBy: ReportSortKey, descending: boolean): SQL {
  const column = SORT_COLUMNS[sortBy];
  if (sortBy === 'read_at')
    return descending ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS FIRST`;
  return descending ? desc(column) : asc(column);
}

export async function listReports(
  db: AppDb,
  visible: SQL | undefined,
  query: ReportListQuery,
): Promise<ReportListResponse> {
  const readState =
    query.filter === 'unread'
      ? isNull(reports.readAt)
      : query.filter === 'read'
        ? isNotNull(reports.readAt)
        : undefined;
  const where = and(visible, readState, searchCondition(query.search));
  const [rows, [total], [unread]] = await Promise.all([
    selectReports(db, where)
      .orderBy(orderOf(query.sortBy, query.sortDesc), desc(reports.createdAt), asc(reports.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    // Every condition is on `reports` (user_id is a required foreign key): no join to count.
    db.select({ n: count() }).from(reports).where(where),
    db
      .select({ n: count() })
      .from(reports)
      .where(and(visible, isNull(reports.readAt))),
  ]);
  const totalCount = total?.n ?? 0;
  const from = rows.length > 0 ? (query.page - 1) * query.perPage + 1 : null;
  return {
    data: {
      current_page: query.page,
      data: rows.map(toReportRecord),
      per_page: query.perPage,
      total: totalCount,
      last_page: Math.max(1, Math.ceil(totalCount / query.perPage)),
      from,
      to: from === null ? null : from + rows.length - 1,
    },
    meta: { unread: unread?.n ?? 0 },
  };
}
