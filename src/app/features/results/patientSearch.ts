import { reportSortText } from '../../../contract/reportListRules';
import type { ReportPatient } from '../../../contract/reports';

/**
 * The patients the device knows (issue 27): the mirrored reports grouped by `patient_id`, named by
 * their newest report's (opened) `patient_data`, and the doctor's search over them, on the device:
 * every word of the search must match. A word like a date ('3.5.1980', '03.05.1980', '1980-05-03')
 * matches the birth date exactly; any other word a part of the surname, first name or the lab's
 * patient number, folded as the report list folds (case, accents, ß).
 */
export interface PatientReport {
  id: string;
  patient_id?: string | null;
  patient_data: ReportPatient;
  created_at: string;
  sampled_at?: string | null;
}

export interface KnownPatient {
  patientId: string;
  nachname: string;
  vorname: string;
  geburtsdatum: string | null;
  nummer: string | null;
  reports: number;
  /** The newest report's time (sample, else creation). */
  latest: string;
}

const when = (report: PatientReport) => report.sampled_at ?? report.created_at;

export function knownPatients(reports: readonly PatientReport[]): KnownPatient[] {
  const byPatient = new Map<string, KnownPatient>();
  for (const report of reports) {
    if (!report.patient_id) continue;
    const known = byPatient.get(report.patient_id);
    if (known && known.latest >= when(report)) {
      known.reports += 1;
      continue;
    }
    byPatient.set(report.patient_id, {
      patientId: report.patient_id,
      nachname: report.patient_data.nachname,
      vorname: report.patient_data.vorname,
      geburtsdatum: report.patient_data.geburtsdatum,
      nummer: report.patient_data.nummer ?? null,
      reports: (known?.reports ?? 0) + 1,
      latest: when(report),
    });
  }
  return [...byPatient.values()].sort(
    (a, b) =>
      reportSortText(`${a.nachname} ${a.vorname}`).localeCompare(
        reportSortText(`${b.nachname} ${b.vorname}`),
      ) ||
      (a.geburtsdatum ?? '').localeCompare(b.geburtsdatum ?? '') ||
      a.patientId.localeCompare(b.patientId),
  );
}

const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A search word that is a day, as 'YYYY-MM-DD'; null when it is no date. */
export function searchedBirthDate(word: string): string | null {
  const german = GERMAN_DATE.exec(word);
  if (german) return `${german[3]}-${german[2]?.padStart(2, '0')}-${german[1]?.padStart(2, '0')}`;
  return ISO_DATE.test(word) ? word : null;
}

const fold = (text: string) => reportSortText(text);

export function matchesPatient(patient: KnownPatient, search: string): boolean {
  const words = search
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  const names = [patient.nachname, patient.vorname].map(fold);
  return words.every((word) => {
    const day = searchedBirthDate(word);
    if (day) return patient.geburtsdatum === day;
    const folded = fold(word);
    return (
      names.some((name) => name.includes(folded)) ||
      (patient.nummer?.toLowerCase().includes(word.toLowerCase()) ?? false)
    );
  });
}

export const searchPatients = (patients: readonly KnownPatient[], search: string): KnownPatient[] =>
  search.trim() === '' ? [...patients] : patients.filter((patient) => matchesPatient(patient, search));
