/**
 * `npm run bench:api` (issues 18, 28, 30): the report and order lists, the search, a patient's
 * results and the incremental pull on PostgreSQL at 2,000,000 reports, as ratios against a bare
 * route running the identical SQL on the same machine.
 *
 * A child process (reportsApiServer.ts) creates a fresh PostgreSQL database as the integration
 * suites do, seeds the demo laboratory, bulk-inserts 20,000 doctors, 2,000,000 reports (100 of them
 * dr.weber's) with their patients and results (resultsBulk.ts), the change feed, 2,000,000 orders
 * (ordersBulk.ts), each table's indexes built after its load (benchIndexes.ts), VACUUM ANALYZEs,
 * signs dr.weber and labor in, lets labor upload reports, records the SQL of one portal request per
 * case and starts beside the portal a bare Fastify + `pg` server that replays exactly that SQL
 * (reportsApiBare.ts). Cases: dr.weber's and labor's report list, labor's search "schn", both order
 * lists, dr.weber's report of a patient with results, and each one's pull from a cursor taken
 * before an upload. The seed's time per step is printed.
 *
 * This process waits for a quiet machine (1-minute load average below MAX_LOAD, polled every 30 s
 * for up to LOAD_WAIT_MINUTES), then measures every case at each of CONNECTIONS (default 8 and 32)
 * concurrent keep-alive connections, through the same hand-rolled client for both servers: ROUNDS
 * rounds of ROUND_REQUESTS requests, portal and bare alternating (which goes first alternates too),
 * so both see the same machine; WARMUP requests each before the first round. Each request is timed
 * from sending to the response's last byte; throughput is the requests of all rounds over the time
 * they took.
 *
 * Printed: a header (date, commit, load average), the seed, per case and connections requests/s and
 * p50/p95/p99 of portal and bare, the ratios (portal throughput / bare throughput). Exits non-zero
 * unless every gated case at every connection count has a ratio of at least 0.9 and a portal p99
 * within 1.2x the bare route's, and the bare route a p99 under 25 ms at 8 connections (issue 30).
 * Usage: npm run bench:api   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres;
 * ROUNDS, ROUND_REQUESTS, WARMUP, CONNECTIONS (a list: 8,32), MAX_LOAD, LOAD_WAIT_MINUTES;
 * BENCH_CPU_PROF=<dir> writes the child's CPU profile there; the child reads BENCH_DOCTORS,
 * BENCH_REPORTS, BENCH_WEBER_REPORTS, BENCH_ORDERS, BENCH_WEBER_ORDERS, BENCH_PATIENTS_PER_DOCTOR
 * (the small scale of issue 28: BENCH_REPORTS=200000 BENCH_DOCTORS=2000 BENCH_ORDERS=200000);
 * BENCH_SHOW_SQL=1 prints the recorded statements, BENCH_EXPLAIN=1 their plans (EXPLAIN ANALYZE),
 * BENCH_PHASES=1 where a portal request's time goes, reportsApiPhases.ts; BENCH_CPU_PER_REQUEST=<n> the
 * server's CPU per request, portal and bare, one request at a time, reportsApiCpu.ts, and with
 * BENCH_CPU_PROFILE_PORTAL=<dir> CPU profiles of the portal's and the bare route's requests per case there)
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { BenchCase, ChildMessage, ParentMessage } from './reportsApiServer';
import { get, type HttpTarget } from './benchHttp';

const ROUNDS = Number(process.env.ROUNDS ?? 6);
const ROUND_REQUESTS = Number(process.env.ROUND_REQUESTS ?? 200);
const WARMUP = Number(process.env.WARMUP ?? 40);
/** The connection counts every case is measured and judged at (issue 30: 8 and 32). */
const CONNECTIONS = (process.env.CONNECTIONS ?? '8,32')
  .split(',')
  .map((count) => Number(count.trim()))
  .filter((count) => Number.isInteger(count) && count > 0);
if (CONNECTIONS.length === 0) throw new Error(`CONNECTIONS: a list of connection counts, e.g. 8,32`);
const MAX_LOAD = Number(process.env.MAX_LOAD ?? 2);
const LOAD_WAIT_MINUTES = Number(process.env.LOAD_WAIT_MINUTES ?? 5);
const CPU_PROF = process.env.BENCH_CPU_PROF;
const LOAD_POLL_MS = 30_000;
/** Issue 30: the portal at >= 0.9 of the bare route's throughput, its p99 within 1.2x of the bare p99. */
const GOAL_RATIO = 0.9;
const GOAL_P99_FACTOR = 1.2;
/** ... and the bare SQL itself fast: p99 < 25 ms at BARE_GOAL_CONNECTIONS (else the data's shape changes). */
const GOAL_BARE_P99_MS = 25;
const BARE_GOAL_CONNECTIONS = 8;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load1 = () => os.loadavg()[0] ?? 0;

