/**
 * The portal's half of `npm run bench:ws` (tests/benchmarks/wsBroadcast.ts), run as a child process
 * so that its memory is the server's alone (the bare baseline beside it is wsBareServer.ts): one app as the integration tests start it
 * (createTestApp on an in-memory PGlite, no Redis), listening on a free port, with the per-IP
 * connection limit raised through the config (REALTIME_MAX_CONNECTIONS_PER_IP's field) because
 * the benchmark clients come from a few loopback addresses only.
 *
 * It talks to the parent over the IPC channel only (wsBenchMessages.ts), so the product gets no
 * benchmark endpoint:
 *   child -> parent  { type: 'ready', port, triggerPath, appUrl, credentials, gcExposed, openFds }
 *   parent -> child  { type: 'usage', gc } -> { type: 'usage', memory, cpu, connections }
 *   parent -> child  { type: 'close' }   -> { type: 'closed' }, then the process exits
 * Start it with --expose-gc so that the memory readings follow a full collection.
 */
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../server/testing/testApp';
import { testDatabases } from '../../server/testing/testDatabases';
import type { ServerMessage, ServerRequest } from './wsBenchMessages';

const maxConnectionsPerIp = Number(process.env['BENCH_WS_MAX_CONNECTIONS_PER_IP'] ?? 10_000);

function send(message: ServerMessage): void {
  if (!process.send) throw new Error('wsBenchServer.ts runs as a child with an IPC channel');
  process.send(message);
}

/** A port free right now: APP_URL (and with it the allowed Origin) must name it before listening. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Two full collections: the second frees what finalizers of the first released. */
function collect(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
}

const pglite = testDatabases()[0];
if (!pglite) throw new Error('no PGlite test database');
const port = await freePort();
const appUrl = `http://127.0.0.1:${port}`;
const t = await createTestApp(pglite, {
  seed: false,
  config: { port, appUrl, realtimeMaxConnectionsPerIp: maxConnectionsPerIp },
});
await t.app.listen({ port, host: '127.0.0.1' });

// The trigger API checks auth_timestamp against the app's clock, a TestClock that stands still.
const keepClockCurrent = setInterval(() => t.clock.advance(Date.now() - t.clock.now().getTime()), 1000);
keepClockCurrent.unref();

let closing: Promise<void> | undefined;
const closeOnce = () => (closing ??= t.close());

process.on('message', (message: ServerRequest) => {
  if (message.type === 'usage') {
    const cpu = process.cpuUsage();
    if (message.gc) collect();
    send({
      type: 'usage',
      memory: process.memoryUsage(),
      cpu,
      connections: t.app.realtime.connectionCount,
    });
  } else if (message.type === 'close') {
    clearInterval(keepClockCurrent);
    void closeOnce().then(() => {
      send({ type: 'closed' });
      process.disconnect();
    });
  }
});
// Without the parent there is no benchmark: never outlive it.
process.on('disconnect', () => void closeOnce().finally(() => process.exit(0)));

collect();
send({
  type: 'ready',
  port,
  triggerPath: `/apps/${t.app.realtime.credentials.appId}/events`,
  appUrl,
  credentials: t.app.realtime.credentials,
  gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function',
  openFds: readdirSync('/proc/self/fd').length,
});
