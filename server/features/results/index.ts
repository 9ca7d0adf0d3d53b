/**
 * Results as data (issue 27): the patients of the reports and each report's values, encrypted at
 * rest. The imports and the demo seed store them (`recordReportResults`), the reports feature
 * reads them for the single report and the mirror (`resultsOfReports`).
 */
export { recordReportResults, clearReportResults } from './recordReportResults';
export { resultsOfReports } from './reportResultsReader';
export { installResultKeys, resultKeys } from './resultKeys';
export type { ReportResultsInput, ResultPatient } from './reportResultsInput';
