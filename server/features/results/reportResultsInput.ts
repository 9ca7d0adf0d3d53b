import type { ReportResult, ResultStatus } from '../../../src/contract/results';

/** A report's patient as the import (or the demo seed) names them. */
export interface ResultPatient {
  /** The lab's patient number (LDT 3000, FHIR Patient.identifier), which identifies them when given. */
  nummer: string | null;
  nachname: string;
  vorname: string;
  /** YYYY-MM-DD, or null when the source did not say. */
  geburtsdatum: string | null;
}

/** What `recordReportResults` stores for one report. */
export interface ReportResultsInput {
  patient: ResultPatient;
  /** The sending practice's BSNR: which of the doctor's offices the patient belongs to. */
  bsnr: string | null;
  sampledAt: Date | null;
  status: ResultStatus;
  /** In the lab's print order; an empty list stores none (the report shows nothing structured). */
  results: ReportResult[];
}
