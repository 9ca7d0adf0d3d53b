/** The job that escalates unacknowledged critical reports (issue 17), once a minute. */
import type { AppContext } from '../../platform/appContext';
import { startPeriodicJob, type PeriodicJob, type PeriodicJobLog } from '../../platform/jobs/periodicJob';
import { escalateCriticalReports } from './escalateCritical';

export const ESCALATION_INTERVAL_MS = 60_000;

export function startEscalationJob(
  context: Pick<AppContext, 'db' | 'now' | 'config' | 'mail'>,
  log: PeriodicJobLog & { info(object: object, message: string): void },
): PeriodicJob {
  return startPeriodicJob(
    'critical report escalation',
    ESCALATION_INTERVAL_MS,
    async (signal) => {
      const { escalated, batches } = await escalateCriticalReports(context, signal);
      if (escalated > 0) log.info({ escalated, batches }, 'critical reports escalated');
    },
    log,
  );
}
