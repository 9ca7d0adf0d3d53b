/**
 * The report list of `GET /api/befunde`, `/api/befunde/user/{id}` and `POST /api/befunde/filter`:
 * what the viewer may see, filtered by read state and a search over the reference number and the
 * patient's names, sorted, paged.
 *
 * Speed (staff see 200k reports; docs/benchmarks.md): the total and unread count come from
 * `report_counts` (reportCounts.ts) unless a search narrows the list, and the search is one ILIKE
 * per word over the indexed search text (server/db/schema/searchText.ts), which the GIN trigram
 * index answers instead of reading every row.
 */
import { and, asc, count, type AnyColumn, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_SORT_FIELDS,
  REPORT_TEXT_FIELDS,
  reportSearchWords,
  SORT_FOLD_FROM,
  SORT_FOLD_TO,
  SORT_NUMBER_WIDTH,
  type ReportListField,
} from '../../src/contract/reportListRules';
import type { ReportListQuery, ReportListResponse, ReportSortKey } from '../../src/contract/reports';
import type { AppDb } from '../db/database';
import { reports, users } from '../db/schema';
import { containsAllWords } from '../search/searchMatch';
import { countReports } from './reportCounts';
import { selectReports, toReportRecord } from './reportRecords';

/** The fields of the list's rules (src/contract/reportListRules.ts) as columns. */
const FIELD_COLUMNS: Record<ReportListField, SQL | AnyColumn> = {
  created_at: reports.createdAt,
  befund_id: reports.befundId,
  patient_nachname: sql`${reports.patientData}->>'nachname'`,
  patient_vorname: sql`${reports.patientData}->>'vorname'`,
  doctor_nachname: users.nachname,
  doctor_vorname: users.vorname,
  read_at: reports.readAt,
};

/**
 * reportSortText in SQL: folded, then each run of digits or of other characters in turn, digits
 * padded; "C" compares code points, whatever the database's collation.
 */
const sortText = (column: SQL | AnyColumn): SQL => sql`(coalesce((
  select string_agg(
    case when part.match[1] ~ '^[0-9]' then lpad(part.match[1], ${SORT_NUMBER_WIDTH}::int, '0') else part.match[1] end,
    '' order by part.n)
  from regexp_matches(
    translate(replace(lower(${column}), 'ß', 'ss'), ${SORT_FOLD_FROM}, ${SORT_FOLD_TO}),
    '([0-9]+|[^0-9]+)', 'g') with ordinality as part(match, n)
), '') COLLATE "C")`;

/**
 * The list's search (reportSearchWords): every word in one of REPORT_SEARCH_FIELDS, which is every
 * word in their blank-joined search text, as a word never holds a blank.
 */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = reportSearchWords(search ?? '');
  return words.length === 0 ? undefined : containsAllWords(sql`${reports.searchText}`, words);
}

/** REPORT_SORT_FIELDS in turn; texts case-insensitively; not yet seen sorts as earliest. */
function orderOf(sortBy: ReportSortKey, descending: boolean): SQL[] {
  return REPORT_SORT_FIELDS[sortBy].map((field) => {
    const column = REPORT_TEXT_FIELDS.has(field) ? sortText(FIELD_COLUMNS[field]) : FIELD_COLUMNS[field];
    if (field === 'read_at')
      return descending ? sql`${column} DESC NULLS LAST` : sql`${column} ASC NULLS FIRST`;
    return descending ? desc(column) : asc(column);
  });
}

/** A search's total: every condition is on `reports` (user_id is a required key), no join. */
async function countMatches(db: AppDb, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(where);
  return row?.n ?? 0;
}

/**
 * One page of the reports of `doctorId` (undefined: every doctor's; the caller has checked that
 * the viewer may see them, reportAccess.ts: visibleReportsOwner).
 */
export async function listReports(
  db: AppDb,
  doctorId: number | undefined,
  query: ReportListQuery,
): Promise<ReportListResponse> {
  const readState =
    query.filter === 'unread'
      ? isNull(reports.readAt)
      : query.filter === 'read'
        ? isNotNull(reports.readAt)
        : undefined;
  const search = searchCondition(query.search);
  const where = and(doctorId === undefined ? undefined : eq(reports.userId, doctorId), readState, search);
  const [rows, counts, matches] = await Promise.all([
    selectReports(db, where)
      .orderBy(...orderOf(query.sortBy, query.sortDesc), desc(reports.createdAt), asc(reports.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    countReports(db, doctorId),
    // Counted on its own: a window total over the page's statement would compute every matching
    // row's columns (the acknowledger's name is a subquery) before the limit (docs/benchmarks.md).
    search ? countMatches(db, where) : undefined,
  ]);
  const totalCount =
    matches ??
    (query.filter === 'unread'
      ? counts.unread
      : query.filter === 'read'
        ? counts.total - counts.unread
        : counts.total);
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
    meta: { unread: counts.unread },
  };
}
