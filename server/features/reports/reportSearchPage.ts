/**
 * A searched report list's page and total in one statement (issue 14; docs/benchmarks.md).
 *
 * The matches are read once, through the trigram index, into a CTE that holds only each match's id
 * and sort keys; the total counts that CTE, the page takes its first rows in the list's order, and
 * only those rows are read in full (their columns, the doctor, the acknowledger's name). Before,
 * the page and the total were two statements that each read every match (the page walking the
 * created_at index and rechecking the search on every row it passed, the total rechecking every
 * match): twice the work per request.
 *
 * A page past the last has no rows to carry the total: that one case counts on its own.
 */
import { asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ReportListQuery } from '../../../src/contract/reports';
import type { AppDb } from '../../platform/db/database';
import { reports, users } from '../../platform/db/schema';
import { inDirection, orderOf, sortKeys } from './reportListOrder';
import { reportColumns, type ReportWithDoctor } from './reportRecords';

/** A search's total: every condition is on `reports` (user_id is a required key), no join. */
async function countMatches(db: AppDb, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(where);
  return row?.n ?? 0;
}

export async function searchReportPage(
  db: AppDb,
  where: SQL | undefined,
  query: Pick<ReportListQuery, 'sortBy' | 'sortDesc' | 'page' | 'perPage'>,
): Promise<{ rows: ReportWithDoctor[]; matches: number }> {
  const keys = sortKeys(query.sortBy);
  const keyColumns = Object.fromEntries(
    keys.map(({ key }, index) => [`k${index}`, sql`${key}`.as(`k${index}`)]),
  );
  const matching = db
    .select({ id: reports.id, createdAt: reports.createdAt, ...keyColumns })
    .from(reports)
    .$dynamic();
  // The doctor's row only when the order needs the doctor's name: the conditions are on reports.
  const byDoctor = keys.some(({ field }) => field.startsWith('doctor_'));
  const matches = db
    .$with('matches')
    .as((byDoctor ? matching.innerJoin(users, eq(users.id, reports.userId)) : matching).where(where));
  const keyOf = (index: number): SQL =>
    sql`${(matches as unknown as Record<string, SQL.Aliased>)[`k${index}`]}`;
  // The outer statement's CTE (no WITH of its own: that would read the matches a second time).
  const pageIds = db
    .select({ id: matches.id })
    .from(matches)
    .orderBy(
      ...keys.map(({ field }, index) => inDirection(field, keyOf(index), query.sortDesc)),
      desc(matches.createdAt),
      asc(matches.id),
    )
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const rows = await db
    .with(matches)
    .select({
      ...reportColumns,
      total: sql<number>`(select count(*) from ${sql.identifier('matches')})`.mapWith(Number),
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(inArray(reports.id, pageIds))
    .orderBy(...orderOf(query.sortBy, query.sortDesc));
  const total = rows[0]?.total ?? (query.page > 1 ? await countMatches(db, where) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), matches: total };
}