// ---- the server child -------------------------------------------------------------------------

const child: ChildProcess = fork(fileURLToPath(new URL('./reportsApiServer.ts', import.meta.url)), {
  execArgv: ['--import', 'tsx', ...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [])],
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const childExited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

function fromChild<T extends ChildMessage['type']>(
  type: T,
  timeoutMs: number,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => finish(new Error(`no '${type}' from the server child`)), timeoutMs);
    const onMessage = (message: ChildMessage) => {
      if (message.type === 'failed') finish(new Error(`the server child failed: ${message.message}`));
      else if (message.type === type) finish(undefined, message as Extract<ChildMessage, { type: T }>);
    };
    const onExit = (code: number | null) =>
      finish(new Error(`the server child exited (${code}) before '${type}'`));
    function finish(error?: Error, message?: Extract<ChildMessage, { type: T }>) {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      if (error) reject(error);
      else if (message) resolve(message);
    }
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

const toChild = (message: ParentMessage) => child.send(message);

// ---- HTTP: one client for both servers ---------------------------------------------------------

interface Target extends HttpTarget {
  name: 'portal' | 'bare';
  cookie: string;
}

/** A pool of `connections` keep-alive sockets per server, as a practice's browsers hold them. */
const agents = new Map<string, http.Agent>();
function agentFor(port: number, connections: number): http.Agent {
  const key = `${port}/${connections}`;
  let agent = agents.get(key);
  if (!agent) {
    agent = new http.Agent({ keepAlive: true, maxSockets: connections });
    agents.set(key, agent);
  }
  return agent;
}

/** `count` requests over `connections` workers; the time of each, and the wall time of all. */
async function burst(target: Target, connections: number, count: number) {
  const agent = agentFor(target.port, connections);
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next++;
      const answer = await get(target, agent);
      if (answer.status !== 200)
        throw new Error(`${target.name} ${target.path}: ${answer.status} ${answer.body}`);
      times.push(answer.ms);
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { times, wallMs: performance.now() - started };
}

// ---- measuring ---------------------------------------------------------------------------------

interface Figures {
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

interface Row {
  entry: BenchCase;
  connections: number;
  portal: Figures;
  bare: Figures;
  ratio: number;
  load: number;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

function figures(times: number[], wallMs: number): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    perSecond: (times.length / wallMs) * 1000,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

/** The report list keeps its rows in `data.data`, the other lists (orders) in `data`. */
type ListBody = { data: { data: unknown[] } | unknown[] };
type PullBody = { reset?: true; changes?: { entity: string; id: string }[] };

const rowsOf = ({ data }: ListBody): unknown[] => (Array.isArray(data) ? data : data.data);

/** Throws unless the portal answers what the case means to measure, and the bare server rows. */
async function checkAnswers(entry: BenchCase, portal: Target, bare: Target): Promise<void> {
  const answer = await get(portal, agentFor(portal.port, 1));
  if (answer.status !== 200) throw new Error(`${entry.label}: ${answer.status} ${answer.body}`);
  if (entry.uploadedReportId !== undefined) {
    const pull = JSON.parse(answer.body) as PullBody;
    const id = String(entry.uploadedReportId);
    if (pull.reset || !pull.changes?.some((change) => change.entity === 'report' && change.id === id)) {
      throw new Error(`${entry.label}: the uploaded report is not in ${answer.body.slice(0, 300)}`);
    }
  } else if (entry.expects === 'results') {
    const { data } = JSON.parse(answer.body) as { data: { results?: unknown[] | null } };
    if (!data.results?.length) throw new Error(`${entry.label}: no results in the answer`);
  } else if (rowsOf(JSON.parse(answer.body) as ListBody).length === 0) {
    throw new Error(`${entry.label}: an empty page`);
  }
  const baseline = await get(bare, agentFor(bare.port, 1));
  if (baseline.status !== 200 || !baseline.body.startsWith('{"rows":[')) {
    throw new Error(
      `${entry.label}: the bare server answered ${baseline.status} ${baseline.body.slice(0, 300)}`,
    );
  }
  // The bare route answers the same data in the clear: nothing left sealed, the same PDF.
  if (baseline.body.includes('"v1.')) throw new Error(`${entry.label}: the bare route left a value sealed`);
  const portalFile = (JSON.parse(answer.body) as { data?: { filecontent?: string } }).data?.filecontent;
  if (portalFile !== undefined && (JSON.parse(baseline.body) as { file?: string }).file !== portalFile) {
    throw new Error(`${entry.label}: the bare route did not answer the report's PDF`);
  }
}

async function measure(entry: BenchCase, ports: { portal: number; bare: number }, connections: number) {
  const portal: Target = { name: 'portal', port: ports.portal, path: entry.path, cookie: entry.cookie };
  const bare: Target = { name: 'bare', port: ports.bare, path: entry.barePath, cookie: entry.cookie };
  await burst(portal, connections, WARMUP);
  await burst(bare, connections, WARMUP);
  const runs = { portal: { times: [] as number[], wallMs: 0 }, bare: { times: [] as number[], wallMs: 0 } };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [portal, bare] : [bare, portal];
    for (const target of order) {
      const { times, wallMs } = await burst(target, connections, ROUND_REQUESTS);
      runs[target.name].times.push(...times);
      runs[target.name].wallMs += wallMs;
    }
  }
  const portalFigures = figures(runs.portal.times, runs.portal.wallMs);
  const bareFigures = figures(runs.bare.times, runs.bare.wallMs);
  return {
    entry,
    connections,
    portal: portalFigures,
    bare: bareFigures,
    ratio: portalFigures.perSecond / bareFigures.perSecond,
    load: load1(),
  } satisfies Row;
}

// ---- the machine ------------------------------------------------------------------------------

async function waitForQuietMachine(): Promise<void> {
  const deadline = Date.now() + LOAD_WAIT_MINUTES * 60_000;
  while (load1() >= MAX_LOAD && Date.now() < deadline) {
    console.log(`load average ${load1().toFixed(2)} >= ${MAX_LOAD}: waiting 30 s`);
    await pause(LOAD_POLL_MS);
  }
  if (load1() >= MAX_LOAD) {
    console.warn(`load average still ${load1().toFixed(2)} after ${LOAD_WAIT_MINUTES} min: measuring anyway`);
  }
}

// ---- reporting --------------------------------------------------------------------------------

const ms = (value: number) => `${value.toFixed(1)} ms`;

function table(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    '  ' +
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}

const gatedHere = (row: Row) => row.entry.gated;
/** What a row misses of issue 30's goals (empty: met). */
const misses = (row: Row) => [
  ...(row.ratio < GOAL_RATIO ? [`ratio ${row.ratio.toFixed(2)} < ${GOAL_RATIO}`] : []),
  ...(row.portal.p99 > GOAL_P99_FACTOR * row.bare.p99
    ? [`p99 ${ms(row.portal.p99)} > ${GOAL_P99_FACTOR} x bare ${ms(row.bare.p99)}`]
    : []),
  ...(row.connections === BARE_GOAL_CONNECTIONS && row.bare.p99 >= GOAL_BARE_P99_MS
    ? [`bare p99 ${ms(row.bare.p99)} >= ${GOAL_BARE_P99_MS} ms`]
    : []),
];

function printResults(rows: Row[]): void {
  table(
    ['case', 'conn', 'portal req/s', 'p50', 'p95', 'p99', 'bare req/s', 'p50', 'p95', 'p99', 'load'],
    rows.map((row) => [
      row.entry.label,
      String(row.connections),
      row.portal.perSecond.toFixed(0),
      ms(row.portal.p50),
      ms(row.portal.p95),
      ms(row.portal.p99),
      row.bare.perSecond.toFixed(0),
      ms(row.bare.p50),
      ms(row.bare.p95),
      ms(row.bare.p99),
      row.load.toFixed(2),
    ]),
  );
}

function printRatios(rows: Row[]): void {
  console.log(
    `\nratios (portal throughput / bare throughput); goals at ${CONNECTIONS.join(' and ')} connections: ` +
      `ratio >= ${GOAL_RATIO}, portal p99 <= ${GOAL_P99_FACTOR} x bare p99; ` +
      `bare p99 < ${GOAL_BARE_P99_MS} ms at ${BARE_GOAL_CONNECTIONS}`,
  );
  table(
    ['case', 'conn', 'ratio', 'p99 / bare', 'verdict'],
    rows.map((row) => {
      const missed = misses(row);
      const verdict = !gatedHere(row)
        ? `not gated${missed.length ? `: ${missed.join(', ')}` : ''}`
        : missed.length === 0
          ? 'ok'
          : `MISSED: ${missed.join(', ')}`;
      return [
        row.entry.label,
        String(row.connections),
        row.ratio.toFixed(2),
        (row.portal.p99 / row.bare.p99).toFixed(2),
        verdict,
      ];
    }),
  );
}

/** The run's header: when, which code, how busy the machine was. */
function header(): string {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    });
    if (dirty.trim()) commit += ' (with uncommitted changes)';
  } catch {
    // not a git checkout: the commit stays unknown
  }
  const [one, five, fifteen] = os.loadavg().map((value) => value.toFixed(2));
  return (
    `bench:api ${new Date().toISOString()} commit ${commit}; load average ${one} ${five} ${fifteen}; ` +
    `${os.cpus().length} cores; Node ${process.version}`
  );
}

