/**
 * Every refusal under /fhir is an OperationOutcome (issue 17), also those no route of the FHIR
 * endpoint gives: an unknown path, a foreign Host, a URL the router or Node refuses (issue 26).
 * The platform answers them in this shape (server/platform/http/errorShapes.ts).
 */
import type { ErrorShape } from '../../../platform/http/errorShapes';
import { issueCodeOf, operationOutcome } from './operationOutcome';

export const fhirErrorShape: ErrorShape = {
  prefix: '/fhir',
  contentType: 'application/fhir+json; charset=utf-8',
  body: (status, message) =>
    operationOutcome(status === 414 || status === 431 ? 'too-long' : issueCodeOf(status), message),
};
