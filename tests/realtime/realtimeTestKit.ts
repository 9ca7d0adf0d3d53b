/**
 * Drives the real-time server as clients do: pusher-js (its Node build) for the conformance
 * checks, a raw `ws` client where a browser-like header or a broken frame is needed.
 */
import type { AddressInfo } from 'node:net';
import Pusher, { type Channel } from 'pusher-js';
import { WebSocket } from 'ws';
import type { TestAgent } from '../../server/testing/session';
import type { TestApp } from '../../server/testing/testApp';

export async function listen(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

/** A pusher-js client whose channel authorization posts to /broadcasting/auth as `agent`. */
export function pusherClient(port: number, key: string, agent?: TestAgent): Pusher {
  return new Pusher(key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        if (!agent) return callback(new Error('no session'), null);
        agent
          .post('/broadcasting/auth', { socket_id: socketId, channel_name: channelName })
          .then((response) =>
            response.statusCode === 200
              ? callback(null, response.json())
              : callback(new Error(`status ${response.statusCode}`), null),
          )
          .catch((error: Error) => callback(error, null));
      },
    },
  });
}

export function connected(pusher: Pusher): Promise<string> {
  return new Promise((resolve, reject) => {
    if (pusher.connection.state === 'connected') return resolve(pusher.connection.socket_id);
    pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id));
    pusher.connection.bind('failed', () => reject(new Error('connection failed')));
  });
}

export function nextEvent<T = unknown>(channel: Channel, event: string, timeoutMs = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} on ${channel.name}`)), timeoutMs);
    const handler = (data: T) => {
      clearTimeout(timer);
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

/** Collects every `event` on the channel, to count them later. */
export function recordEvents<T = unknown>(channel: Channel, event: string): T[] {
  const seen: T[] = [];
  channel.bind(event, (data: T) => seen.push(data));
  return seen;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RawClient {
  ws: WebSocket;
  frames: { event: string; channel?: string; data?: unknown }[];
  next(event: string, timeoutMs?: number): Promise<{ event: string; channel?: string; data?: unknown }>;
  closed: Promise<{ code: number }>;
}

/** A plain websocket speaking the protocol by hand. */
export function rawClient(port: number, key: string, headers: Record<string, string> = {}): RawClient {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0`, {
    headers,
  });
  const frames: RawClient['frames'] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(String(raw)) as RawClient['frames'][number]);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  ws.on('error', () => {});
  return {
    ws,
    frames,
    closed,
    next(event, timeoutMs = 3000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event}`)), timeoutMs);
        const look = () => {
          const found = frames.find((frame) => frame.event === event);
          if (found) {
            clearTimeout(timer);
            frames.splice(frames.indexOf(found), 1);
            resolve(found);
          } else waiters.push(look);
        };
        look();
      });
    },
  };
}

/** The value, or a failed test naming what was missing. */
export function defined<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`${what} is missing`);
  return value;
}

/** Waits until `check` holds (deliveries cross Redis and the event loop of a loaded machine). */
export async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await pause(20);
  }
}
