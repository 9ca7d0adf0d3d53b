/** Reports (Befunde): list, reading, upload, retention and critical results. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { reportsMessages } from './messages';
import { seedDemoReports } from './demoReports/seedDemoReports';
import { criticalMail } from './criticalMails';
import { criticalRoutes } from './criticalRoutes';
import { devClockRoutes } from './devClockRoutes';
import { startEscalationJob } from './escalationJob';
import { reportEntity } from './reportEntity';
import { reportExportRoutes } from './reportExportRoutes';
import { startReportRetentionJob } from './reportRetentionJob';
import { reportRoutes } from './reportRoutes';

export const reportsFeature = defineFeature({
  name: 'reports',
  messages: reportsMessages,
  routes: [reportRoutes, criticalRoutes, devClockRoutes, reportExportRoutes],
  syncEntities: { report: reportEntity },
  jobs: [startReportRetentionJob, startEscalationJob],
  mails: [criticalMail],
  demoSeed: async ({ db, now, reports }) => {
    if (reports) await seedDemoReports(db, { ...reports, now });
  },
});

export { ANALYTE_PANELS, type AnalyteDefinition, type ReferenceRange } from './demoReports/analytePanels';
export { type AnalyteResult } from './demoReports/demoReportContent';
export { renderReportPdf } from './demoReports/renderReportPdf';
export { hasPdfMagic, isReadablePdf } from './pdfCheck';
export { seesAllReports, visibleReports, type ReportViewer } from './reportAccess';
export {
  recordPlacedReports,
  type AlongsideReport,
  storeUploads,
  type PlacedReport,
  type PlannedReport,
  type StoredUpload,
} from './reportUpload';
