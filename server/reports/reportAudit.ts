/**
 * The audit log of reports (design brief: who viewed, downloaded, uploaded or deleted which
 * report). Entries name the report by id, uuid and reference number, never by patient, and are
 * written in the transaction of what they record.
 */
import type { AppTx } from '../db/database';
import { reportAuditLog, type ReportAuditAction, type ReportRow } from '../db/schema';

export async function recordReportAudit(
  tx: AppTx,
  action: ReportAuditAction,
  actorId: number | null,
  report: Pick<ReportRow, 'id' | 'uuid' | 'befundId' | 'userId'>,
  at: Date,
): Promise<void> {
  await tx.insert(reportAuditLog).values({
    action,
    actorId,
    reportId: report.id,
    reportUuid: report.uuid,
    befundId: report.befundId,
    doctorId: report.userId,
    at,
  });
}
