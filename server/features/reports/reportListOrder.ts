/**
 * The report list's order (src/contract/reportListRules.ts: REPORT_SORT_FIELDS) in SQL, for the
 * page's statement (reportList.ts) and the search's (reportSearchPage.ts).
 */
import { asc, type AnyColumn, desc, sql, type SQL } from 'drizzle-orm';
import {
  REPORT_SORT_FIELDS,
  REPORT_TEXT_FIELDS,
  SORT_FOLD_FROM,
  SORT_FOLD_TO,
  SORT_NUMBER_WIDTH,
  type ReportListField,
} from '../../../src/contract/reportListRules';
import type { ReportSortKey } from '../../../src/contract/reports';
import { reports, users } from '../../platform/db/schema';

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

/** The expressions REPORT_SORT_FIELDS sorts by, in turn; texts case-insensitively. */
export function sortKeys(sortBy: ReportSortKey): { field: ReportListField; key: SQL | AnyColumn }[] {
  return REPORT_SORT_FIELDS[sortBy].map((field) => ({
    field,
    key: REPORT_TEXT_FIELDS.has(field) ? sortText(FIELD_COLUMNS[field]) : FIELD_COLUMNS[field],
  }));
}

/** One sort key in the list's direction; not yet seen (read_at null) sorts as earliest. */
export function inDirection(field: ReportListField, key: SQL | AnyColumn, descending: boolean): SQL {
  if (field === 'read_at') return descending ? sql`${key} DESC NULLS LAST` : sql`${key} ASC NULLS FIRST`;
  return descending ? desc(key) : asc(key);
}

/** The page's order: the sort keys, then newest first, then by id (a total order). */
export const orderOf = (sortBy: ReportSortKey, descending: boolean): SQL[] => [
  ...sortKeys(sortBy).map(({ field, key }) => inDirection(field, key, descending)),
  desc(reports.createdAt),
  asc(reports.id),
];
