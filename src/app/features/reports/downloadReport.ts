import type { ReportRow } from '../../../db/rows';
import { announceLoadFailure } from './announceLoadFailure';
import { reportActions } from './reportActions';
import { isUnreadReport } from './reportNames';
import { localReportPdf } from './reportPdf';
import { saveReportPdf } from './saveReportPdf';

/**
 * The overview's download action: saves the PDF under its file name, from the device when it
 * holds it. Downloading marks an unread report read (spec §4 'Report').
 */
export async function downloadReport(report: ReportRow): Promise<void> {
  try {
    saveReportPdf(await localReportPdf(report), report.filename);
  } catch (error) {
    announceLoadFailure(error);
    return;
  }
  if (isUnreadReport(report)) await reportActions.markRead(report.id);
}
