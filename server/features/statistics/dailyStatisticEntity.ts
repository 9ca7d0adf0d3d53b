/**
 * `dailyStatistic`, keyed `kind:YYYY-MM-DD` (src/contract/statistics.ts): the staff dashboard's
 * count of one kind on one laboratory day, read fresh at pull time (server/features/statistics). Scope
 * `perm:upload reports`; a viewer without it (a doctor) gets nothing, not even by id. The snapshot
 * holds every kind for each of the last 30 days, zero days included, so a new device draws the
 * whole chart; a day that falls out of the window simply stays out of the next bootstrap.
 */
import {
  lastLabDays,
  parseStatisticId,
  STATISTIC_KINDS,
  statisticId,
} from '../../../src/contract/statistics';
import { countOnDay, countsOverDays, STATISTICS_PERMISSION } from '../../platform/statistics/dailyStatistics';
import type { SyncData, SyncEntityDefinition, SyncRow } from '../../platform/sync/syncEntityDefinition';

export const dailyStatisticEntity: SyncEntityDefinition = {
  async load(db, ids, viewer) {
    const found = new Map<string, SyncData>();
    if (!viewer.permissions.has(STATISTICS_PERMISSION)) return found;
    for (const id of new Set(ids)) {
      const parsed = parseStatisticId(id);
      if (!parsed) continue;
      const count = await countOnDay(db, parsed.kind, parsed.day);
      found.set(id, { kind: parsed.kind, date: parsed.day, count });
    }
    return found;
  },
  async snapshot(db, viewer, after, limit) {
    if (!viewer.permissions.has(STATISTICS_PERMISSION)) return [];
    const days = lastLabDays(new Date());
    const rows: SyncRow[] = [];
    for (const kind of STATISTIC_KINDS) {
      const counts = await countsOverDays(db, kind, days);
      for (const day of days) {
        rows.push({ id: statisticId(kind, day), data: { kind, date: day, count: counts.get(day) ?? 0 } });
      }
    }
    return rows
      .filter((row) => after === null || row.id > after)
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .slice(0, limit);
  },
};
