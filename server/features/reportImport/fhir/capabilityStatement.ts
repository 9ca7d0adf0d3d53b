/** `GET /fhir/R4/metadata` (issue 17): what this server accepts, as a FHIR R4 CapabilityStatement. */
import type { CapabilityStatement } from 'fhir/r4';
import { PRODUCT_NAME } from '../../../../src/contract/constants';

export function capabilityStatement(appUrl: string, now: Date): CapabilityStatement {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: now.toISOString(),
    kind: 'instance',
    software: { name: PRODUCT_NAME },
    implementation: { description: `${PRODUCT_NAME}: report import`, url: `${appUrl}/fhir/R4` },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'application/json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'Reports from the laboratory system. Authorization: Bearer <personal access token with reports:import>.',
        security: {
          service: [{ text: 'Bearer token' }],
          description: 'Personal access tokens created by an administrator (POST /api/tokens/create/{name}).',
        },
        resource: [
          {
            type: 'DiagnosticReport',
            interaction: [{ code: 'create' }],
            documentation:
              'With Patient, Practitioner (LANR identifier), Organization (BSNR identifier) and Observations contained; the PDF in presentedForm.',
          },
        ],
        interaction: [{ code: 'transaction' }],
      },
    ],
  };
}
