/**
 * Plays the laboratory system (LIS) against a running portal (issue 28): collects the orders as FHIR
 * or LDT, acknowledges receipt, reports status changes and imports a report with results for an
 * order. The token needs the abilities `orders:read`, `orders:status` and `reports:import` (README
 * 'Orders from the laboratory system').
 *
 *   node --import tsx scripts/lis-orders.ts --url http://127.0.0.1:8080 --token <token> <command>
 *
 *   fetch-fhir [--status active] [--since <ISO>] [--out <file>]   the ServiceRequests, every page
 *   fetch-ldt [--since <ISO>] [--out <file>]                      the LDT 3 order records (8215)
 *   receipt <number>                                              Neu → RW Auftrag erfassen
 *   status <number> <status> [--note <text>]                      a status of the list (POST .../status)
 *   task <number> <status>                                        the same as a FHIR Task
 *   report <number> [--out <file>]                                a FHIR report with values, based on the order
 *   walk <number> [--pause <seconds>]                             every step from receipt to erledigt
 *
 * Patient data stays off the terminal: the summaries name orders by number, status and analyses.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type {
  Bundle,
  BundleEntry,
  FhirResource,
  Observation,
  Patient,
  Practitioner,
  ServiceRequest,
} from 'fhir/r4';
import { ORDER_NUMBER_SYSTEM, ORDER_STATUS_SYSTEM, ORDER_STATUSES } from '../src/contract/orders';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    token: { type: 'string', default: process.env['LIS_TOKEN'] ?? '' },
    status: { type: 'string' },
    since: { type: 'string' },
    out: { type: 'string' },
    note: { type: 'string' },
    pause: { type: 'string', default: '3' },
  },
});
const [command, number, status] = positionals;
const base = (options.url ?? '').replace(/\/$/, '');
const FHIR_JSON = 'application/fhir+json';

async function call(
  method: string,
  path: string,
  body?: unknown,
  contentType = 'application/json',
): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${options.token}`,
      accept: path.startsWith('/fhir') ? FHIR_JSON : '*/*',
      ...(body === undefined ? {} : { 'content-type': contentType }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return response;
}

const tagOf = (request: ServiceRequest) =>
  request.meta?.tag?.find((tag) => tag.system === ORDER_STATUS_SYSTEM)?.display ?? request.status;

/** Every page of a search, following the `next` links. */
async function searchAll(query: URLSearchParams): Promise<BundleEntry<FhirResource>[]> {
  const entries: BundleEntry<FhirResource>[] = [];
  let path: string | null = `/fhir/R4/ServiceRequest?${query}`;
  while (path) {
    const bundle = (await (await call('GET', path)).json()) as Bundle<FhirResource>;
    entries.push(...(bundle.entry ?? []));
    const next = bundle.link?.find((link) => link.relation === 'next')?.url;
    path = next ? next.slice(next.indexOf('/fhir/')) : null;
  }
  return entries;
}

async function fetchFhir(): Promise<void> {
  const query = new URLSearchParams({ status: options.status ?? 'active', _count: '50' });
  if (options.since) query.set('_lastUpdated', `ge${options.since}`);
  const entries = await searchAll(query);
  const requests = entries
    .filter((entry) => entry.search?.mode === 'match')
    .map((entry) => entry.resource as ServiceRequest);
  for (const request of requests) {
    const analyses = (request.orderDetail ?? []).map((detail) => detail.coding?.[0]?.code).join(', ');
    console.log(
      `${request.requisition?.value}  ${tagOf(request).padEnd(24)} ${request.priority?.padEnd(8)} ${analyses}`,
    );
  }
  console.log(`${requests.length} orders, ${entries.length - requests.length} included resources`);
  if (options.out) {
    writeFileSync(
      options.out,
      `${JSON.stringify({ resourceType: 'Bundle', type: 'searchset', entry: entries }, null, 2)}\n`,
    );
    console.log(`written to ${options.out}`);
  }
}

