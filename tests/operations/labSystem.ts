/**
 * The laboratory system, as the operations suites (issue 30) need it against a portal process:
 * an import token of the demo admin's, and reports sent the two ways a LIS sends them. A token may
 * make API_TOKEN_CALLS_PER_MINUTE calls (120), so a LIS sends batches: a FHIR one a Bundle of
 * several DiagnosticReports per request, an LDT one a file with every report of the run.
 */
import { DEMO_PASSWORDS } from '../../server/seed/demoCredentials';
import { labBundle, WEBER_LANR } from '../../server/testing/fhirBundles';
import { ldtFile } from '../../server/testing/ldtFiles';
import { apiSession } from '../e2e/support/apiSession';

/** The demo doctors the reports go to, in turn: two change feeds to keep consistent. */
export const DOCTOR_LANRS = [WEBER_LANR, 'A-100517'] as const;

export const lanrOf = (index: number): string => DOCTOR_LANRS[index % DOCTOR_LANRS.length] ?? WEBER_LANR;

export async function createImportToken(baseUrl: string): Promise<string> {
  const admin = await apiSession(baseUrl, 'admin', DEMO_PASSWORDS.admin);
  const created = await admin('POST', `/api/tokens/create/operations-${Date.now()}`, {
    abilities: ['reports:import'],
  });
  return ((await created.json()) as { plainTextToken: string }).plainTextToken;
}

/** A report with a normal potassium (a critical one would mail and wait for acknowledgement). */
export const fhirReport = (befundId: string, lanr: string): string =>
  JSON.stringify(labBundle({ befundId, lanr, potassium: 4.2, flag: 'N' }));

/**
 * One Bundle with a report (patient, doctor, result, PDF) for each reference number, the doctors
 * in turn from `firstIndex` on. Each report's resources get fullUrls of their own.
 */
export function fhirBatch(befundIds: readonly string[], firstIndex = 0): string {
  const entries = befundIds.flatMap((befundId, offset) => {
    const own = (firstIndex + offset).toString(16).padStart(4, '0');
    const single = fhirReport(befundId, lanrOf(firstIndex + offset)).replaceAll(
      '6f1c1a9e-0001-',
      `6f1c1a9e-${own}-`,
    );
    return (JSON.parse(single) as { entry: unknown[] }).entry;
  });
  return JSON.stringify({ resourceType: 'Bundle', type: 'transaction', entry: entries });
}

export async function postFhirReport(baseUrl: string, token: string, bundle: string): Promise<Response> {
  return fetch(`${baseUrl}/fhir/R4`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
    body: bundle,
  });
}

/** One batch file with a report (results and PDF) for each reference number. */
export const ldtBatch = (befundIds: readonly string[]): Buffer =>
  ldtFile(
    befundIds.map((befundId, index) => ({
      befundId,
      lanr: lanrOf(index),
      potassium: '4,2',
      flag: 'N',
      withPdf: true,
    })),
  );

export async function postLdt(baseUrl: string, token: string, file: Buffer): Promise<Response> {
  return fetch(`${baseUrl}/api/ldt`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(file),
  });
}
