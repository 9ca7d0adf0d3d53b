/**
 * A client worker of `npm run bench:ws` (tests/benchmarks/wsBroadcast.ts): holds plain `ws` clients
 * of the portal and of the bare server, as many as its file limit allows, so that 20,000
 * connections to each can be open at once in processes of at most 20,000 file descriptors.
 * Portal clients speak protocol 7 by hand with APP_URL's Origin (connection_established,
 * pusher:subscribe to a public channel, subscription_succeeded); bare clients count as ready once
 * open. A delivery's latency is the `message` event's time minus the `sent` time the parent put
 * into the event, both on the machine's monotonic clock; the JSON parsing of the frame and of its
 * data (twice, as pusher-js does) is part of it, the same for both servers.
 * IPC only (wsBenchMessages.ts): open -> opened, delivered per round and target, collect ->
 * latencies, close -> exit.
 */
import { WebSocket } from 'ws';
import {
  BENCH_CHANNEL,
  BENCH_EVENT,
  monotonicMs,
  type Target,
  type WorkerMessage,
  type WorkerRequest,
} from './wsBenchMessages';

type Frame = { event: string; channel?: string; data?: unknown };
type OpenRequest = Extract<WorkerRequest, { type: 'open' }>;

function send(message: WorkerMessage): void {
  if (!process.send) throw new Error('wsBenchClients.ts runs as a child with an IPC channel');
  process.send(message);
}

/** A growable list of latencies, per target, until the parent collects them. */
class Latencies {
  private values = new Float64Array(1 << 16);
  private size = 0;
  push(value: number): void {
    if (this.size === this.values.length) {
      const larger = new Float64Array(this.values.length * 2);
      larger.set(this.values);
      this.values = larger;
    }
    this.values[this.size++] = value;
  }
  take(): Float64Array {
    const taken = this.values.slice(0, this.size);
    this.size = 0;
    return taken;
  }
}

const sockets: WebSocket[] = [];
const open: Record<Target, number> = { portal: 0, bare: 0 };
const latencies: Record<Target, Latencies> = { portal: new Latencies(), bare: new Latencies() };
/** Per target, the round being received: how many clients have it and the slowest so far. */
const current: Record<Target, { round: number; count: number; last: number }> = {
  portal: { round: -1, count: 0, last: 0 },
  bare: { round: -1, count: 0, last: 0 },
};

function received(target: Target, data: string, receivedAt: number): void {
  const { round, sent } = JSON.parse(data) as { round: number; sent: number };
  const latency = receivedAt - sent;
  const entry = current[target];
  if (entry.round !== round) Object.assign(entry, { round, count: 0, last: 0 });
  latencies[target].push(latency);
  entry.count += 1;
  if (latency > entry.last) entry.last = latency;
  if (entry.count === open[target]) send({ type: 'delivered', target, round, last: entry.last });
}

function openClient(request: OpenRequest): Promise<void> {
  const { target, localAddresses } = request;
  const localAddress = localAddresses[sockets.length % localAddresses.length];
  const ws = new WebSocket(request.url, {
    headers: { Origin: request.origin },
    perMessageDeflate: false,
    ...(localAddress ? { localAddress } : {}),
  });
  sockets.push(ws);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${target}: not ready within 60 s`)), 60_000);
    const ready = () => {
      clearTimeout(timer);
      resolve();
    };
    if (target === 'bare') ws.once('open', ready);
    ws.on('message', (raw) => {
      const receivedAt = monotonicMs();
      const frame = JSON.parse(String(raw)) as Frame;
      switch (frame.event) {
        case BENCH_EVENT:
          return received(target, frame.data as string, receivedAt);
        case 'pusher:connection_established':
          ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: BENCH_CHANNEL } }));
          return;
        case 'pusher_internal:subscription_succeeded':
          return ready();
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
      reject(new Error(`${target}: closed with ${code} before it was ready`));
    });
  });
}

/** `batch` connections at a time, each ready before the next batch starts. */
async function openClients(request: OpenRequest): Promise<void> {
  let opened = 0;
  while (opened < request.count) {
    const size = Math.min(request.batch, request.count - opened);
    await Promise.all(Array.from({ length: size }, () => openClient(request)));
    opened += size;
    open[request.target] += size;
  }
}

process.on('message', (message: WorkerRequest) => {
  if (message.type === 'open') {
    openClients(message).then(
      () => send({ type: 'opened', target: message.target, total: open[message.target] }),
      (error: unknown) => send({ type: 'failed', error: String(error) }),
    );
  } else if (message.type === 'collect') {
    send({ type: 'latencies', portal: latencies.portal.take(), bare: latencies.bare.take() });
  } else if (message.type === 'close') {
    for (const ws of sockets) ws.terminate();
    process.disconnect();
  }
});
process.on('disconnect', () => process.exit(0));
