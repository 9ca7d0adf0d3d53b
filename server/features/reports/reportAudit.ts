/**
 * The audit log of reports (design brief: who viewed, downloaded, uploaded or deleted which
 * report). Entries name the report by id, uuid and reference number, never by patient, and are
 * written in the transaction of what they record.
 */
import { asc, eq } from 'drizzle-orm';
import type { AppDb, AppTx } from '../../platform/db/database';
import { reportAuditLog, users, type ReportAuditAction, type ReportRow } from '../../platform/db/schema';

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

/** The report's audit trail, oldest first, with the names of who acted. */
export async function reportAuditTrail(db: AppDb, reportId: number) {
  const rows = await db
    .select({ entry: reportAuditLog, vorname: users.vorname, nachname: users.nachname })
    .from(reportAuditLog)
    .leftJoin(users, eq(users.id, reportAuditLog.actorId))
    .where(eq(reportAuditLog.reportId, reportId))
    .orderBy(asc(reportAuditLog.id));
  return rows.map(({ entry, vorname, nachname }) => ({
    action: entry.action,
    actor:
      entry.actorId === null
        ? null
        : { id: entry.actorId, name: `${vorname ?? ''} ${nachname ?? ''}`.trim() },
    at: entry.at.toISOString(),
  }));
}
