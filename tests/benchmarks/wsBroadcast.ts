/**
 * `npm run bench:ws`: the portal's websocket broadcast as a ratio against a bare `ws` server.
 * Goal (issue 30): p99 of delivery within 1.3x of the bare server's at 20,000 connections (or as
 * many as the file limit lets a server hold) and at 5,000 (issue 18 asked 1.5x at 5,000).
 *
 * Two server children side by side: the portal as the integration tests start it (createTestApp,
 * in-memory PGlite, no Redis: wsBenchServer.ts) and the least Node can do for the same job
 * (node:http + ws, one loop over the sockets: wsBareServer.ts). Client workers (wsBenchClients.ts)
 * hold the same number of plain `ws` clients on each, the portal's subscribed to one public
 * channel by protocol 7. Broadcasts alternate, portal, bare, portal, bare, ..., ROUNDS each (after
 * one uncounted warm-up each), 500 ms apart, every one through HTTP: the portal's signed trigger
 * API (POST /apps/{id}/events), the bare server's POST /events with the same body. The same frame
 * reaches the clients from both. One delivery's latency: from just before this process sends the
 * HTTP request to the client's `message` event, on the machine's monotonic clock. Both servers
 * share the machine's load alike, so the ratio p99(portal) / p99(bare) is the number that counts.
 *
 * File limits: a process here may not hold more than its RLIMIT_NOFILE. The script tries to raise
 * its own limit (prlimit, inherited by the children) and, where the hard limit stays lower, opens
 * as many connections as a server process can hold and says so. Clients spread over several
 * client processes and source addresses 127.0.0.2-9, so that no process and no address runs out of
 * descriptors or ports.
 * Exits non-zero unless the ratio is <= 1.3 at both figures (at 5,000 only with LARGE_CONNECTIONS=0).
 * Usage: npm run bench:ws   (CONNECTIONS, LARGE_CONNECTIONS (0: skip), ROUNDS, BATCH override the
 * defaults; SERVER_NODE_ARGS adds Node flags to both servers, e.g. "--cpu-prof --cpu-prof-dir=/tmp/p")
 */
import { fork, execFileSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { signedQuery } from '../../server/platform/realtime/requestSignature';
import {
  BENCH_CHANNEL,
  BENCH_EVENT,
  monotonicMs,
  type ServerMessage,
  type ServerRequest,
  type Target,
  type WorkerMessage,
  type WorkerRequest,
} from './wsBenchMessages';
import { printBenchHeader } from './benchRun.mjs';
import { percentile } from './percentile';

printBenchHeader('bench:ws');

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 5_000);
const LARGE_CONNECTIONS = Number(process.env.LARGE_CONNECTIONS ?? 20_000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const BATCH = Number(process.env.BATCH ?? 250);
const ROUND_SPACING_MS = 500;
const GOAL_RATIO = 1.3;
/** Descriptors a client process keeps for itself besides its sockets (stdio, IPC, epoll...). */
const FD_RESERVE = 100;
/** Descriptors a server may open after 'ready' besides the clients' (the trigger's HTTP connection). */
const SERVER_FD_MARGIN = 30;
const LOCAL_ADDRESSES = Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`);
const TARGETS: readonly Target[] = ['portal', 'bare'];

type Ready = Extract<ServerMessage, { type: 'ready' }>;
type Usage = Extract<ServerMessage, { type: 'usage' }>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cpuMs = (usage: Usage) => (usage.cpu.user + usage.cpu.system) / 1000;

// ---- file limits ------------------------------------------------------------------------------

function fileLimit(): { soft: number; hard: number } {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const [soft, hard] = (line?.match(/\d+/g) ?? []).map(Number);
  return { soft: soft ?? 1024, hard: hard ?? 1024 };
}

/** Raises this process's limit (the children inherit it) as far as the system lets us. */
function raiseFileLimit(wanted: number): string {
  const before = fileLimit();
  if (before.soft >= wanted) return `${before.soft}`;
  try {
    execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${wanted}:${wanted}`], {
      stdio: 'ignore',
    });
  } catch {
    try {
      execFileSync('prlimit', ['--pid', String(process.pid), `--nofile=${before.hard}:${before.hard}`], {
        stdio: 'ignore',
      });
    } catch {
      // prlimit missing: the soft limit stays.
    }
  }
  const after = fileLimit();
  return after.soft >= wanted
    ? `${after.soft} (raised)`
    : `${after.soft} (hard limit ${after.hard}; raising it needs CAP_SYS_RESOURCE)`;
}

