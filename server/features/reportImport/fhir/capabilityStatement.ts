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
    implementation: { description: `${PRODUCT_NAME}: report import and orders`, url: `${appUrl}/fhir/R4` },
    fhirVersion: '4.0.1',
    format: ['application/fhir+json', 'application/json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'The laboratory system: reports in (reports:import), orders out (orders:read) and their status (orders:status). Authorization: Bearer <personal access token>.',
        security: {
          service: [{ text: 'Bearer token' }],
          description: 'Personal access tokens created by an administrator (POST /api/tokens/create/{name}).',
        },
        resource: [
          {
            type: 'DiagnosticReport',
            interaction: [{ code: 'create' }],
            documentation:
              'With Patient, Practitioner (LANR identifier), Organization (BSNR identifier) and Observations contained; the PDF in presentedForm. basedOn the ServiceRequest (or its order number) links the report to the order.',
          },
          {
            type: 'ServiceRequest',
            interaction: [{ code: 'search-type' }],
            searchParam: [
              { name: 'status', type: 'token' },
              { name: '_lastUpdated', type: 'date' },
              { name: 'identifier', type: 'token' },
              { name: 'requisition', type: 'token' },
            ],
            searchInclude: [
              'ServiceRequest:subject',
              'ServiceRequest:requester',
              'ServiceRequest:specimen',
              'Patient:organization',
            ],
            documentation:
              'Issue 28: the portal’s orders (token ability orders:read), one per order, paged with _count.',
          },
          {
            type: 'Task',
            interaction: [{ code: 'create' }],
            documentation:
              'Issue 28: a status report (orders:status): focus the ServiceRequest, businessStatus the status of the list.',
          },
        ],
        interaction: [{ code: 'transaction' }],
      },
    ],
  };
}
