import type { ReportRow } from '../../../db/rows';

/** 'Mustermann, Erika': how lists name a report's patient. */
export const patientName = (report: Pick<ReportRow, 'patient_data'>) =>
  `${report.patient_data.nachname}, ${report.patient_data.vorname}`;

/** 'Dr. Anna Berger': title, first name, surname of the report's doctor. */
export const doctorName = (report: Pick<ReportRow, 'user'>) =>
  [report.user.titel, report.user.vorname, report.user.nachname].filter(Boolean).join(' ');

/** One definition of unread for every list and count (offline/unreadReports.ts). */
export { isUnreadReport } from '../../offline/unreadReports';
