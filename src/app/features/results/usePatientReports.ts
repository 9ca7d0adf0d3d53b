import { SyncEntity } from '../../../contract/sync';
import type { ReportRow } from '../../../db/rows';
import { useMirror } from '../../offline/useMirror';
import { useUnsealed } from '../../offline/useUnsealed';

/**
 * One patient's reports from the mirror (issue 27): one query by the `patient_id` index, opened by
 * the vault in one batch. A live query, so a report the sync worker writes for the patient joins
 * an open cumulative view by itself; undefined while read.
 */
export function usePatientReports(patientId: string): ReportRow[] | undefined {
  return useUnsealed(
    SyncEntity.report,
    useMirror((db) => db.report.where('patient_id').equals(patientId).toArray(), [patientId]),
  );
}
