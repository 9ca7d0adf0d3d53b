/**
 * FHIR material for the results tests (issue 27): a Bundle with one DiagnosticReport for a doctor
 * by LANR, its patient (with or without the lab's number) and the Observations given.
 */
import type { Bundle, FhirResource, Observation } from 'fhir/r4';
import { FhirSystem } from '../features/reportImport';

export const potassium = (value: unknown = 7.1, flag = 'HH'): Observation =>
  ({
    resourceType: 'Observation',
    status: 'final',
    category: [{ text: 'Elektrolyte' }],
    code: {
      coding: [
        { system: 'https://labor.example.org/tests', code: 'K', display: 'Kalium' },
        { system: FhirSystem.loinc, code: '2823-3' },
      ],
      text: 'Kalium',
    },
    effectiveDateTime: '2026-11-23T07:45:00+01:00',
    valueQuantity: { value, unit: 'mmol/l' },
    referenceRange: [{ low: { value: 3.5 }, high: { value: 5.1 } }],
    interpretation: [{ coding: [{ system: FhirSystem.interpretation, code: flag }] }],
  }) as Observation;

export const sodium = (): Observation => ({
  resourceType: 'Observation',
  status: 'final',
  category: [{ text: 'Elektrolyte' }],
  code: { coding: [{ system: 'https://labor.example.org/tests', code: 'NA' }], text: 'Natrium' },
  valueQuantity: { value: 146, unit: 'mmol/l' },
  referenceRange: [{ low: { value: 135 }, high: { value: 145 } }],
});

export const covid = (): Observation => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'https://labor.example.org/tests', code: 'COV' }], text: 'SARS-CoV-2 PCR' },
  valueString: 'negativ',
  referenceRange: [{ text: 'negativ' }],
});

/** No value at all: kept as a text result with an empty value. */
export const pending = (): Observation => ({
  resourceType: 'Observation',
  status: 'final',
  code: { coding: [{ system: 'https://labor.example.org/tests', code: 'FERR' }], text: 'Ferritin' },
});

export interface ResultsBundleOptions {
  befundId: string;
  lanr?: string;
  nummer?: string | null;
  patient?: { family: string; given: string; birthDate?: string };
  bsnr?: string;
  status?: 'final' | 'corrected' | 'amended';
  observations: Observation[];
}

export function resultsBundle({
  befundId,
  lanr = 'A-100483',
  nummer = '4711',
  patient = { family: 'Mustermann', given: 'Erika', birthDate: '1961-04-12' },
  bsnr = '381234500',
  status = 'final',
  observations,
}: ResultsBundleOptions): Bundle<FhirResource> {
  const url = (n: number) => `urn:uuid:7a1c1a9e-0001-4a55-9a1e-${String(n).padStart(12, '0')}`;
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [
      {
        fullUrl: url(1),
        resource: {
          resourceType: 'Patient',
          ...(nummer
            ? {
                identifier: [
                  { system: 'http://fhir.de/sid/gkv/kvid-10', value: 'A123456789' },
                  {
                    type: { coding: [{ code: 'MR' }] },
                    system: 'https://labor.example.org/patients',
                    value: nummer,
                  },
                ],
              }
            : {}),
          name: [{ family: patient.family, given: [patient.given] }],
          ...(patient.birthDate ? { birthDate: patient.birthDate } : {}),
        },
      },
      {
        fullUrl: url(2),
        resource: { resourceType: 'Practitioner', identifier: [{ system: FhirSystem.lanr, value: lanr }] },
      },
      {
        fullUrl: url(3),
        resource: { resourceType: 'Organization', identifier: [{ system: FhirSystem.bsnr, value: bsnr }] },
      },
      ...observations.map((observation, index) => ({ fullUrl: url(10 + index), resource: observation })),
      {
        fullUrl: url(4),
        resource: {
          resourceType: 'DiagnosticReport',
          identifier: [{ value: befundId }],
          status,
          code: { text: 'Laborbefund' },
          subject: { reference: url(1) },
          issued: '2026-11-24T06:30:00+01:00',
          resultsInterpreter: [{ reference: url(2) }],
          result: observations.map((_, index) => ({ reference: url(10 + index) })),
        },
      },
    ],
  };
}
