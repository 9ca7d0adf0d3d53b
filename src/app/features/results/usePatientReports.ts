import { SyncEntity } from '../../../contract/sync';
import type { ReportRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnsealed } from '../../offline/useUnsealed';

/**
 * One patient's reports from the mirror (issue 27): one query by the `patient_id` index, opened by
 * the vault in one batch. A live query, so a report the sync worker writes for the patient joins
 * an open cumulative view by itself; undefined while read, and while none of the rows is opened
 * yet (the page would otherwise say for a moment that the device holds no reports of the patient).
 */
export function usePatientReports(patientId: string): ReportRow[] | undefined {
  const stored = useMirror((db) => db.report.where('patient_id').equals(patientId).toArray(), [patientId]);
  const opened = useUnsealed(SyncEntity.report, stored);
  return stored && stored.length > 0 && opened?.length === 0 ? undefined : opened;
}
