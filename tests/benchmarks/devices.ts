/**
 * Issue 30, "A thousand devices at once": N installed apps against one portal instance on
 * PostgreSQL with Redis, then against two on the same machine (startInstances,
 * tests/e2e/support/twoInstances.ts).
 *
 * Each device (device.ts) signs in once through the real routes (its own doctor account:
 * devicesSeed.ts), bootstraps, holds a Pusher socket, pulls on every hint and every 60 s, and
 * replays outbox writes; meanwhile labor uploads reports for the devices' doctors
 * (devicesStaff.ts), whose hints fan out to them. Devices are spread round robin over the
 * instances. Per run it prints requests per second, p50/p99 of pulls and writes, the hint-to-pull
 * delay (devicesDeliveries.ts), errors, each server process's CPU and peak RSS and PostgreSQL's
 * peak connections (devicesSampler.ts). Start-up (sign-in, bootstrap, subscribe) is timed apart.
 *
 * Goal: no errors. Any non-2xx answer, socket error, refused cursor or upload that never reached
 * its device fails the run, and the process exits 1.
 *
 * The devices run in this one process (Node's fetch and `ws`; autocannon would fit a fixed request
 * mix, not devices that react to hints): on a two-core machine the clients and the servers share
 * the cores, which the figures in docs/benchmarks.md say.
 *
 * Usage: npm run bench:devices. DEVICES (default "250,500,1000"), INSTANCES (default "1,2"),
 * DURATION_S (default 120), WRITE_EVERY_S (mean time between one device's writes, default 30),
 * UPLOAD_EVERY_MS (default 2500), SIGN_IN_CONCURRENCY (default 16).
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { Device } from './device';
import { DeliveryTracker } from './devicesDeliveries';
import { startInstances } from '../e2e/support/twoInstances';
import { BenchRecorder, RequestKind, type Percentiles } from './devicesRecorder';
import { startSampler, type SampledFigures } from './devicesSampler';
import { deviceAccount, seedDeviceDoctors } from './devicesSeed';
import { startUploads } from './devicesStaff';
import { signInDevice } from './deviceSession';
import { deviceSourceAddress } from './deviceSocket';

const list = (value: string) => value.split(',').map((item) => Number(item.trim()));
const DEVICES = list(process.env.DEVICES ?? '250,500,1000');
const INSTANCES = list(process.env.INSTANCES ?? '1,2');
const DURATION_S = Number(process.env.DURATION_S ?? 120);
const WRITE_EVERY_S = Number(process.env.WRITE_EVERY_S ?? 30);
const UPLOAD_EVERY_MS = Number(process.env.UPLOAD_EVERY_MS ?? 2_500);
const SIGN_IN_CONCURRENCY = Number(process.env.SIGN_IN_CONCURRENCY ?? 16);
/** How long the last uploads may take to reach their devices after the run. */
const DELIVERY_GRACE_MS = 10_000;

const DEVICE_PASSWORD = 'Demo#Arzt2026';
const LABOR_PASSWORD = 'Demo#Labor2026';

