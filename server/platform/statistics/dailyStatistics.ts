/**
 * The staff dashboard's daily counts (issue 14): completed sign-ins (`login_events`), reports opened
 * (the audit log's 'view' entries) and report demands made (`report_demands.created_at`), per
 * laboratory day (Europe/Berlin).
 *
 * Why counted at pull time and announced per write: a write that changes a count emits the day's
 * `dailyStatistic` id (`countStatistic`), one change row for the staff scope; the pull reads the
 * count fresh, with an index range over one day. So a mirror is exact after its next pull and no
 * counter table can drift from what it counts. The emit is quiet (no sync hint): every login or
 * opened report would otherwise send the public hint that makes every online device pull; staff
 * devices take the new counts with their next pull, at the latest the worker's 60 s safety net.
 */
import { and, count, eq, gte, lt, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { LAB_TIME_ZONE } from '../../../src/contract/constants';
import { Permission } from '../../../src/contract/permissions';
import { labDay, statisticId, StatisticKind } from '../../../src/contract/statistics';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppDb } from '../db/database';
import { preparedOnce } from '../db/preparedOnce';
import { loginEvents, reportAuditLog, reportDemands } from '../db/schema';
import { permissionScope, type SyncScope } from '../sync/scopes';
import type { Emit } from '../sync/writeWithChanges';

/** Who sees the statistics: lab staff (the staff marker of tickets and demands); never doctors. */
export const STATISTICS_PERMISSION = Permission.uploadReports;
export const statisticScopes = (): SyncScope[] => [permissionScope(STATISTICS_PERMISSION)];

/** A write changed a count of the day of `at`: the staff's next pull reads that day again. */
export function countStatistic(emit: Emit, kind: StatisticKind, at: Date): void {
  emit.quiet(SyncEntity.dailyStatistic, statisticId(kind, labDay(at)), statisticScopes());
}

interface CountSource {
  at: AnyColumn;
  table: typeof loginEvents | typeof reportAuditLog | typeof reportDemands;
  where?: SQL;
}

const SOURCES: Record<StatisticKind, CountSource> = {
  [StatisticKind.logins]: { table: loginEvents, at: loginEvents.at },
  [StatisticKind.reportViews]: {
    table: reportAuditLog,
    at: reportAuditLog.at,
    where: eq(reportAuditLog.action, 'view'),
  },
  [StatisticKind.demands]: { table: reportDemands, at: reportDemands.createdAt },
};

/**
 * The zone as a literal, not a parameter: the day expression of the SELECT and of the GROUP BY must
 * be the same text for PostgreSQL to group by it (a constant of the contract, never user input).
 */
const ZONE = sql.raw(`'${LAB_TIME_ZONE}'`);

/** The instant a laboratory day begins (midnight in Europe/Berlin), as SQL. */
const dayStart = (day: string | Placeholder) => sql`(${day}::date::timestamp AT TIME ZONE ${ZONE})`;
const dayAfter = (day: string | Placeholder) => sql`((${day}::date + 1)::timestamp AT TIME ZONE ${ZONE})`;

/** The count of one kind on one laboratory day. */
export async function countOnDay(db: AppDb, kind: StatisticKind, day: string): Promise<number> {
  const name = `statistic_on_day_${kind}`;
  // Prepared (a staff pull reads it for each day a change named): the day is the placeholder `day`.
  const statement = preparedOnce(db, name, () => {
    const source = SOURCES[kind];
    const placeholder = sql.placeholder('day');
    return db
      .select({ n: count() })
      .from(source.table)
      .where(and(source.where, gte(source.at, dayStart(placeholder)), lt(source.at, dayAfter(placeholder))))
      .prepare(name);
  });
  const [row] = await statement.execute({ day });
  return row?.n ?? 0;
}

/** The counts of one kind per day from the first of `days` to the last; days without any are absent. */
export async function countsOverDays(
  db: AppDb,
  kind: StatisticKind,
  days: readonly string[],
): Promise<Map<string, number>> {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return new Map();
  const source = SOURCES[kind];
  const day = sql<string>`to_char(${source.at} AT TIME ZONE ${ZONE}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(source.table)
    .where(and(source.where, gte(source.at, dayStart(first)), lt(source.at, dayAfter(last))))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, row.n]));
}
