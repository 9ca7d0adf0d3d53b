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
import {
  REPORT_SEARCH_FIELDS,
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

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The list's search (reportSearchWords): every word in one of REPORT_SEARCH_FIELDS. */
function searchCondition(search: string | undefined): SQL | undefined {
  const words = reportSearchWords(search ?? '');
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(...REPORT_SEARCH_FIELDS.map((field) => ilike(FIELD_COLUMNS[field], pattern)));
    }),
  );
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
      .orderBy(...orderOf(query.sortBy, query.sortDesc), desc(reports.createdAt), asc(reports.id))
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
