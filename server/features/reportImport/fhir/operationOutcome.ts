/**
 * FHIR errors (issue 17): every refusal of /fhir/R4 is an OperationOutcome with the status FHIR's
 * RESTful API gives it (400 unreadable or invalid resource, 401/403, 404, 415, 422 a business rule
 * such as an unknown doctor, 429), never the portal's `{message}` body.
 */
import type { OperationOutcome, OperationOutcomeIssue } from 'fhir/r4';

export type IssueCode = OperationOutcomeIssue['code'];

export class FhirError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: IssueCode,
    readonly diagnostics: string,
    readonly expression: string[] = [],
  ) {
    super(diagnostics);
    this.name = 'FhirError';
  }
}

export function operationOutcome(
  code: IssueCode,
  diagnostics: string,
  expression: string[] = [],
): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code, diagnostics, ...(expression.length > 0 ? { expression } : {}) }],
  };
}

/** The issue code of an HTTP status that did not come as a FhirError (auth, limits, parser). */
export function issueCodeOf(status: number): IssueCode {
  if (status === 401 || status === 403) return 'security';
  if (status === 404) return 'not-found';
  if (status === 413) return 'too-costly';
  if (status === 415) return 'not-supported';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'exception';
  return 'invalid';
}
