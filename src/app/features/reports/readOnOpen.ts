import { marksReportRead } from '../../../contract/reportReading';
import type { ReportRow } from '../../../db/rows';
import { isUnreadReport } from './reportNames';

/**
 * Whether showing this report queues 'mark as read': an unread report opened by its own doctor
 * (src/contract/reportReading.ts). Staff opening a doctor's report queue nothing, so no request
 * waits in the outbox for a 403 and the doctor still sees the report as new.
 */
export function marksReadOnOpen(
  reader: { id: number },
  report: Pick<ReportRow, 'read_at' | 'user'>,
): boolean {
  return isUnreadReport(report) && marksReportRead(reader, report);
}