interface RunResult {
  instances: number;
  devices: number;
  startupS: number;
  seconds: number;
  requests: number;
  pull: Percentiles;
  write: Percentiles;
  upload: Percentiles;
  delivery: Percentiles;
  uploads: number;
  errors: number;
  errorSummary: string[];
  sampled: SampledFigures;
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function inBatches<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(instanceCount: number, deviceCount: number): Promise<RunResult> {
  const instances = await startInstances(instanceCount, { stdio: 'inherit', name: 'bench' });
  try {
    await seedDeviceDoctors(instances.databaseUrl, deviceCount);
    const baseUrls = instances.portals.map((portal) => portal.url);
    const recorder = new BenchRecorder();
    const deliveries = new DeliveryTracker(recorder);
    const accounts = Array.from({ length: deviceCount }, (_, index) => deviceAccount(index));
    const devices = accounts.map(
      (account, index) =>
        new Device({
          baseUrl: baseUrls[index % baseUrls.length] ?? '',
          username: account.username,
          password: DEVICE_PASSWORD,
          pusherKey: instances.pusherKey,
          recorder,
          deliveries,
          localAddress: deviceSourceAddress(index),
          writeEveryMs: WRITE_EVERY_S * 1000,
        }),
    );
    const startupStarted = performance.now();
    await inBatches(devices, SIGN_IN_CONCURRENCY, (device) => device.start());
    const startupS = (performance.now() - startupStarted) / 1000;
    if (recorder.errors > 0) throw new Error(`start-up failed: ${recorder.errorSummary().join('; ')}`);
    const labor = await signInDevice(baseUrls[0] ?? '', 'labor', LABOR_PASSWORD, recorder);

    const pids = instances.portals.map((portal) => portal.pid ?? 0);
    const sampler = await startSampler(pids, instances.databaseUrl, instances.database);
    recorder.measuring = true;
    const measureStarted = performance.now();
    for (const device of devices) device.run();
    const uploads = startUploads({ labor, baseUrls, accounts, everyMs: UPLOAD_EVERY_MS, deliveries });
    await sleep(DURATION_S * 1000);
    await uploads.stop();
    const graceEnds = performance.now() + DELIVERY_GRACE_MS;
    while (deliveries.pending > 0 && performance.now() < graceEnds) await sleep(100);
    await Promise.all(devices.map((device) => device.stop()));
    const seconds = (performance.now() - measureStarted) / 1000;
    recorder.measuring = false;
    const sampled = await sampler.stop();
    if (deliveries.pending > 0) recorder.error(`${deliveries.pending} uploads never reached their device`);

    return {
      instances: instanceCount,
      devices: deviceCount,
      startupS,
      seconds,
      requests: recorder.requestCount(),
      pull: recorder.of(RequestKind.pull),
      write: recorder.of(RequestKind.write),
      upload: recorder.of(RequestKind.upload),
      delivery: recorder.deliveries(),
      uploads: uploads.count,
      errors: recorder.errors,
      errorSummary: recorder.errorSummary(),
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
    ['devices', String(result.devices)],
    ['start-up (sign-in, bootstrap, subscribe)', `${result.startupS.toFixed(1)} s`],
    ['measured', `${result.seconds.toFixed(1)} s`],
    ['requests per second', (result.requests / result.seconds).toFixed(1)],
    [`pulls p50 / p99 (${result.pull.count})`, `${spread(result.pull)} ms`],
    [`writes p50 / p99 (${result.write.count})`, `${spread(result.write)} ms`],
    [`uploads p50 / p99 (${result.upload.count})`, `${spread(result.upload)} ms`],
    [`hint-to-pull p50 / p99 (${result.delivery.count})`, `${spread(result.delivery)} ms`],
    ['errors', String(result.errors)],
    ...result.sampled.processes.map((process, index): [string, string] => [
      `server ${index + 1}: CPU (of one core) / peak RSS`,
      `${process.cpuPercent.toFixed(0)} % / ${process.maxRssMb.toFixed(0)} MB`,
    ]),
    ['PostgreSQL connections (peak)', String(result.sampled.maxDbConnections)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(`\n${rows.map(([label, value]) => `${label.padEnd(width)}  ${value}`).join('\n')}`);
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
    `WRITE_EVERY_S=${WRITE_EVERY_S} UPLOAD_EVERY_MS=${UPLOAD_EVERY_MS}`,
);
let failed = false;
for (const deviceCount of DEVICES) {
  for (const instanceCount of INSTANCES) {
    try {
      const result = await run(instanceCount, deviceCount);
      print(result);
      if (result.errors > 0) failed = true;
    } catch (error) {
      console.error(`\n${instanceCount} instance(s), ${deviceCount} devices: ${String(error)}`);
      failed = true;
    }
    console.log(`load average ${load()}`);
  }
}
console.log(failed ? '\ngoal missed: errors (must be 0)' : '\ngoal met: no errors');
process.exit(failed ? 1 : 0);
