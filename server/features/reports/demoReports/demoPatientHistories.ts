/**
 * The demo patients with a history (issue 27): several reports each over the months a report stays
 * on the portal, with the values drifting as a real course does (a kidney function worsening, a
 * thyroid under treatment, an iron store refilling). Together they cover every panel the issue
 * names. dr.weber's Erika Mustermann is the patient of docs/samples/fhir-bundle-critical-potassium.json
 * (same patient number, name and birth date): her newest report carries the demo's one critical
 * potassium, and importing the sample adds the next one to her cumulative findings.
 */
import type { PatientHistory } from './patientHistory';

export const DEMO_PATIENT_HISTORIES: Readonly<Record<string, readonly PatientHistory[]>> = {
  'dr.weber': [
    {
      patient: { nummer: '40061234', nachname: 'Mustermann', vorname: 'Erika', geburtsdatum: '1961-04-12' },
      visits: 8,
      newestAgeDays: 2,
      panels: ['Blutbild', 'Niere', 'Elektrolyte', 'Diabetes'],
      courses: { KREA: [1.05, 1.92], EGFR: [58, 28], HST: [38, 86], K: [4.4, 5.6], HB: [13.1, 11.3] },
      newest: { K: 7.1 },
    },
    {
      patient: { nummer: '40058817', nachname: 'Hartmann', vorname: 'Jürgen', geburtsdatum: '1954-09-30' },
      visits: 7,
      newestAgeDays: 9,
      panels: ['Diabetes', 'Niere', 'Lipide'],
      courses: { HBA1C: [8.4, 6.8], GLUN: [182, 112], LDL: [168, 118], EGFR: [74, 69] },
      // A sample mixed up in the lab: the creatinine first reported was another patient's.
      correction: { visit: 3, code: 'KREA', original: 2.31 },
    },
    {
      patient: { nummer: '40072203', nachname: 'Krause', vorname: 'Sabine', geburtsdatum: '1979-02-17' },
      visits: 6,
      newestAgeDays: 15,
      panels: ['Schilddrüse', 'Vitamine'],
      courses: { TSH: [7.8, 1.9], FT4: [0.82, 1.31], VITD: [14, 38] },
      // The lab's new TSH assay: its range, printed from the fourth report on, differs.
      rangeChange: { visit: 3, code: 'TSH', range: { kind: 'between', low: 0.4, high: 4.0 } },
    },
    {
      patient: { nummer: '40049952', nachname: 'Becker', vorname: 'Monika', geburtsdatum: '1948-11-05' },
      visits: 6,
      newestAgeDays: 22,
      panels: ['Blutbild', 'Eisenstoffwechsel', 'Entzündung', 'Vitamine'],
      courses: { FERR: [9, 86], HB: [10.4, 12.9], CRP: [24, 3.1], B12: [182, 410] },
    },
  ],
  'dr.klein': [
    {
      patient: { nummer: '40066410', nachname: 'Vogel', vorname: 'Klaus', geburtsdatum: '1957-06-21' },
      visits: 7,
      newestAgeDays: 4,
      panels: ['Blutbild', 'Niere', 'Elektrolyte'],
      courses: { KREA: [1.38, 1.62], EGFR: [49, 41], K: [4.2, 5.3], NA: [139, 134] },
    },
    {
      patient: { nummer: '40070031', nachname: 'Lange', vorname: 'Petra', geburtsdatum: '1983-08-08' },
      visits: 6,
      newestAgeDays: 11,
      panels: ['Schilddrüse', 'Blutbild'],
      courses: { TSH: [0.08, 1.2], FT4: [2.4, 1.35] },
    },
    {
      patient: { nummer: '40051176', nachname: 'Wolf', vorname: 'Günter', geburtsdatum: '1950-01-27' },
      visits: 6,
      newestAgeDays: 26,
      panels: ['Diabetes', 'Entzündung', 'Eisenstoffwechsel', 'Vitamine'],
      courses: { HBA1C: [7.1, 7.9], GLUN: [134, 158], CRP: [12, 2.2], VITD: [19, 27] },
    },
  ],
};
