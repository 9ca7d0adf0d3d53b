/**
 * `GET /api/analyses`: one page of the catalogue in its order (group, name), searched in code,
 * LOINC and both names, filtered by group. Withdrawn analyses are listed to 'manage content' only
 * (analysisRules.ts); `withdrawn` narrows their list to one kind.
 */
import { and, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnalysisListQuery } from '../../../src/contract/analyses';
import type { AppDb } from '../../platform/db/database';
import { analyses } from '../../platform/db/schema';
import { pageOffset, paginate, type ListLocation } from '../../platform/http/paginator';
import { readAnalyses } from './analysisRecords';

/** `%text%` for ILIKE, the text's own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function listCondition(query: AnalysisListQuery, seesWithdrawn: boolean): SQL | undefined {
  const search = query.search ? containing(query.search) : null;
  // Others see the current ones only: asking for the withdrawn ones, they get none.
  const withdrawn = seesWithdrawn ? query.withdrawn : false;
  if (!seesWithdrawn && query.withdrawn === true) return sql`false`;
  return and(
    search === null
      ? undefined
      : or(
          ilike(analyses.code, search),
          ilike(analyses.loinc, search),
          ilike(analyses.name, search),
          ilike(analyses.nameEn, search),
        ),
    query.group ? eq(analyses.groupName, query.group) : undefined,
    withdrawn === undefined
      ? undefined
      : withdrawn
        ? isNotNull(analyses.withdrawnAt)
        : isNull(analyses.withdrawnAt),
  );
}

export async function listAnalyses(
  db: AppDb,
  list: ListLocation,
  query: AnalysisListQuery,
  seesWithdrawn: boolean,
) {
  const where = listCondition(query, seesWithdrawn);
  const [rows, [total]] = await Promise.all([
    readAnalyses(db, where, { order: 'catalogue', limit: query.perPage, offset: pageOffset(query) }),
    db.select({ n: count() }).from(analyses).where(where),
  ]);
  return paginate(list, query, total?.n ?? 0, rows);
}
