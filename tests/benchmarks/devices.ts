/**
 * Issue 30, "A thousand devices at once": N installed apps against one portal instance on
 * PostgreSQL with Redis, then against two on the same machine (startInstances,
 * tests/e2e/support/twoInstances.ts).
 *
 * Each device (device.ts) signs in once through the real routes (its own doctor account:
 * devicesSeed.ts), bootstraps, leases an order number block, holds a Pusher socket, pulls on every
 * hint and every 60 s, and queues writes in its outbox (questions, follow-ups, ticket answers,
 * acknowledgements, read marks, orders: deviceWrites.ts), replayed with their Idempotency-Keys;
 * meanwhile labor uploads reports for the devices' doctors (devicesStaff.ts), whose hints fan out
 * to them. Devices are spread round robin over the instances, and run in worker processes
 * (devicesFleet.ts, one per 500 devices unless DEVICE_WORKERS says), so that the clients are not
 * one saturated event loop. Per run it prints requests per second, p50/p99 of pulls and writes,
 * the hint-to-pull delay (devicesDeliveries.ts), errors, each server process's CPU and peak RSS and
 * PostgreSQL's peak connections (devicesSampler.ts), and checks in PostgreSQL that every action a
 * device made exists exactly once (devicesLedger.ts) and that every critical upload's mail was
 * made (devicesMails.ts). Start-up (sign-in, bootstrap, subscribe) is timed apart, and so is the
 * drain after the run (every device's outbox emptied and one last pull, for the checks).
 *
 * Goal: no errors, no disconnects, no lost or doubled action, no lost mail. Any non-2xx answer,
 * request without an answer, socket error, refused cursor, upload that never reached its device,
 * action not found exactly once or critical upload without its mail fails the run, and the
 * process exits 1.
 *
 * Usage: npm run bench:devices. DEVICES (default "250,500,1000"), INSTANCES (default "1,2"),
 * DURATION_S (default 120), WRITE_EVERY_S (mean time between one device's writes, default 30),
 * UPLOAD_EVERY_MS (default 2500), CRITICAL_EVERY (every n-th upload critical, default 10; 0: none),
 * SIGN_IN_CONCURRENCY (default 16), DEVICE_WORKERS (default one per 500 devices).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { startInstances } from '../e2e/support/twoInstances';
import { checkLedger, ledgerLine, type LedgerCheck } from './devicesLedger';
import { checkCriticalMails, criticalMailLine, type CriticalMailCheck } from './devicesMails';
import { RequestKind, type Percentiles } from './devicesRecorder';
import { startSampler, type SampledFigures } from './devicesSampler';
import { startDevices } from './devicesStart';
import { startUploads } from './devicesStaff';

const list = (value: string) => value.split(',').map((item) => Number(item.trim()));
const DEVICES = list(process.env.DEVICES ?? '250,500,1000');
const INSTANCES = list(process.env.INSTANCES ?? '1,2');
const DURATION_S = Number(process.env.DURATION_S ?? 120);
const WRITE_EVERY_S = Number(process.env.WRITE_EVERY_S ?? 30);
const UPLOAD_EVERY_MS = Number(process.env.UPLOAD_EVERY_MS ?? 2_500);
const CRITICAL_EVERY = Number(process.env.CRITICAL_EVERY ?? 10);
const SIGN_IN_CONCURRENCY = Number(process.env.SIGN_IN_CONCURRENCY ?? 16);
const DEVICE_WORKERS = process.env.DEVICE_WORKERS ? Number(process.env.DEVICE_WORKERS) : undefined;
/** How long the last uploads may take to reach their devices after the run. */
const DELIVERY_GRACE_MS = 10_000;

