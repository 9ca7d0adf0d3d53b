/**
 * A searched report list's page and total in one statement (issue 14; docs/benchmarks.md).
 *
 * The matches are read once into a CTE that holds only each match's id and sort keys; the total
 * counts that CTE, the page takes its first rows in the list's order, and only those rows are read
 * in full (their columns, the doctor, the acknowledger's name). A page past the last has no rows to
 * carry the total: that one case counts on its own.
 *
 * Where the matches come from (issue 30: two million reports):
 * - staff, newest or oldest first (the list's default): from the search's terms and hits
 *   (server/platform/db/schema/reportSearch.ts): the terms that contain the first word (trigram
 *   index on a small table), their hits in an index-only scan carrying the read state and
 *   arrival, every further word as a hit of the same report; one word in one term takes its total
 *   from the term's count (migration 0026). No report row is read but the page's;
 *   before, the trigram index on `reports.search_text` found the matches and each one's heap page
 *   was read to recheck it and to get its sort key (2,285 pages for "schn" at 200k reports);
 * - a doctor's search (a few hundred reports, found by the doctor's index), and any other sort
 *   (whose keys live on the report or its doctor): from `reports`, one ILIKE per word over the
 *   search text, as before.
 * Both answer the same: a word never holds a blank, so it is in the search text exactly when it is
 * in one of its blank-separated terms (reports.test.ts compares them on every sort and filter).
 */
import { and, asc, count, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportListQuery } from '../../../src/contract/reports';
import type { AppDb } from '../../platform/db/database';
import { reports, reportSearchHits, reportSearchTerms, users } from '../../platform/db/schema';
import { preparedOnce } from '../../platform/db/preparedOnce';
import { containsAllWords, containsPattern } from '../../platform/db/searchMatch';
import { inDirection, orderOf, sortKeys } from './reportListOrder';
import { ownerCondition, readStateCondition } from './reportListStatements';
import { reportColumns, type ReportWithDoctor } from './reportRecords';

/** What a searched list asks: whose reports (undefined: every doctor's), which read state, which words. */
export interface ReportSearch {
  doctorId: number | undefined;
  filter: ReportListQuery['filter'];
  /** reportSearchWords of the search: at least one, none holding a blank. */
  words: readonly string[];
}

type PageQuery = Pick<ReportListQuery, 'sortBy' | 'sortDesc' | 'page' | 'perPage'>;
type Page = { rows: ReportWithDoctor[]; matches: number };

/** The matches' ids and sort keys, as a CTE named `matches` with `id`, `createdAt` and `k0`, `k1` ... */
type Matches = ReturnType<typeof matchesFromReports> | ReturnType<typeof matchesFromHits>;

function matchesFromReports(db: AppDb, search: ReportSearch, query: PageQuery) {
  const where = and(
    ownerCondition(search.doctorId),
    readStateCondition(search.filter),
    containsAllWords(sql`${reports.searchText}`, search.words),
  );
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
  return db
    .$with('matches')
    .as((byDoctor ? matching.innerJoin(users, eq(users.id, reports.userId)) : matching).where(where));
}

const HIT_READ_STATE: Record<ReportListQuery['filter'], SQL | undefined> = {
  all: undefined,
  unread: eq(reportSearchHits.unread, true),
  read: eq(reportSearchHits.unread, false),
};

/** The ids of the terms that contain `word`, as the search text's ILIKE would match it. */
const termIds = (word: string): SQL =>
  sql`array(select ${reportSearchTerms.id} from ${reportSearchTerms} where ${containsAllWords(sql`${reportSearchTerms.term}`, [word])})`;

/**
 * Staff, sorted by arrival: the matches from the hits alone (k0 is created_at, the only key); the
 * first word's terms are given, a report with two of them counts once.
 */
function matchesFromHits(db: AppDb, search: ReportSearch, firstTermIds: number[]) {
  const [, ...others] = search.words;
  const other = alias(reportSearchHits, 'other_hits');
  return db.$with('matches').as(
    db
      .selectDistinct({ id: reportSearchHits.reportId, createdAt: reportSearchHits.createdAt })
      .from(reportSearchHits)
      .where(
        and(
          inArray(reportSearchHits.termId, firstTermIds),
          HIT_READ_STATE[search.filter],
          ...others.map(
            (word) =>
              sql`exists (select 1 from ${reportSearchHits} as ${sql.identifier('other_hits')} where ${other.reportId} = ${reportSearchHits.reportId} and ${other.termId} = any(${termIds(word)}))`,
          ),
        ),
      ),
  );
}

