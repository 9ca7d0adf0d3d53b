/**
 * Budget (design brief): a broadcast reaches 5,000 open websocket connections with p99 under
 * 200 ms.
 *
 * One server instance as the integration tests start it (createTestApp, in-memory PGlite, no
 * Redis) runs in a child process (wsBenchServer.ts), so that its memory readings are the server's
 * alone. This process opens 5,000 plain `ws` clients in batches, speaking protocol 7 by hand
 * (connection_established, pusher:subscribe to a public channel, subscription_succeeded), with
 * the Origin of APP_URL as a browser sends it. Memory per connection: the child's RSS and heap
 * after a forced gc, before and after the connections, divided by their number.
 * Broadcast: ROUNDS events (plus one warm-up round that is not counted), spaced out, each through
 * the HTTP trigger API (POST /apps/{id}/events, signed as Pusher's libraries sign it). Latency of
 * one delivery: from just before this process sends the HTTP request to the client's `message`
 * event, both on this process's clock. The clients' own work (JSON parsing in one event loop on
 * the same two cores) is part of the number, so it errs on the slow side.
 * Exits non-zero unless p99 < 200 ms.
 * Usage: npm run bench:ws   (CONNECTIONS, ROUNDS, BATCH override the defaults; SERVER_NODE_ARGS
 * adds Node flags to the server child, e.g. "--cpu-prof --cpu-prof-dir=/tmp/ws-prof")
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import { signedQuery } from '../../server/realtime/requestSignature';
import type { ChildMessage, ParentMessage } from './wsBenchServer';

const CONNECTIONS = Number(process.env.CONNECTIONS ?? 5_000);
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const BATCH = Number(process.env.BATCH ?? 250);
const ROUND_SPACING_MS = 500;
const BUDGET_P99_MS = 200;
const CHANNEL = 'Benchmark.Broadcast';
const EVENT = 'BenchmarkTick';

type Frame = { event: string; channel?: string; data?: unknown };
type ReadyMessage = Extract<ChildMessage, { type: 'ready' }>;
type UsageMessage = Extract<ChildMessage, { type: 'usage' }>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The promise, or an error after `ms`; the timer never outlives it. */
async function within<T>(promise: Promise<T>, ms: number, failure: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(failure())), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

// ---- the server child -------------------------------------------------------------------------

const child: ChildProcess = fork(fileURLToPath(new URL('./wsBenchServer.ts', import.meta.url)), {
  // SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof", to look inside the server.
  execArgv: [
    '--expose-gc',
    ...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    '--import',
    'tsx',
  ],
  env: { ...process.env, BENCH_WS_MAX_CONNECTIONS_PER_IP: String(CONNECTIONS + 100) },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const childExited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

function fromChild<T extends ChildMessage['type']>(
  type: T,
  timeoutMs = 120_000,
): Promise<Extract<ChildMessage, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no '${type}' from the server child`)), timeoutMs);
    const onMessage = (message: ChildMessage) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<ChildMessage, { type: T }>);
    };
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the server child exited (${code}) before '${type}'`));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

function toChild(message: ParentMessage): void {
  child.send(message);
}

/** The server's CPU time so far and its memory, after a full gc for memory readings. */
async function serverUsage(gc: boolean): Promise<UsageMessage> {
  const answer = fromChild('usage');
  toChild({ type: 'usage', gc });
  return answer;
}

// ---- the clients ------------------------------------------------------------------------------

/** Per round: latency of each delivery (ms), how many arrived, and the wake-up once all did. */
interface Round {
  sentAt: number;
  latencies: number[];
  lastAt: number;
  done: () => void;
}
const rounds = new Map<number, Round>();

/** Every client socket ever opened, so that a failed run still closes them all. */
const sockets: WebSocket[] = [];

