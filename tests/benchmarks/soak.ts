/**
 * Issue 30, "A soak": `npm run bench:soak`. DEVICES simulated apps (device.ts, in worker processes:
 * devicesFleet.ts) against INSTANCES portal processes on PostgreSQL and Redis for SOAK_MINUTES,
 * with labor's uploads (devicesStaff.ts) and the chaos mix of offline and online clients
 * (deviceChaos.ts: devices go offline at random, queue their writes, come back, reconnect, replay
 * and pull); with SOAK_RESTART (default on) the last instance is killed (SIGKILL) and started again
 * once, in the middle.
 *
 * Every minute it prints each server's RSS and event-loop delay (p50/p99/max over that minute, from
 * the bench-only preload soakProbe.ts the servers are started with), the requests, errors and
 * disconnects of the minute and the devices offline. At the end the devices come back and empty
 * their outboxes, and the soak checks:
 *
 * - 0 errors (and 0 disconnects unless an instance was restarted: then they are its downtime);
 * - 0 lost actions: every outbox action a device made exists exactly once in PostgreSQL
 *   (devicesLedger.ts), every upload reached its device, and every critical upload's mail to its
 *   doctor was made (devicesMails.ts), the killed instance's included;
 * - flat RSS and event-loop delay per instance (soakFlatness.ts), except the restarted one, whose
 *   end is another process than its baseline (its figures are printed).
 *
 * It exits 1 when any of them fails. Knobs: SOAK_MINUTES (30), DEVICES (500), INSTANCES (2),
 * WRITE_EVERY_S (30), UPLOAD_EVERY_MS (2500), CRITICAL_EVERY (every 10th upload critical; 0: none),
 * OFFLINE_EVERY_S (mean time online between two offline periods of a device, 600), OFFLINE_FOR_S
 * (mean offline period, 60), OFFLINE_MAX_S (300),
 * SOAK_RESTART (1; 0 for none), SIGN_IN_CONCURRENCY (16), DEVICE_WORKERS (one per 500 devices).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startInstances } from '../e2e/support/twoInstances';
import { checkLedger, ledgerLine } from './devicesLedger';
import { checkCriticalMails, criticalMailLine } from './devicesMails';
import { RequestKind, type Percentiles } from './devicesRecorder';
import { startDevices } from './devicesStart';
import { startUploads } from './devicesStaff';
import { flatness, soakWindows, type SoakMinute } from './soakFlatness';
import { SoakProbeReader } from './soakProbeReader';

const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const DEVICES = Number(process.env.DEVICES ?? 500);
const INSTANCES = Number(process.env.INSTANCES ?? 2);
const WRITE_EVERY_S = Number(process.env.WRITE_EVERY_S ?? 30);
const UPLOAD_EVERY_MS = Number(process.env.UPLOAD_EVERY_MS ?? 2_500);
const CRITICAL_EVERY = Number(process.env.CRITICAL_EVERY ?? 10);
const OFFLINE_EVERY_S = Number(process.env.OFFLINE_EVERY_S ?? 600);
const OFFLINE_FOR_S = Number(process.env.OFFLINE_FOR_S ?? 60);
const OFFLINE_MAX_S = Number(process.env.OFFLINE_MAX_S ?? 300);
const SOAK_RESTART = (process.env.SOAK_RESTART ?? '1') !== '0';
const SIGN_IN_CONCURRENCY = Number(process.env.SIGN_IN_CONCURRENCY ?? 16);
const DEVICE_WORKERS = process.env.DEVICE_WORKERS ? Number(process.env.DEVICE_WORKERS) : undefined;
const MINUTE_MS = 60_000;
const PROBE = fileURLToPath(new URL('./soakProbe.ts', import.meta.url));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const ms = (figures: Percentiles) =>
  `${Math.round(figures.p50)} / ${Math.round(figures.p99)} ms (${figures.count})`;

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
console.log(
  `bench:soak at ${new Date().toISOString()}, commit ${commit}, load average ${load()}; ` +
    `SOAK_MINUTES=${SOAK_MINUTES} DEVICES=${DEVICES} INSTANCES=${INSTANCES} WRITE_EVERY_S=${WRITE_EVERY_S} ` +
    `UPLOAD_EVERY_MS=${UPLOAD_EVERY_MS} CRITICAL_EVERY=${CRITICAL_EVERY} OFFLINE_EVERY_S=${OFFLINE_EVERY_S} OFFLINE_FOR_S=${OFFLINE_FOR_S} ` +
    `OFFLINE_MAX_S=${OFFLINE_MAX_S} SOAK_RESTART=${SOAK_RESTART ? 1 : 0} DEVICE_WORKERS=${DEVICE_WORKERS ?? 'auto'}`,
);
const windows = soakWindows(SOAK_MINUTES);
console.log(
  `flat: warm-up minutes 1-${windows.warmup}, baseline ${windows.baseline.from}-${windows.baseline.to}, ` +
    `end ${windows.end.from}-${windows.end.to} (soakFlatness.ts)`,
);

const probeDir = mkdtempSync(join(tmpdir(), 'kc-soak-probe-'));
const instances = await startInstances(INSTANCES, {
  stdio: 'inherit',
  name: 'soak',
  nodeArgs: ['--import', PROBE],
  env: { SOAK_PROBE_DIR: probeDir, SOAK_PROBE_WINDOW_MS: String(MINUTE_MS) },
});
const failures: string[] = [];
try {
  const { fleet, recorder, deliveries, baseUrls, accounts, labor, startupS } = await startDevices(instances, {
    devices: DEVICES,
    workers: DEVICE_WORKERS,
    writeEveryMs: WRITE_EVERY_S * 1000,
    signInConcurrency: SIGN_IN_CONCURRENCY,
    chaos: {
      onlineMeanMs: OFFLINE_EVERY_S * 1000,
      offlineMeanMs: OFFLINE_FOR_S * 1000,
      offlineMaxMs: OFFLINE_MAX_S * 1000,
    },
  });
  console.log(
    `start-up: ${DEVICES} devices in ${fleet.workers} worker processes signed in, bootstrapped and subscribed ` +
      `in ${startupS.toFixed(1)} s; load average ${load()}`,
  );
  const probes = new SoakProbeReader(probeDir);
  const series: SoakMinute[][] = instances.portals.map(() => []);
  recorder.phase = 'measured';
  const started = performance.now();
  fleet.run();
  const uploads = startUploads({
    labor,
    baseUrls,
    accounts,
    everyMs: UPLOAD_EVERY_MS,
    criticalEvery: CRITICAL_EVERY,
    deliveries,
  });

  let restarted = false;
  const restartMinute = Math.ceil(SOAK_MINUTES / 2);
  const restartTarget = instances.portals.at(-1);
  let before = { requests: 0, errors: 0, disconnects: 0 };
  for (let minute = 1; minute <= SOAK_MINUTES; minute++) {
    if (SOAK_RESTART && !restarted && minute === restartMinute && restartTarget) {
      // In the middle of this minute, so that the minute's figures show it.
      const at = started + (minute - 0.5) * MINUTE_MS;
      await sleep(Math.max(0, at - performance.now()));
      const restartStarted = performance.now();
      await restartTarget.restart('SIGKILL');
      restarted = true;
      console.log(
        `  server ${instances.portals.length} killed (SIGKILL) and started again in ` +
          `${((performance.now() - restartStarted) / 1000).toFixed(1)} s`,
      );
    }
    await sleep(Math.max(0, started + minute * MINUTE_MS - performance.now()));
    const fleetCounts = fleet.counts();
    const parent = recorder.counts();
    const now = {
      requests: fleetCounts.requests + parent.requests,
      errors: fleetCounts.errors + parent.errors,
      disconnects: fleetCounts.disconnects + parent.disconnects,
    };
    const servers = instances.portals.map((portal, index) => {
      const latest = portal.pid === undefined ? undefined : probes.next(portal.pid).at(-1);
      if (!latest) return `server ${index + 1}: -`;
      series[index]?.push({ minute, rssMb: latest.rssMedianMb, p99Ms: latest.p99 });
      return (
        `server ${index + 1}: RSS ${latest.rssMedianMb.toFixed(0)} MB, loop p50/p99/max ` +
        `${latest.p50.toFixed(0)}/${latest.p99.toFixed(0)}/${latest.max.toFixed(0)} ms`
      );
    });
    console.log(
      `minute ${minute}/${SOAK_MINUTES} | ${servers.join(' | ')} | requests ${now.requests - before.requests} ` +
        `errors ${now.errors - before.errors} disconnects ${now.disconnects - before.disconnects} | ` +
        `offline ${fleetCounts.offline} (${fleetCounts.wentOffline} periods so far) | load ${load()}`,
    );
    before = now;
  }

  await uploads.stop();
  recorder.phase = 'drain';
  const { ledger, resent } = await fleet.stop();
  const ledgerCheck = await checkLedger(instances.databaseUrl, ledger);
  const mailCheck = await checkCriticalMails(instances.databaseUrl, uploads.critical);
  if (deliveries.pending > 0) recorder.error(`${deliveries.pending} uploads never reached their device`);

  console.log(`\nafter ${SOAK_MINUTES} minutes (load average ${load()}):`);
  console.log(`  pulls p50 / p99: ${ms(recorder.of(RequestKind.pull))}`);
  console.log(`  writes p50 / p99: ${ms(recorder.of(RequestKind.write))}`);
  console.log(`  upload-to-device p50 / p99 (offline periods included): ${ms(recorder.deliveries())}`);
  console.log(`  uploads: ${uploads.count}; outbox rows sent again after no answer: ${resent}`);
  console.log(`  actions made / lost / doubled: ${ledgerLine(ledgerCheck)}`);
  console.log(`  critical-result mails: ${criticalMailLine(mailCheck)}`);
  console.log(
    `  errors: ${recorder.errors}, disconnects: ${recorder.disconnects}${restarted ? ' (one restart)' : ''}`,
  );
  for (const line of [...recorder.errorSummary(), ...recorder.disconnectSummary()])
    console.log(`    ${line}`);
  console.log(`  hints the devices received: ${recorder.hintSummary().join(', ') || 'none'}`);
  if (recorder.errors > 0) failures.push(`${recorder.errors} errors`);
  if (recorder.disconnects > 0 && !restarted)
    failures.push(`${recorder.disconnects} disconnects without a restart`);
  if (ledgerCheck.lost > 0) failures.push(`${ledgerCheck.lost} lost actions`);
  if (ledgerCheck.extra > 0) failures.push(`${ledgerCheck.extra} doubled actions or stray keys`);
  if (mailCheck.missing > 0) failures.push(`${mailCheck.missing} critical-result mails never made`);
  series.forEach((minutes, index) => {
    const result = flatness(minutes, SOAK_MINUTES);
    // The restarted instance's end is another process than its baseline: shown, not judged.
    const judged = !(restarted && instances.portals[index] === restartTarget);
    console.log(
      `  server ${index + 1}: RSS ${result.baseline.rssMb.toFixed(0)} -> ${result.end.rssMb.toFixed(0)} MB, ` +
        `event-loop p99 ${result.baseline.p99Ms.toFixed(1)} -> ${result.end.p99Ms.toFixed(1)} ms: ` +
        `${result.flat ? 'flat' : result.reasons.join('; ')}${judged ? '' : ' (restarted: not judged)'}`,
    );
    if (judged && !result.flat) failures.push(`server ${index + 1} not flat`);
  });
} catch (error) {
  failures.push(String(error));
} finally {
  await instances.stop();
  rmSync(probeDir, { recursive: true, force: true });
}
console.log(
  failures.length > 0
    ? `\ngoal missed: ${failures.join(', ')}`
    : '\ngoal met: no errors, every action exactly once, every critical mail made, RSS and event loop flat',
);
process.exit(failures.length > 0 ? 1 : 0);