async function fetchLdt(): Promise<void> {
  const out = options.out ?? 'auftraege.ldt';
  let path: string | null =
    `/api/ldt/orders${options.since ? `?since=${encodeURIComponent(options.since)}` : ''}`;
  for (let file = 1; path; file++) {
    const response = await call('GET', path);
    const bytes = Buffer.from(await response.arrayBuffer());
    const name = file === 1 ? out : `${out}.${file}`;
    writeFileSync(name, bytes);
    const orders = bytes
      .toString('latin1')
      .split('\r\n')
      .filter((line) => line.slice(3) === '80008215').length;
    console.log(`${name}: ${orders} orders (8215), ${bytes.length} bytes`);
    const next = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
    path = next ? next.slice(next.indexOf('/api/')) : null;
  }
}

function required(value: string | undefined, what: string): string {
  if (!value) throw new Error(`${command}: ${what} missing (see the header of scripts/lis-orders.ts)`);
  return value;
}

async function receipt(orderNumber: string): Promise<void> {
  const { data } = await (await call('POST', `/api/lis/orders/${orderNumber}/receipt`)).json();
  console.log(`${orderNumber}: receipt, now ${data.status}${data.changed ? '' : ' (unchanged)'}`);
}

async function moveStatus(orderNumber: string, to: string): Promise<void> {
  const body = { status: to, ...(options.note ? { note: options.note } : {}) };
  const { data } = await (await call('POST', `/api/lis/orders/${orderNumber}/status`, body)).json();
  console.log(`${orderNumber}: now ${data.status}${data.changed ? '' : ' (unchanged)'}`);
}

async function task(orderNumber: string, to: string): Promise<void> {
  const response = await call(
    'POST',
    '/fhir/R4/Task',
    {
      resourceType: 'Task',
      status: to === 'done' ? 'completed' : 'in-progress',
      intent: 'order',
      focus: { identifier: { system: ORDER_NUMBER_SYSTEM, value: orderNumber } },
      businessStatus: { coding: [{ system: ORDER_STATUS_SYSTEM, code: to }] },
      lastModified: new Date().toISOString(),
    },
    FHIR_JSON,
  );
  console.log(`${orderNumber}: Task ${response.status === 201 ? 'created' : 'unchanged'}, now ${to}`);
}

/** Plausible values for common analytes, by LOINC: value, unit, reference range. */
const DEMO_VALUES: Readonly<Record<string, readonly [number, string, number, number]>> = {
  '3016-3': [1.8, 'mU/l', 0.27, 4.2],
  '3024-7': [15.2, 'pmol/l', 12, 22],
  '3051-0': [4.9, 'pmol/l', 3.1, 6.8],
  '4548-4': [5.4, '%', 4, 6],
  '15074-8': [5.1, 'mmol/l', 3.9, 5.6],
  '2345-7': [92, 'mg/dl', 70, 99],
  '2160-0': [0.9, 'mg/dl', 0.5, 1.1],
  '2823-3': [4.3, 'mmol/l', 3.5, 5.1],
  '2951-2': [140, 'mmol/l', 135, 145],
  '718-7': [14.1, 'g/dl', 12, 16],
  '6690-2': [6.2, '/nl', 3.9, 10.2],
  '777-3': [250, '/nl', 150, 400],
  '2093-3': [185, 'mg/dl', 0, 200],
  '1988-5': [2.1, 'mg/l', 0, 5],
  '1742-6': [24, 'U/l', 0, 35],
  '2324-2': [28, 'U/l', 0, 40],
  '3084-1': [5.2, 'mg/dl', 2.4, 5.7],
  '2276-4': [85, 'µg/l', 15, 150],
};

