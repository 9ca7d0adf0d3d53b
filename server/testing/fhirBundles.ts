/**
 * FHIR R4 test material (issue 17): a Bundle as the laboratory system sends it, with one
 * DiagnosticReport for dr.weber (LANR = her LIS id), a potassium that is critical or not, and the
 * PDF in presentedForm.
 */
import type { Bundle, FhirResource } from 'fhir/r4';
import { FhirSystem } from '../features/reportImport';
import { pdfBytes } from './pdf';

export const WEBER_LANR = 'A-100483';

export interface BundleOptions {
  befundId?: string;
  lanr?: string;
  potassium?: number;
  /** HL7 interpretation code of the potassium: HH makes the report critical. */
  flag?: string;
  pdf?: boolean;
  /** Bytes of PDF padding, for a large embedded PDF. */
  pdfPadding?: number;
}

export function labBundle({
  befundId = '26110001',
  lanr = WEBER_LANR,
  potassium = 7.1,
  flag = 'HH',
  pdf = true,
  pdfPadding = 0,
}: BundleOptions = {}): Bundle<FhirResource> {
  return {
    resourceType: 'Bundle',
    type: 'transaction',
    entry: [
      {
        fullUrl: 'urn:uuid:6f1c1a9e-0001-4a55-9a1e-000000000001',
        resource: {
          resourceType: 'Patient',
          name: [{ family: 'Mustermann', given: ['Erika'] }],
          birthDate: '1961-04-12',
        },
      },
      {
        fullUrl: 'urn:uuid:6f1c1a9e-0001-4a55-9a1e-000000000002',
        resource: {
          resourceType: 'Practitioner',
          identifier: [{ system: FhirSystem.lanr, value: lanr }],
          name: [{ family: 'Weber', given: ['Katharina'] }],
        },
      },
      {
        fullUrl: 'urn:uuid:6f1c1a9e-0001-4a55-9a1e-000000000003',
        resource: {
          resourceType: 'Organization',
          identifier: [{ system: FhirSystem.bsnr, value: '381234500' }],
          name: 'Hausarztpraxis am Rathenauplatz',
        },
      },
      {
        fullUrl: 'urn:uuid:6f1c1a9e-0001-4a55-9a1e-000000000004',
        resource: {
          resourceType: 'Observation',
          status: 'final',
          code: {
            coding: [{ system: 'http://loinc.org', code: '2823-3', display: 'Kalium' }],
            text: 'Kalium',
          },
          valueQuantity: { value: potassium, unit: 'mmol/l' },
          referenceRange: [{ low: { value: 3.5 }, high: { value: 5.1 } }],
          interpretation: [{ coding: [{ system: FhirSystem.interpretation, code: flag }] }],
        },
      },
      {
        fullUrl: 'urn:uuid:6f1c1a9e-0001-4a55-9a1e-000000000005',
        resource: {
          resourceType: 'DiagnosticReport',
          identifier: [{ value: befundId }],
          status: 'final',
          code: { text: 'Laborbefund' },
          subject: { reference: 'urn:uuid:6f1c1a9e-0001-4a55-9a1e-000000000001' },
          issued: '2026-11-24T06:30:00+01:00',
          resultsInterpreter: [{ reference: 'urn:uuid:6f1c1a9e-0001-4a55-9a1e-000000000002' }],
          result: [{ reference: 'urn:uuid:6f1c1a9e-0001-4a55-9a1e-000000000004' }],
          ...(pdf
            ? {
                presentedForm: [
                  {
                    contentType: 'application/pdf',
                    data: pdfBytes(`Befund ${befundId}`, pdfPadding).toString('base64'),
                  },
                ],
              }
            : {}),
        },
      },
    ],
  };
}