interface RunResult {
  instances: number;
  devices: number;
  workers: number;
  startupS: number;
  seconds: number;
  requests: number;
  pull: Percentiles;
  write: Percentiles;
  upload: Percentiles;
  delivery: Percentiles;
  uploads: number;
  errors: number;
  disconnects: number;
  errorSummary: string[];
  hintSummary: string[];
  ledger: LedgerCheck;
  mails: CriticalMailCheck;
  sampled: SampledFigures;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(instanceCount: number, deviceCount: number): Promise<RunResult> {
  const instances = await startInstances(instanceCount, { stdio: 'inherit', name: 'bench' });
  try {
    const { fleet, recorder, deliveries, baseUrls, accounts, labor, startupS } = await startDevices(
      instances,
      {
        devices: deviceCount,
        workers: DEVICE_WORKERS,
        writeEveryMs: WRITE_EVERY_S * 1000,
        signInConcurrency: SIGN_IN_CONCURRENCY,
      },
    );

    const pids = instances.portals.map((portal) => portal.pid ?? 0);
    const sampler = await startSampler(pids, instances.databaseUrl, instances.database);
    recorder.phase = 'measured';
    const measureStarted = performance.now();
    fleet.run();
    const uploads = startUploads({
      labor,
      baseUrls,
      accounts,
      everyMs: UPLOAD_EVERY_MS,
      criticalEvery: CRITICAL_EVERY,
      deliveries,
    });
    await sleep(DURATION_S * 1000);
    await uploads.stop();
    const graceEnds = performance.now() + DELIVERY_GRACE_MS;
    while (deliveries.pending > 0 && performance.now() < graceEnds) await sleep(100);
    // The figures are the load's; the drain after it (fleet.stop) is the check of what was lost.
    const seconds = (performance.now() - measureStarted) / 1000;
    recorder.phase = 'drain';
    const sampled = await sampler.stop();
    const { ledger } = await fleet.stop();
    if (deliveries.pending > 0) recorder.error(`${deliveries.pending} uploads never reached their device`);

    return {
      instances: instanceCount,
      devices: deviceCount,
      workers: fleet.workers,
      startupS,
      seconds,
      requests: recorder.requestCount(),
      pull: recorder.of(RequestKind.pull),
      write: recorder.of(RequestKind.write),
      upload: recorder.of(RequestKind.upload),
      delivery: recorder.deliveries(),
      uploads: uploads.count,
      errors: recorder.errors,
      disconnects: recorder.disconnects,
      errorSummary: [...recorder.errorSummary(), ...recorder.disconnectSummary()],
      hintSummary: recorder.hintSummary(),
      ledger: await checkLedger(instances.databaseUrl, ledger),
      // No instance is killed here: every mail is made within a moment of its upload.
      mails: await checkCriticalMails(instances.databaseUrl, uploads.critical, 60_000),
      sampled,
    };
  } finally {
    await instances.stop();
  }
}

const ms = (value: number) => `${Math.round(value)}`;

const spread = (figures: Percentiles) => `${ms(figures.p50)} / ${ms(figures.p99)}`;

function print(result: RunResult): void {
  const rows: [string, string][] = [
    ['instances', String(result.instances)],
    ['devices (worker processes)', `${result.devices} (${result.workers})`],
    ['start-up (sign-in, bootstrap, subscribe)', `${result.startupS.toFixed(1)} s`],
    ['measured', `${result.seconds.toFixed(1)} s`],
    ['requests per second', (result.requests / result.seconds).toFixed(1)],
    [`pulls p50 / p99 (${result.pull.count})`, `${spread(result.pull)} ms`],
    [`writes p50 / p99 (${result.write.count})`, `${spread(result.write)} ms`],
    [`uploads p50 / p99 (${result.upload.count})`, `${spread(result.upload)} ms`],
    [`hint-to-pull p50 / p99 (${result.delivery.count})`, `${spread(result.delivery)} ms`],
    ['errors / disconnects', `${result.errors} / ${result.disconnects}`],
    ['actions made / lost / doubled', ledgerLine(result.ledger)],
    ['critical-result mails', criticalMailLine(result.mails)],
    ...result.sampled.processes.map((process, index): [string, string] => [
      `server ${index + 1}: CPU (of one core) / peak RSS`,
      `${process.cpuPercent.toFixed(0)} % / ${process.maxRssMb.toFixed(0)} MB`,
    ]),
    ['PostgreSQL connections (peak)', String(result.sampled.maxDbConnections)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n')}`);
  for (const line of result.hintSummary) console.log(`  hints: ${line}`);
  for (const line of result.errorSummary) console.log(`  error: ${line}`);
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
console.log(
  `bench:devices at ${new Date().toISOString()}, commit ${commit}, load average ${load()}; ` +
    `DEVICES=${DEVICES.join(',')} INSTANCES=${INSTANCES.join(',')} DURATION_S=${DURATION_S} ` +
    `WRITE_EVERY_S=${WRITE_EVERY_S} UPLOAD_EVERY_MS=${UPLOAD_EVERY_MS} CRITICAL_EVERY=${CRITICAL_EVERY} DEVICE_WORKERS=${DEVICE_WORKERS ?? 'auto'}`,
);
let failed = false;
for (const deviceCount of DEVICES) {
  for (const instanceCount of INSTANCES) {
    try {
      const result = await run(instanceCount, deviceCount);
      print(result);
      const lost = result.ledger.lost + result.ledger.extra + result.mails.missing;
      if (result.errors > 0 || result.disconnects > 0 || lost > 0) failed = true;
    } catch (error) {
      console.error(`\n${instanceCount} instance(s), ${deviceCount} devices: ${String(error)}`);
      failed = true;
    }
    console.log(`load average ${load()}`);
  }
}
console.log(
  failed
    ? '\ngoal missed: errors, disconnects, lost/doubled actions or missing mails (each must be 0)'
    : '\ngoal met: no errors, no disconnects, every action exactly once, every critical mail made',
);
process.exit(failed ? 1 : 0);