function printSeed(ready: Extract<ChildMessage, { type: 'ready' }>): void {
  const { counts } = ready;
  console.log(
    `seeded in ${(ready.seedMs / 1000).toFixed(1)} s: ${counts.doctors} doctors, ${counts.reports} reports ` +
      `(${counts.weberReports} of dr.weber), ${counts.changes} change rows; ` +
      `reports ${counts.reportsSize}, changes ${counts.changesSize} with indexes; ` +
      `${counts.orders ?? 0} orders (${counts.ordersSize ?? '?'}); ${counts.patients ?? 0} patients, ` +
      `${counts.results ?? 0} results rows (${counts.resultsSize ?? '?'})`,
  );
  console.log(
    `seed time per step: ${Object.entries(ready.seedTimes)
      .map(([step, taken]) => `${step} ${(taken / 1000).toFixed(1)} s`)
      .join(', ')}`,
  );
}

// ---- the run ----------------------------------------------------------------------------------

let exitCode = 1;
try {
  console.log(header());
  console.log('seeding: a fresh PostgreSQL database, the demo laboratory, the bulk rows ...');
  const ready = await fromChild('ready', 60 * 60_000);
  const { cases } = ready;
  printSeed(ready);
  console.log("the bare route replays, per case (the session hooks' statements left out):");
  for (const entry of cases)
    console.log(`  ${entry.label}: ${entry.sql} (left out: ${entry.authStatements})`);

  await waitForQuietMachine();
  const loadBefore = load1();
  const ports = { portal: ready.port, bare: ready.barePort };
  const rows: Row[] = [];
  for (const entry of cases) {
    await checkAnswers(
      entry,
      { name: 'portal', port: ports.portal, path: entry.path, cookie: entry.cookie },
      { name: 'bare', port: ports.bare, path: entry.barePath, cookie: entry.cookie },
    );
    for (const connections of CONNECTIONS) {
      const row = await measure(entry, ports, connections);
      rows.push(row);
      console.log(
        `measured ${entry.label}, ${connections} connection(s): portal ${row.portal.perSecond.toFixed(0)}/s, ` +
          `bare ${row.bare.perSecond.toFixed(0)}/s, load ${row.load.toFixed(2)}`,
      );
    }
  }
  const loadAfter = load1();

  console.log(
    `\nportal against bare route, same SQL, same client: ${ROUNDS} alternating rounds of ` +
      `${ROUND_REQUESTS} requests each (after ${WARMUP} warm-up), ${CONNECTIONS.join(' and ')} keep-alive connections`,
  );
  printResults(rows);
  console.log(
    `  load average (1 min): ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after; ` +
      `${os.cpus().length} cores; Node ${process.version}`,
  );
  printRatios(rows);
  console.log(header());
  printSeed(ready);
  const missed = rows.filter((row) => gatedHere(row) && misses(row).length > 0);
  console.log(
    missed.length === 0
      ? '\nevery gated goal met'
      : `\nGOAL MISSED: ${missed.map((row) => `${row.entry.label} at ${row.connections} (${misses(row).join(', ')})`).join('; ')}`,
  );
  exitCode = missed.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  for (const agent of agents.values()) agent.destroy();
  if (child.connected) {
    const closed = fromChild('closed', 60_000).catch(() => undefined);
    toChild({ type: 'close' });
    await closed;
  }
  const exited = await Promise.race([childExited, pause(10_000).then(() => 'timeout' as const)]);
  if (exited === 'timeout') child.kill('SIGTERM');
}
process.exitCode = exitCode;
