/** Issue 27: a report with its results out to the practice software, as LDT 3 and as FHIR R4. */
export {
  RESULT_EXPORT_FILES,
  ResultExportFormat,
  resultExportFileName,
  type ResultExportInput,
} from './exportInput';
export { exportFhirBundle, exportFhirJson, FhirExportSystem, fhirJsonPieces } from './fhirExport';
export {
  BARE_REPORT_TEST,
  exportLdt3,
  LDT_CONTENT_MAX_BYTES,
  LDT_VERSION,
  ldt3Closing,
  ldt3Pieces,
} from './ldt3Export';
