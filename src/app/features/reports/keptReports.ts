import { pullNow } from '../../../workers/syncClient';
import { mirror } from '../../offline/syncSession';
import { useMirror } from '../../offline/useMirror';

/**
 * 'Offline verfügbar machen': the doctor keeps chosen reports on this device beyond the automatic
 * prefetch of unread and recent ones. The choice belongs to this device, not to the account, so
 * it goes to the mirror's `keptReport` table and not through the outbox; the sync worker reads it
 * after its next pull, fetches the PDFs (sealed, within the quota) and keeps them while chosen.
 */
export async function keepReportOffline(reportId: string, keep: boolean): Promise<void> {
  if (keep) {
    await mirror().keptReport.put({ id: reportId, keptAt: Date.now() });
    // The worker's prefetch follows its pulls; offline, the pull when the network returns.
    void pullNow();
  } else {
    await mirror().keptReport.delete(reportId);
  }
}

/** Whether the doctor chose to keep this report on the device; undefined while loading. */
export function useKeptOffline(reportId: string): boolean | undefined {
  return useMirror((db) => db.keptReport.get(reportId).then((row) => row !== undefined), [reportId]);
}