// ---- children ---------------------------------------------------------------------------------

function forkChild(file: string, serialization: 'json' | 'advanced', env: NodeJS.ProcessEnv): ChildProcess {
  return fork(fileURLToPath(new URL(file, import.meta.url)), {
    execArgv: [
      '--expose-gc',
      ...(file.includes('Server') ? (process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []) : []),
      '--import',
      'tsx',
    ],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization,
  });
}

/** The child's first message that `matches`, or an error after `timeoutMs` or when it exits. */
function expectFrom<M>(
  child: ChildProcess,
  matches: (message: M) => boolean,
  what: string,
  timeoutMs: number,
) {
  return new Promise<M>((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`no ${what} within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onMessage = (message: M) => {
      if (!matches(message)) return;
      done();
      resolve(message);
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`a child exited (${code}) before ${what}`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

class ServerChild {
  ready!: Ready;
  constructor(
    readonly target: Target,
    readonly child: ChildProcess,
  ) {}

  async start(): Promise<this> {
    this.ready = await this.next('ready', 120_000);
    return this;
  }

  next<T extends ServerMessage['type']>(type: T, timeoutMs = 60_000) {
    return expectFrom<ServerMessage>(
      this.child,
      (m) => m.type === type,
      `'${type}' from ${this.target}`,
      timeoutMs,
    ) as Promise<Extract<ServerMessage, { type: T }>>;
  }

  async usage(gc: boolean): Promise<Usage> {
    const answer = this.next('usage');
    this.child.send({ type: 'usage', gc } satisfies ServerRequest);
    return answer;
  }

  async close(): Promise<void> {
    if (!this.child.connected) return;
    const closed = this.next('closed').catch(() => undefined);
    this.child.send({ type: 'close' } satisfies ServerRequest);
    await closed;
  }

  get wsUrl(): string {
    const { port, credentials } = this.ready;
    return this.target === 'portal'
      ? `ws://127.0.0.1:${port}/app/${credentials.key}?protocol=7&client=js&version=8.6.0`
      : `ws://127.0.0.1:${port}/`;
  }
}

class ClientWorker {
  readonly counts: Record<Target, number> = { portal: 0, bare: 0 };
  constructor(readonly child: ChildProcess) {}

  next<T extends WorkerMessage['type']>(
    type: T,
    matches: (message: Extract<WorkerMessage, { type: T }>) => boolean = () => true,
    timeoutMs = 600_000,
  ) {
    return expectFrom<WorkerMessage>(
      this.child,
      (m) => m.type === 'failed' || (m.type === type && matches(m as Extract<WorkerMessage, { type: T }>)),
      `'${type}' from a client worker`,
      timeoutMs,
    ).then((m) => {
      if (m.type === 'failed') throw new Error(`client worker: ${m.error}`);
      return m as Extract<WorkerMessage, { type: T }>;
    });
  }

  send(request: WorkerRequest): void {
    this.child.send(request);
  }
}

// ---- the measurement --------------------------------------------------------------------------

const workers: ClientWorker[] = [];
let perWorkerPerTarget = 0;
let roundNumber = 0;

/** Opens clients of `target` until `total` are open, filling workers and starting new ones. */
async function openUpTo(server: ServerChild, total: number): Promise<void> {
  const { target } = server;
  let missing = total - workers.reduce((sum, w) => sum + w.counts[target], 0);
  const opening: Promise<unknown>[] = [];
  for (let i = 0; missing > 0; i++) {
    const worker = workers[i] ?? new ClientWorker(forkChild('./wsBenchClients.ts', 'advanced', {}));
    if (!workers[i]) workers.push(worker);
    const count = Math.min(missing, perWorkerPerTarget - worker.counts[target]);
    if (count <= 0) continue;
    missing -= count;
    worker.counts[target] += count;
    const opened = worker.next('opened', (m) => m.target === target);
    worker.send({
      type: 'open',
      target,
      url: server.wsUrl,
      origin: server.ready.appUrl,
      count,
      batch: BATCH,
      localAddresses: LOCAL_ADDRESSES,
    });
    opening.push(opened);
  }
  await Promise.all(opening);
  const { connections } = await server.usage(false);
  if (connections !== total) throw new Error(`${target} counts ${connections} connections, not ${total}`);
}

/** One broadcast; resolves with the slowest delivery and the server's CPU time (ms) for it. */
async function broadcast(server: ServerChild): Promise<{ last: number; cpu: number }> {
  const { target } = server;
  const round = ++roundNumber;
  const holding = workers.filter((w) => w.counts[target] > 0);
  const delivered = holding.map((w) =>
    w.next('delivered', (m) => m.target === target && m.round === round, 30_000),
  );
  const { port, triggerPath, credentials } = server.ready;
  const cpuBefore = await server.usage(false);
  const sent = monotonicMs();
  const body = JSON.stringify({
    name: BENCH_EVENT,
    channel: BENCH_CHANNEL,
    data: JSON.stringify({ round, sent }),
  });
  const query =
    target === 'portal'
      ? `?${new URLSearchParams(signedQuery(credentials, triggerPath, body, Math.floor(Date.now() / 1000)))}`
      : '';
  const response = await fetch(`http://127.0.0.1:${port}${triggerPath}${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (!response.ok) throw new Error(`${target} answered ${response.status}: ${await response.text()}`);
  await response.arrayBuffer();
  const lasts = await Promise.all(delivered);
  const cpuAfter = await server.usage(false);
  return { last: Math.max(...lasts.map((m) => m.last)), cpu: cpuMs(cpuAfter) - cpuMs(cpuBefore) };
}

async function collectLatencies(): Promise<Record<Target, Float64Array>> {
  const parts = await Promise.all(
    workers.map((w) => {
      const answer = w.next('latencies');
      w.send({ type: 'collect' });
      return answer;
    }),
  );
  const joined = (target: Target) => {
    const all = new Float64Array(parts.reduce((sum, p) => sum + p[target].length, 0));
    let at = 0;
    for (const p of parts) {
      all.set(p[target], at);
      at += p[target].length;
    }
    return all.sort();
  };
  return { portal: joined('portal'), bare: joined('bare') };
}

interface Figures {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  deliveries: number;
  lastMedian: number;
  cpuPerBroadcast: number;
  heapPerConnection: number;
}

interface PhaseResult {
  connections: number;
  figures: Record<Target, Figures>;
  ratio: number;
  load: number;
}

async function phase(servers: readonly ServerChild[], connections: number): Promise<PhaseResult> {
  const memoryBefore = await Promise.all(servers.map((s) => s.usage(true)));
  const openedBefore = TARGETS.map((t) => workers.reduce((sum, w) => sum + w.counts[t], 0));
  const openStarted = performance.now();
  for (const server of servers) await openUpTo(server, connections);
  const memoryAfter = await Promise.all(servers.map((s) => s.usage(true)));
  console.log(
    `${connections} connections to each server open in ${((performance.now() - openStarted) / 1000).toFixed(1)} s ` +
      `(${workers.length} client processes)`,
  );

  for (const server of servers) await broadcast(server); // warm-up: HTTP connection, JIT
  await collectLatencies();
  await pause(ROUND_SPACING_MS);
  const lasts: Record<Target, number[]> = { portal: [], bare: [] };
  const cpu: Record<Target, number> = { portal: 0, bare: 0 };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const server of servers) {
      const { last, cpu: used } = await broadcast(server);
      lasts[server.target].push(last);
      cpu[server.target] += used;
      await pause(ROUND_SPACING_MS);
    }
  }
  const latencies = await collectLatencies();
  const figures = Object.fromEntries(
    servers.map((server, i) => {
      const sorted = latencies[server.target];
      const last = lasts[server.target].sort((a, b) => a - b);
      const added = connections - (openedBefore[i] ?? 0);
      return [
        server.target,
        {
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          max: sorted[sorted.length - 1] ?? NaN,
          deliveries: sorted.length,
          lastMedian: percentile(last, 0.5),
          cpuPerBroadcast: cpu[server.target] / ROUNDS,
          heapPerConnection:
            ((memoryAfter[i]?.memory.heapUsed ?? NaN) - (memoryBefore[i]?.memory.heapUsed ?? NaN)) / added,
        } satisfies Figures,
      ];
    }),
  ) as Record<Target, Figures>;
  for (const target of TARGETS) {
    if (figures[target].deliveries !== connections * ROUNDS) {
      throw new Error(`${target}: ${figures[target].deliveries} deliveries, not ${connections * ROUNDS}`);
    }
  }
  return { connections, figures, ratio: figures.portal.p99 / figures.bare.p99, load: os.loadavg()[0] ?? NaN };
}

// ---- reporting --------------------------------------------------------------------------------

const ms = (value: number) => `${value.toFixed(1)} ms`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printPhase(result: PhaseResult): void {
  const { portal, bare } = result.figures;
  console.log(
    `\nwebsocket broadcast: ${result.connections} connections per server, ${ROUNDS} rounds each, interleaved`,
  );
  const rows: [string, string, string][] = [
    ['', 'portal', 'bare ws'],
    ['latency p50', ms(portal.p50), ms(bare.p50)],
    ['latency p95', ms(portal.p95), ms(bare.p95)],
    ['latency p99', ms(portal.p99), ms(bare.p99)],
    ['latency max', ms(portal.max), ms(bare.max)],
    ['last client (median round)', ms(portal.lastMedian), ms(bare.lastMedian)],
    ['server CPU per broadcast', ms(portal.cpuPerBroadcast), ms(bare.cpuPerBroadcast)],
    ['server heap per connection', kib(portal.heapPerConnection), kib(bare.heapPerConnection)],
  ];
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => r[c]?.length ?? 0)));
  for (const row of rows) console.log(`  ${row.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ')}`);
  console.log(`  load average (1 min) ${result.load.toFixed(2)}`);
  console.log(
    `  server CPU ratio portal / bare: ${(portal.cpuPerBroadcast / bare.cpuPerBroadcast).toFixed(2)} (steadier than p99)`,
  );
  console.log(`  p99 ratio portal / bare: ${result.ratio.toFixed(2)}`);
}

// ---- the run ----------------------------------------------------------------------------------

let exitCode = 1;
const limitNote = raiseFileLimit(Math.max(CONNECTIONS, LARGE_CONNECTIONS) + 2 * FD_RESERVE);
const servers: ServerChild[] = [];
try {
  const maxPerIp = String(Math.max(CONNECTIONS, LARGE_CONNECTIONS));
  servers.push(
    new ServerChild(
      'portal',
      forkChild('./wsBenchServer.ts', 'json', { BENCH_WS_MAX_CONNECTIONS_PER_IP: maxPerIp }),
    ),
    new ServerChild('bare', forkChild('./wsBareServer.ts', 'json', {})),
  );
  for (const server of servers) await server.start();
  const { soft } = fileLimit();
  perWorkerPerTarget = Math.floor((soft - FD_RESERVE) / 2);
  const serverMax = soft - Math.max(...servers.map((s) => s.ready.openFds)) - SERVER_FD_MARGIN;
  const large = Math.min(LARGE_CONNECTIONS, serverMax);
  console.log(`file limit per process: ${limitNote}; a server holds at most ${serverMax} connections`);
  const loadBefore = os.loadavg()[0] ?? NaN;

  const small = await phase(servers, CONNECTIONS);
  printPhase(small);
  const others: PhaseResult[] = [];
  if (large > CONNECTIONS) {
    const result = await phase(servers, large);
    others.push(result);
    printPhase(result);
    if (large < LARGE_CONNECTIONS) {
      console.log(`  (${LARGE_CONNECTIONS} asked: the file limit allows ${large} per server process)`);
    }
  }

  console.log(
    `\nload average (1 min): ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]?.toFixed(2)} after`,
  );
  const missed: PhaseResult[] = [];
  for (const result of [small, ...others]) {
    const passed = result.ratio <= GOAL_RATIO;
    if (!passed) missed.push(result);
    console.log(
      `${result.connections} connections: p99 portal ${ms(result.figures.portal.p99)}, ` +
        `bare ${ms(result.figures.bare.p99)}, ratio ${result.ratio.toFixed(2)} (goal <= ${GOAL_RATIO}, ` +
        `load ${result.load.toFixed(2)})${passed ? '' : ' OVER THE GOAL'}`,
    );
  }
  console.log(
    missed.length === 0
      ? 'goal met at every figure'
      : `GOAL MISSED at ${missed.map((r) => r.connections).join(' and ')} connections`,
  );
  exitCode = missed.length === 0 ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  for (const worker of workers) {
    if (worker.child.connected) worker.send({ type: 'close' });
  }
  await Promise.all(
    workers.map((w) => (w.child.exitCode === null ? new Promise((r) => w.child.once('exit', r)) : null)),
  );
  for (const server of servers) await server.close().catch(() => server.child.kill('SIGTERM'));
}
process.exitCode = exitCode;
