/** The daily job that deletes reports past their six months (spec §4, §9; issue 6). */
import type { AppContext } from '../../platform/appContext';
import { startPeriodicJob, type PeriodicJob, type PeriodicJobLog } from '../../platform/jobs/periodicJob';
import { expireReports } from './reportChanges';

export const REPORT_RETENTION_INTERVAL_MS = 24 * 60 * 60_000;

export function startReportRetentionJob(
  context: Pick<AppContext, 'db' | 'reportFiles' | 'now'>,
  log: PeriodicJobLog & { info(object: object, message: string): void },
): PeriodicJob {
  return startPeriodicJob(
    'report retention',
    REPORT_RETENTION_INTERVAL_MS,
    async (signal) => {
      const expired = await expireReports(context, signal);
      if (expired > 0) log.info({ expired }, 'report retention deleted expired reports');
    },
    log,
  );
}