/** Whether the hits carry everything the search needs: every doctor's reports, sorted by arrival. */
const answeredByHits = (search: ReportSearch, query: PageQuery): boolean =>
  search.doctorId === undefined && query.sortBy === 'created_at';

/** A term id: a value, or a prepared statement's placeholder. */
type Term = SQL | Placeholder | number;

/**
 * One word in one term (the usual staff search: 'schn' is in 'Schneider' only): a report has that
 * term once, so its hits are the matches themselves, and the page is the newest of one range of
 * the hits' index, read in order, not all of them sorted. The unfiltered total (the list's
 * default) is the term's own count (one row, migration 0026), not a count of the range: 22,858
 * index entries for a surname at two million reports; a read filter counts its part of the range,
 * index-only.
 */
async function singleTermPage(
  db: AppDb,
  termId: number,
  search: ReportSearch,
  query: PageQuery,
): Promise<Page> {
  const own = (term: Term) => and(eq(reportSearchHits.termId, term), HIT_READ_STATE[search.filter]);
  const counted = (term: Term) => db.select({ n: count() }).from(reportSearchHits).where(own(term));
  const termTotal = (term: Term) =>
    search.filter === 'all'
      ? db.select({ n: reportSearchTerms.hits }).from(reportSearchTerms).where(eq(reportSearchTerms.id, term))
      : counted(term);
  // Prepared (preparedOnce.ts): the usual staff search is this statement, built once per read state
  // and direction; the term, the page and its size are parameters.
  const name = `report_search_single_${search.filter}_${query.sortDesc ? 'desc' : 'asc'}`;
  const page = preparedOnce(db, name, () => {
    const term = sql.placeholder('termId');
    const pageIds = db
      .select({ id: reportSearchHits.reportId })
      .from(reportSearchHits)
      .where(own(term))
      .orderBy(
        inDirection('created_at', reportSearchHits.createdAt, query.sortDesc),
        asc(reportSearchHits.reportId),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
    return db
      .select({ ...reportColumns, total: sql<number>`(${termTotal(term)})`.mapWith(Number) })
      .from(reports)
      .innerJoin(users, eq(users.id, reports.userId))
      .where(inArray(reports.id, pageIds))
      .orderBy(...orderOf('created_at', query.sortDesc))
      .prepare(name);
  });
  const rows = await page.execute({ termId, limit: query.perPage, offset: (query.page - 1) * query.perPage });
  const [first] = rows;
  // A page past the last has no row to carry the total.
  const matches = first?.total ?? (query.page > 1 ? ((await termTotal(termId))[0]?.n ?? 0) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), matches };
}

/** The ids of the terms that contain `word` (a few rows of a small table), by a prepared statement. */
function termsContaining(db: AppDb, word: string): Promise<{ id: number }[]> {
  const statement = preparedOnce(db, 'report_search_terms', (name) =>
    db
      .select({ id: reportSearchTerms.id })
      .from(reportSearchTerms)
      .where(sql`${reportSearchTerms.term} ILIKE ${sql.placeholder('pattern')}`)
      .prepare(name),
  );
  return statement.execute({ pattern: containsPattern(word) });
}

export async function searchReportPage(db: AppDb, search: ReportSearch, query: PageQuery): Promise<Page> {
  let matches: Matches;
  if (answeredByHits(search, query)) {
    // The first word's terms first (a few rows of a small table): one term needs no DISTINCT.
    const [firstWord = ''] = search.words;
    const terms = await termsContaining(db, firstWord);
    const [only] = terms;
    if (terms.length === 0) return { rows: [], matches: 0 };
    if (only && terms.length === 1 && search.words.length === 1)
      return singleTermPage(db, only.id, search, query);
    matches = matchesFromHits(
      db,
      search,
      terms.map(({ id }) => id),
    );
  } else {
    matches = matchesFromReports(db, search, query);
  }
  const keyed = matches as unknown as Record<string, SQL.Aliased | undefined>;
  const keys = sortKeys(query.sortBy);
  // The hits' CTE has created_at as its only key: the sort's one field is created_at then.
  const keyOf = (index: number): SQL => sql`${keyed[`k${index}`] ?? matches.createdAt}`;
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
  const total =
    rows[0]?.total ??
    (query.page > 1 ? ((await db.with(matches).select({ n: count() }).from(matches))[0]?.n ?? 0) : 0);
  return { rows: rows.map(({ total: _total, ...row }) => row), matches: total };
}
