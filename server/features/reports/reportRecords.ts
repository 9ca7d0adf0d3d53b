/** Reading reports in the shape of spec §3 'Report', with the doctor they belong to. */
import { eq, sql, type SQL } from 'drizzle-orm';
import { REPORT_RETENTION_MONTHS } from '../../../src/contract/constants';
import type { ReportRecord } from '../../../src/contract/reports';
import type { AppDb, AppTx } from '../../platform/db/database';
import { reports, users, type ReportRow } from '../../platform/db/schema';
import { resultsOfReports } from '../results';

export const reportColumns = {
  report: reports,
  doctor: {
    id: users.id,
    uuid: users.uuid,
    titel: users.titel,
    vorname: users.vorname,
    nachname: users.nachname,
  },
  /** Who acknowledged a critical report (issue 17), by name for the staff's view. */
  acknowledgedByName: sql<
    string | null
  >`(SELECT concat_ws(' ', a.titel, a.vorname, a.nachname) FROM users a WHERE a.id = ${reports.criticalAcknowledgedBy})`,
};

export interface ReportWithDoctor {
  report: ReportRow;
  doctor: { id: number; uuid: string; titel: string | null; vorname: string; nachname: string };
  acknowledgedByName?: string | null;
}

/** created + six months (spec §4: downloadable for six months). */
export function downloadableUntil(createdAt: Date): Date {
  const until = new Date(createdAt);
  until.setUTCMonth(until.getUTCMonth() + REPORT_RETENTION_MONTHS);
  return until;
}

/** Reports created before this instant are past their six months. */
export function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - REPORT_RETENTION_MONTHS);
  return cutoff;
}

export const toReportRecord = ({ report, doctor, acknowledgedByName }: ReportWithDoctor): ReportRecord => ({
  id: report.id,
  uuid: report.uuid,
  befund_id: report.befundId,
  patient_data: report.patientData,
  filename: report.filename,
  filesize: report.fileSize,
  version: report.version,
  user: doctor,
  created_at: report.createdAt.toISOString(),
  updated_at: report.updatedAt.toISOString(),
  read_at: report.readAt?.toISOString() ?? null,
  downloadable_until: downloadableUntil(report.createdAt).toISOString(),
  critical: report.critical,
  critical_acknowledged_at: report.criticalAcknowledgedAt?.toISOString() ?? null,
  critical_acknowledged_by:
    report.criticalAcknowledgedBy !== null
      ? { id: report.criticalAcknowledgedBy, name: acknowledgedByName ?? '' }
      : null,
  critical_escalated_at: report.criticalEscalatedAt?.toISOString() ?? null,
  patient_id: report.patientId,
  sampled_at: report.sampledAt?.toISOString() ?? null,
  result_status: report.resultStatus,
});

/**
 * The single report and the mirrored row carry the values (issue 27), the list does not: one query
 * for the results of all `rows` (server/features/results), null for a report without any.
 */
export async function withResults(
  db: AppDb | AppTx,
  rows: readonly ReportWithDoctor[],
): Promise<ReportRecord[]> {
  const results = await resultsOfReports(
    db,
    rows.filter((row) => row.report.resultStatus !== null).map((row) => row.report.id),
  );
  return rows.map((row) => ({ ...toReportRecord(row), results: results.get(row.report.id) ?? null }));
}

export function selectReports(db: AppDb | AppTx, where: SQL | undefined) {
  return db
    .select(reportColumns)
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .where(where)
    .$dynamic();
}