function openClient(ready: ReadyMessage): Promise<void> {
  const url = `ws://127.0.0.1:${ready.port}/app/${ready.credentials.key}?protocol=7&client=js&version=8.6.0`;
  const ws = new WebSocket(url, { headers: { Origin: ready.appUrl }, perMessageDeflate: false });
  sockets.push(ws);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no subscription within 30 s')), 30_000);
    ws.on('message', (raw) => {
      const receivedAt = performance.now();
      const frame = JSON.parse(String(raw)) as Frame;
      switch (frame.event) {
        case EVENT: {
          const { round } = JSON.parse(frame.data as string) as { round: number; sent: number };
          const entry = rounds.get(round);
          if (!entry) return;
          entry.latencies.push(receivedAt - entry.sentAt);
          entry.lastAt = receivedAt;
          if (entry.latencies.length === CONNECTIONS) entry.done();
          return;
        }
        case 'pusher:connection_established':
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }));
          return;
        case 'pusher_internal:subscription_succeeded':
          clearTimeout(timer);
          return resolve();
        case 'pusher:ping':
          return ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
        case 'pusher:error':
          clearTimeout(timer);
          return reject(new Error(`pusher:error ${JSON.stringify(frame.data)}`));
      }
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    ws.on('close', (code) => {
      clearTimeout(timer);
      reject(new Error(`closed with ${code} before subscribing`));
    });
  });
}

/** BATCH connections at a time, each subscribed before the next batch starts. */
async function openClients(ready: ReadyMessage): Promise<void> {
  while (sockets.length < CONNECTIONS) {
    const size = Math.min(BATCH, CONNECTIONS - sockets.length);
    await Promise.all(Array.from({ length: size }, () => openClient(ready)));
  }
}

async function closeClients(): Promise<void> {
  for (let start = 0; start < sockets.length; start += BATCH) {
    await Promise.all(
      sockets.slice(start, start + BATCH).map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            ws.once('close', () => resolve());
            ws.close(1000);
          }),
      ),
    );
  }
}

// ---- broadcasting -----------------------------------------------------------------------------

