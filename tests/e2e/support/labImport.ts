import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiSession } from './apiSession';
import { DEMO_PASSWORDS, type DemoUsername } from './signIn';

/**
 * The laboratory system's import in the e2e specs (issues 17 and 27): a token of the admin's,
 * docs/samples/fhir-bundle-critical-potassium.json (dr.weber's Erika Mustermann, patient number
 * 40061234, potassium 7,1 mmol/l HH) posted to /fhir/R4, and the clean-up of what stays critical.
 */

interface SampleResource {
  resourceType: string;
  identifier?: { value: string }[];
  effectiveDateTime?: string;
  issued?: string;
}

const SAMPLE = JSON.parse(readFileSync('docs/samples/fhir-bundle-critical-potassium.json', 'utf8')) as {
  entry: { resource: SampleResource }[];
};

/** A personal access token that may import reports, created by the demo admin. */
export async function createImportToken(baseUrl: string, name: string): Promise<string> {
  const admin = await apiSession(baseUrl, 'admin', DEMO_PASSWORDS.admin);
  const created = await admin('POST', `/api/tokens/create/${name}`, { abilities: ['reports:import'] });
  return ((await created.json()) as { plainTextToken: string }).plainTextToken;
}

/**
 * The sample as a new report: the import keeps one report per content (its hash), so each import
 * of a spec needs its own `befundId`. With `sampledAt` the sample's times (the report's and its
 * Observations') move there: the sample's fixed date ages, while a report the lab sends now is the
 * patient's newest and comes first in her cumulative findings.
 */
export function criticalPotassiumBundle(befundId: string, sampledAt?: Date): string {
  const bundle = structuredClone(SAMPLE);
  const report = bundle.entry.find((entry) => entry.resource.resourceType === 'DiagnosticReport');
  if (!report) throw new Error('sample without a DiagnosticReport');
  report.resource.identifier = [{ value: befundId }];
  if (sampledAt) {
    for (const { resource } of bundle.entry) {
      if (resource.effectiveDateTime) resource.effectiveDateTime = sampledAt.toISOString();
      if (resource.issued) resource.issued = new Date(sampledAt.getTime() + 60_000).toISOString();
    }
  }
  return JSON.stringify(bundle);
}

/** Posts a Bundle to the FHIR import as the laboratory system does; the import must take it. */
export async function importBundle(request: APIRequestContext, token: string, bundle: string): Promise<void> {
  const response = await request.post('/fhir/R4', {
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' },
    data: bundle,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The specs share one server, and an unacknowledged critical report puts a modal dialog on every
 * later page of the doctor's: a spec that imports critical reports acknowledges whatever it left
 * (after a failure, or on purpose) in its afterAll.
 */
export async function acknowledgeOpenCriticalReports(baseUrl: string, username: DemoUsername): Promise<void> {
  const doctor = await apiSession(baseUrl, username, DEMO_PASSWORDS[username]);
  const list = await doctor('GET', '/api/befunde?perPage=100');
  const { data } = (await list.json()) as {
    data: {
      data: { id: number; version: number; critical?: boolean; critical_acknowledged_at?: string | null }[];
    };
  };
  for (const report of data.data.filter((row) => row.critical && !row.critical_acknowledged_at)) {
    const answer = await doctor('PUT', `/api/befunde/${report.id}/acknowledge`, { version: report.version });
    expect(answer.status, `acknowledging report ${report.id}`).toBeLessThan(300);
  }
}