/** A report as the LIS would send it: based on the order, a value per analysis, the sample of the order. */
async function reportBundle(orderNumber: string): Promise<Bundle> {
  const entries = await searchAll(new URLSearchParams({ identifier: orderNumber, _include: '*' }));
  const byUrl = new Map(
    entries.map((entry) => [entry.fullUrl?.slice(entry.fullUrl.indexOf('/fhir/R4/') + 9), entry.resource]),
  );
  const request = entries.find((entry) => entry.search?.mode === 'match')?.resource as
    ServiceRequest | undefined;
  if (!request) throw new Error(`no order ${orderNumber}`);
  const patient = byUrl.get(request.subject.reference ?? '') as Patient | undefined;
  const doctor = byUrl.get(request.requester?.reference ?? '') as Practitioner | undefined;
  const organization = patient?.managingOrganization?.reference
    ? byUrl.get(patient.managingOrganization.reference)
    : undefined;
  const at = request.occurrenceDateTime ?? new Date().toISOString();
  const observations: Observation[] = (request.orderDetail ?? []).map((detail, index) => {
    const loinc = detail.coding?.find((coding) => coding.system === 'http://loinc.org')?.code ?? '';
    const demo = DEMO_VALUES[loinc];
    return {
      resourceType: 'Observation',
      id: `obs-${index + 1}`,
      status: 'final',
      code: { coding: detail.coding ?? [], text: detail.text ?? '' },
      effectiveDateTime: at,
      ...(demo
        ? {
            valueQuantity: { value: demo[0], unit: demo[1] },
            referenceRange: [{ low: { value: demo[2] }, high: { value: demo[3] } }],
            interpretation: [
              {
                coding: [
                  { system: 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation', code: 'N' },
                ],
              },
            ],
          }
        : { valueString: 'unauffällig' }),
    };
  });
  const resources: FhirResource[] = [
    ...(patient ? [patient] : []),
    ...(doctor ? [doctor] : []),
    ...(organization ? [organization] : []),
    ...observations,
    {
      resourceType: 'DiagnosticReport',
      id: 'report',
      identifier: [{ value: orderNumber }],
      basedOn: [{ type: 'ServiceRequest', identifier: { system: ORDER_NUMBER_SYSTEM, value: orderNumber } }],
      status: 'final',
      code: { text: 'Laborbefund' },
      subject: { reference: request.subject.reference ?? '' },
      effectiveDateTime: at,
      issued: new Date().toISOString(),
      ...(doctor ? { resultsInterpreter: [{ reference: `Practitioner/${doctor.id}` }] } : {}),
      result: observations.map((observation) => ({ reference: `Observation/${observation.id}` })),
    },
  ];
  return { resourceType: 'Bundle', type: 'transaction', entry: resources.map((resource) => ({ resource })) };
}

async function report(orderNumber: string): Promise<void> {
  const bundle = await reportBundle(orderNumber);
  if (options.out) writeFileSync(options.out, `${JSON.stringify(bundle, null, 2)}\n`);
  const response = await call('POST', '/fhir/R4', bundle, FHIR_JSON);
  const answer = (await response.json()) as Bundle;
  const entry = answer.entry?.[0]?.response;
  console.log(
    `${orderNumber}: report ${entry?.status}; ${entry?.outcome ? JSON.stringify((entry.outcome as { issue?: { diagnostics?: string }[] }).issue?.[0]?.diagnostics) : ''}`,
  );
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function walk(orderNumber: string): Promise<void> {
  const pause = Number(options.pause ?? 3);
  const steps: (() => Promise<void>)[] = [
    () => receipt(orderNumber),
    () => task(orderNumber, 'in_progress'),
    () => moveStatus(orderNumber, 'report_pending'),
    () => report(orderNumber),
    () => moveStatus(orderNumber, 'lab_release'),
    () => task(orderNumber, 'billing_release'),
    () => moveStatus(orderNumber, 'done'),
  ];
  for (const [index, step] of steps.entries()) {
    if (index > 0) await sleep(pause);
    await step();
  }
}

async function main(): Promise<void> {
  if (!options.token) throw new Error('--token (or LIS_TOKEN) is required');
  switch (command) {
    case 'fetch-fhir':
      return fetchFhir();
    case 'fetch-ldt':
      return fetchLdt();
    case 'receipt':
      return receipt(required(number, 'the order number'));
    case 'status':
    case 'task': {
      const to = required(status, `the status (${ORDER_STATUSES.join(', ')})`);
      return command === 'task'
        ? task(required(number, 'the order number'), to)
        : moveStatus(required(number, 'the order number'), to);
    }
    case 'report':
      return report(required(number, 'the order number'));
    case 'walk':
      return walk(required(number, 'the order number'));
    default:
      throw new Error('command: fetch-fhir, fetch-ldt, receipt, status, task, report or walk');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