/** One broadcast through the trigger API; resolves with the HTTP round trip once all clients have it. */
async function broadcast(ready: ReadyMessage, round: number): Promise<{ round: Round; httpMs: number }> {
  const { appId, key, secret } = ready.credentials;
  const path = `/apps/${appId}/events`;
  let done!: () => void;
  const allDelivered = new Promise<void>((resolve) => (done = resolve));
  const sentAt = performance.now();
  const entry: Round = { sentAt, latencies: [], lastAt: sentAt, done };
  rounds.set(round, entry);
  const body = JSON.stringify({
    name: EVENT,
    channel: CHANNEL,
    data: JSON.stringify({ round, sent: sentAt }),
  });
  const query = new URLSearchParams(signedQuery({ key, secret }, path, body, Math.floor(Date.now() / 1000)));
  const response = await fetch(`http://127.0.0.1:${ready.port}${path}?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const httpMs = performance.now() - sentAt;
  if (!response.ok) throw new Error(`trigger API answered ${response.status}: ${await response.text()}`);
  await within(
    allDelivered,
    30_000,
    () => `round ${round}: ${entry.latencies.length} of ${CONNECTIONS} deliveries in 30 s`,
  );
  rounds.delete(round);
  return { round: entry, httpMs };
}

// ---- reporting --------------------------------------------------------------------------------

function percentile(sorted: Float64Array | number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printTable(rows: [string, string][]): void {
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}

// ---- the run ----------------------------------------------------------------------------------

let exitCode = 1;
try {
  const ready = await fromChild('ready');
  if (!ready.gcExposed) console.warn('the server child has no global.gc: memory readings include garbage');
  const before = await serverUsage(true);
  const clientsBefore = process.memoryUsage();

  const openStarted = performance.now();
  await openClients(ready);
  const openMs = performance.now() - openStarted;
  const after = await serverUsage(true);
  const clientsAfter = process.memoryUsage();
  if (after.connections !== CONNECTIONS) {
    throw new Error(`the server counts ${after.connections} connections, not ${CONNECTIONS}`);
  }

  await broadcast(ready, 0); // warm-up: the HTTP connection, JIT; not counted
  await pause(ROUND_SPACING_MS);
  const all = new Float64Array(CONNECTIONS * ROUNDS);
  const lastDelivery: number[] = [];
  const httpTimes: number[] = [];
  const cpuBefore = await serverUsage(false);
  for (let round = 1; round <= ROUNDS; round++) {
    const { round: entry, httpMs } = await broadcast(ready, round);
    all.set(entry.latencies, (round - 1) * CONNECTIONS);
    lastDelivery.push(entry.lastAt - entry.sentAt);
    httpTimes.push(httpMs);
    await pause(ROUND_SPACING_MS);
  }
  const cpuAfter = await serverUsage(false);
  const cpuMs = (usage: UsageMessage) => (usage.cpu.user + usage.cpu.system) / 1000;
  const cpuPerBroadcast = (cpuMs(cpuAfter) - cpuMs(cpuBefore)) / ROUNDS;
  all.sort();
  lastDelivery.sort((a, b) => a - b);
  httpTimes.sort((a, b) => a - b);
  const p50 = percentile(all, 0.5);
  const p99 = percentile(all, 0.99);
  const perConnection = (field: 'rss' | 'heapUsed' | 'external') =>
    (after.memory[field] - before.memory[field]) / CONNECTIONS;

  console.log(`\nwebsocket broadcast: ${CONNECTIONS} connections on one public channel, ${ROUNDS} rounds`);
  printTable([
    ['connections opened', `${CONNECTIONS} in ${(openMs / 1000).toFixed(1)} s (batches of ${BATCH})`],
    ['deliveries measured', String(all.length)],
    ['latency p50', ms(p50)],
    ['latency p99', `${ms(p99)} (budget < ${BUDGET_P99_MS} ms)`],
    ['latency max', ms(all[all.length - 1] ?? NaN)],
    [
      'last client got it',
      `median ${ms(percentile(lastDelivery, 0.5))}, worst ${ms(lastDelivery.at(-1) ?? NaN)}`,
    ],
    ['load average (1 min)', os.loadavg()[0]?.toFixed(2) ?? '?'],
    [
      'trigger API round trip',
      `median ${ms(percentile(httpTimes, 0.5))}, worst ${ms(httpTimes.at(-1) ?? NaN)}`,
    ],
    ['server CPU per broadcast', `${ms(cpuPerBroadcast)} (user + system, HTTP trigger included)`],
    ['server RSS', `${mib(before.memory.rss)} -> ${mib(after.memory.rss)}`],
    ['server heap used', `${mib(before.memory.heapUsed)} -> ${mib(after.memory.heapUsed)}`],
    [
      'server per connection',
      `RSS ${kib(perConnection('rss'))}, heap ${kib(perConnection('heapUsed'))}, ` +
        `external ${kib(perConnection('external'))}` +
        (ready.gcExposed ? ' (after gc)' : ' (no gc: includes garbage)'),
    ],
    [
      'clients per connection',
      `RSS ${kib((clientsAfter.rss - clientsBefore.rss) / CONNECTIONS)} (this process, not counted above)`,
    ],
  ]);
  const passed = p99 < BUDGET_P99_MS;
  console.log(passed ? '\nwithin budget' : `\nOVER BUDGET: p99 ${ms(p99)} >= ${BUDGET_P99_MS} ms`);
  exitCode = passed ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await closeClients();
  if (child.connected) {
    const closed = fromChild('closed', 60_000).catch(() => undefined);
    toChild({ type: 'close' });
    await closed;
  }
  await within(childExited, 10_000, () => 'the server child did not exit').catch(() => child.kill('SIGTERM'));
}
process.exitCode = exitCode;
