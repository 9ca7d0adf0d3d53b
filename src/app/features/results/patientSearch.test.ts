import { describe, expect, it } from 'vitest';
import { knownPatients, searchPatients, searchedBirthDate, type PatientReport } from './patientSearch';

const report = (
  id: string,
  patientId: string | null,
  nachname: string,
  vorname: string,
  geburtsdatum: string,
  date: string,
): PatientReport => ({
  id,
  patient_id: patientId,
  patient_data: { nachname, vorname, geburtsdatum, nummer: patientId ? `P-${patientId}` : null },
  created_at: `${date}T08:00:00.000Z`,
});

const patients = knownPatients([
  report('1', 'a', 'Müller', 'Jörg', '1958-04-12', '2026-01-05'),
  report('2', 'a', 'Mueller', 'Jörg', '1958-04-12', '2026-03-05'),
  report('3', 'b', 'Weiß', 'Anna', '1980-05-03', '2026-02-01'),
  report('4', 'c', 'Schneider', 'Anna', '1980-05-04', '2026-02-01'),
  report('5', null, 'Ohne', 'Nummer', '1990-01-01', '2026-02-01'),
]);

describe('the doctor’s patients on the device', () => {
  it('groups the reports by patient, named as in the newest report, without reports of no patient', () => {
    expect(patients.map((patient) => [patient.patientId, patient.nachname, patient.reports])).toEqual([
      ['a', 'Mueller', 2],
      ['c', 'Schneider', 1],
      ['b', 'Weiß', 1],
    ]);
  });

  it('finds patients by a part of their name, folded as the report list folds', () => {
    expect(searchPatients(patients, 'weis').map((patient) => patient.patientId)).toEqual(['b']);
    expect(searchPatients(patients, 'anna').map((patient) => patient.patientId)).toEqual(['c', 'b']);
    expect(searchPatients(patients, 'jörg muel').map((patient) => patient.patientId)).toEqual(['a']);
  });

  it('finds patients by their birth date as dd.mm.yyyy or ISO', () => {
    expect(searchedBirthDate('3.5.1980')).toBe('1980-05-03');
    expect(searchPatients(patients, '03.05.1980').map((patient) => patient.patientId)).toEqual(['b']);
    expect(searchPatients(patients, 'anna 1980-05-04').map((patient) => patient.patientId)).toEqual(['c']);
  });

  it('finds a patient by the lab’s patient number', () => {
    expect(searchPatients(patients, 'P-c').map((patient) => patient.patientId)).toEqual(['c']);
  });
});
