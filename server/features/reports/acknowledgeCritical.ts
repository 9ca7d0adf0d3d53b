/**
 * The doctor's acknowledgement of a critical report (issue 17): who and when, in the audit trail,
 * mirrored to the doctor's devices and to the staff (the report's scopes). Acknowledging what is
 * already acknowledged changes nothing (an outbox replay); a newer version than the one the
 * doctor saw is a 409, as is a report that is not critical (any more).
 */
import { eq } from 'drizzle-orm';
import { mayAcknowledgeCritical } from '../../../src/contract/criticalResults';
import { SyncEntity } from '../../../src/contract/sync';
import type { AppContext } from '../../platform/appContext';
import { reports } from '../../platform/db/schema';
import { HttpError } from '../../platform/http/httpErrors';
import { recordReportAudit } from './reportAudit';
import { reportScopes } from './reportAccess';
import type { ReportWithDoctor } from './reportRecords';
import { writeWithChanges, type WriteOptions } from '../../platform/sync/writeWithChanges';

export async function acknowledgeCritical(
  context: Pick<AppContext, 'db' | 'now'>,
  found: ReportWithDoctor,
  doctor: { id: number },
  seenVersion: number,
  options: WriteOptions = {},
): Promise<void> {
  await writeWithChanges(
    context.db,
    async (tx, emit) => {
      const [report] = await tx.select().from(reports).where(eq(reports.id, found.report.id)).for('update');
      if (!report) throw new HttpError(404, 'http.notFound');
      if (report.criticalAcknowledgedAt && report.version === seenVersion) return;
      if (report.version !== seenVersion) throw new HttpError(409, 'critical.newerVersion');
      const facts = {
        critical: report.critical,
        critical_acknowledged_at: null,
        user: { id: report.userId },
      };
      if (!mayAcknowledgeCritical(doctor, facts)) {
        throw new HttpError(
          report.critical ? 403 : 409,
          report.critical ? 'http.forbidden' : 'critical.notCritical',
        );
      }
      const now = context.now();
      const [row] = await tx
        .update(reports)
        .set({ criticalAcknowledgedAt: now, criticalAcknowledgedBy: doctor.id })
        .where(eq(reports.id, report.id))
        .returning();
      if (!row) throw new Error('report not updated');
      await recordReportAudit(tx, 'acknowledge', doctor.id, row, now);
      emit(SyncEntity.report, row.id, reportScopes(found.doctor.uuid));
    },
    options,
  );
}
