import type { ReportRecord } from '../../contract/reports';
import { mirrorConcept, type Mirrored } from '../mirrorConcept';

export type ReportRow = Mirrored<ReportRecord>;

/**
 * A report's PDF kept on the device (design brief: ArrayBuffers, not Blobs), keyed by the report's
 * feed id. `version` is the report version the bytes belong to: a re-upload makes them stale.
 */
export interface ReportFileRow {
  id: string;
  version: number;
  bytes: ArrayBuffer;
  storedAt: number;
}

/** A report the user chose to keep on this device ('offline verfügbar machen'), by feed id. */
export interface KeptReportRow {
  id: string;
  keptAt: number;
}

export const reportsTables = mirrorConcept<{
  report: ReportRow;
  reportFile: ReportFileRow;
  keptReport: KeptReportRow;
}>({
  stores: {
    /** The reports, and their PDFs kept offline (`reportFile`, filled by the sync worker's prefetch, not by the feed). */
    2: { report: 'id, uuid, befund_id, created_at, user.id', reportFile: 'id' },
    /**
     * The reports the doctor chose to keep on this device: a choice of this device only, written
     * by the page, read by the sync worker's prefetch, which fetches their PDFs and never evicts
     * them while they are chosen (src/sync/reportFiles.ts).
     */
    3: { keptReport: 'id' },
    /**
     * Issue 27: the cumulative findings read one patient's reports by `patient_id`. Redeclaring
     * `report` forgets the cursor (KundencenterDb.ts), so the mirror bootstraps again and the rows
     * mirrored before come back with their patient and results.
     */
    8: { report: 'id, uuid, befund_id, created_at, user.id, patient_id' },
    /**
     * Issue 30: which PDFs the device holds, in which version since when, read from this index
     * alone (src/sync/reportFiles.ts: heldReportFiles): the prefetch after every pull and the list's
     * 'offline' marks no longer read the bytes of every file. A device-only table: the cursor stays.
     */
    12: { reportFile: 'id, [id+version+storedAt]' },
  },
  // The upload file name names the patient: <lis_id>_<befund_id>_<Nachname>_<Vorname>.pdf.
  sealed: { report: ['patient_data', 'filename', 'results'] },
});
