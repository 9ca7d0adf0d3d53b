/**
 * The baseline of `npm run bench:ws` (tests/benchmarks/wsBroadcast.ts): the least a Node process
 * can do for the same job as the portal's Pusher server. A plain `node:http` server with a `ws`
 * WebSocketServer (no protocol, no channels, no Origin or key checks); POST /events with the trigger
 * API's body ({ name, channel, data }, unsigned) serialises the same frame the portal sends once and
 * writes it to every open socket, then answers 200 `{}`, as the portal's trigger API does.
 * Same IPC protocol as wsBenchServer.ts (ready, usage, close); start it with --expose-gc.
 */
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { ServerMessage, ServerRequest } from './wsBenchMessages';

function send(message: ServerMessage): void {
  if (!process.send) throw new Error('wsBareServer.ts runs as a child with an IPC channel');
  process.send(message);
}

function collect(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  gc?.();
}

const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false });

const http = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/events') {
    response.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      name: string;
      channel: string;
      data: string;
    };
    const frame = JSON.stringify({ event: body.name, channel: body.channel, data: body.data });
    for (const ws of wss.clients) ws.send(frame);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
http.on('upgrade', (request, socket, head) => {
  wss.handleUpgrade(request, socket, head, (ws) => {
    ws.on('error', () => ws.terminate());
  });
});
// The portal's HTTP server keeps idle sockets no longer than this either way; the parent's one
// keep-alive connection must not be cut between rounds.
http.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
const { port } = http.address() as AddressInfo;

process.on('message', (message: ServerRequest) => {
  if (message.type === 'usage') {
    const cpu = process.cpuUsage();
    if (message.gc) collect();
    send({ type: 'usage', memory: process.memoryUsage(), cpu, connections: wss.clients.size });
  } else if (message.type === 'close') {
    for (const ws of wss.clients) ws.terminate();
    wss.close();
    http.close(() => {
      send({ type: 'closed' });
      process.disconnect();
    });
    http.closeAllConnections();
  }
});
process.on('disconnect', () => process.exit(0));

collect();
send({
  type: 'ready',
  port,
  triggerPath: '/events',
  appUrl: `http://127.0.0.1:${port}`,
  credentials: { appId: '', key: '', secret: '' },
  gcExposed: typeof (globalThis as { gc?: unknown }).gc === 'function',
  openFds: readdirSync('/proc/self/fd').length,
});
