import type { ReportRow } from '../../../db/rows';

/** 'Mustermann, Erika': how lists name a report's patient. */
export const patientName = (report: Pick<ReportRow, 'patient_data'>) =>
  `${report.patient_data.nachname}, ${report.patient_data.vorname}`;

/** 'Dr. Anna Berger': title, first name, surname of the report's doctor. */
export const doctorName = (report: Pick<ReportRow, 'user'>) =>
  [report.user.titel, report.user.vorname, report.user.nachname].filter(Boolean).join(' ');

export const isUnreadReport = (report: Pick<ReportRow, 'read_at'>) => report.read_at === null;
