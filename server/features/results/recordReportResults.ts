/**
 * Storing a report's results (issue 27), inside the caller's transaction: the import and the demo
 * seed call it after writing the report row. The results replace any earlier ones of the report
 * (a correction, a new version), encrypted as one row; the report gets its patient, sample time
 * and result status. `clearReportResults` is what a new version without results does (a PDF
 * uploaded over an imported report): the values of the old version are not those of the new.
 */
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { reportResultSchema } from '../../../src/contract/results';
import type { AppTx } from '../../platform/db/database';
import { reportResults, reports } from '../../platform/db/schema';
import { findOrCreatePatient } from './patientRecords';
import type { ReportResultsInput } from './reportResultsInput';
import { resultKeys } from './resultKeys';

/**
 * The report's `updated_at` is its version's time, which the writer of the row set from its clock
 * (the escalation counts from it): these updates keep it instead of the column's $onUpdate.
 */
const unchangedTime = { updatedAt: sql`${reports.updatedAt}` };

export async function recordReportResults(
  tx: AppTx,
  report: { id: number; userId: number },
  input: ReportResultsInput,
): Promise<void> {
  const patientId = await findOrCreatePatient(tx, report.userId, input.bsnr, input.patient);
  const hasResults = input.results.length > 0;
  await tx
    .update(reports)
    .set({
      patientId,
      sampledAt: input.sampledAt,
      resultStatus: hasResults ? input.status : null,
      ...unchangedTime,
    })
    .where(eq(reports.id, report.id));
  if (!hasResults) {
    await tx.delete(reportResults).where(eq(reportResults.reportId, report.id));
    return;
  }
  const ordered = z
    .array(reportResultSchema)
    .parse(input.results)
    .sort((a, b) => a.position - b.position);
  const data = resultKeys().data.encrypt(JSON.stringify(ordered));
  await tx
    .insert(reportResults)
    .values({ reportId: report.id, data })
    .onConflictDoUpdate({ target: reportResults.reportId, set: { data } });
}

export async function clearReportResults(tx: AppTx, reportId: number): Promise<void> {
  await tx.delete(reportResults).where(eq(reportResults.reportId, reportId));
  await tx
    .update(reports)
    .set({ patientId: null, sampledAt: null, resultStatus: null, ...unchangedTime })
    .where(eq(reports.id, reportId));
}
