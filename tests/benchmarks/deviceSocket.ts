/**
 * A device's socket: a `ws` client speaking Pusher protocol 7 as pusher-js does (the app's Origin,
 * connection_established, private and presence channels signed by POST /broadcasting/auth, pong to
 * ping). It joins what the app's sync worker joins (src/workers/realtimeHints.ts): the user's own
 * channel, the shared sync channel and the Backend.Messages presence channel, and, as the worker
 * does, turns every event on them into a pull hint, except the presence channel's member events
 * and ConfirmBackendMessage. A Pusher error, a refused subscription or no subscription within
 * 60 s is an error of the run; a connection refused, or a socket lost after it was ready (an
 * instance restarted), is a disconnect: `onLost` tells the device, which opens a new one.
 */
import { WebSocket } from 'ws';
import type { DeviceSession } from './deviceSession';
import type { BenchRecorder } from './devicesRecorder';

/** server/platform/realtime/realtime.ts and syncHints.ts. */
const USER_CHANNEL_PREFIX = 'private-App.Models.User.';
const SYNC_CHANNEL = 'private-Kundencenter.Sync';
const BACKEND_MESSAGES_CHANNEL = 'presence-Backend.Messages';
/** Changes only the confirming user's data, which their own channel hints (realtimeHints.ts). */
const NOT_A_HINT = 'ConfirmBackendMessage';
const READY_TIMEOUT_MS = 60_000;
/**
 * The server lets one IP hold 100 sockets (REALTIME_MAX_CONNECTIONS_PER_IP). Devices come from many
 * addresses in the field, so here from 200 loopback addresses: a few devices per address, as in a
 * practice behind one router, at every N of the benchmark.
 */
const SOURCE_ADDRESSES = 200;
export const deviceSourceAddress = (deviceIndex: number) => `127.0.0.${2 + (deviceIndex % SOURCE_ADDRESSES)}`;

type Frame = { event: string; channel?: string; data?: unknown };

export interface SyncHint {
  /** On the user's channel: the user's cursor after the change. */
  cursor?: string;
  /** On the shared channel: the feed's version. */
  version?: number;
}

export interface DeviceSocket {
  close(): void;
}

/** Which of the device's channels a frame came on, for the hint counts. */
const channelKind = (channel: string | undefined) =>
  channel === SYNC_CHANNEL ? 'shared' : channel === BACKEND_MESSAGES_CHANNEL ? 'presence' : 'own';

const frameData = (frame: Frame): unknown =>
  typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;

export function openDeviceSocket(options: {
  session: DeviceSession;
  pusherKey: string;
  userId: number;
  localAddress: string;
  recorder: BenchRecorder;
  onHint: (hint: SyncHint) => void;
  /** The ready socket closed or erred without `close()`. */
  onLost: (reason: string) => void;
}): Promise<DeviceSocket> {
  const { session, pusherKey, userId, localAddress, recorder, onHint, onLost } = options;
  const url = new URL(session.baseUrl);
  const ws = new WebSocket(`ws://${url.host}/app/${pusherKey}?protocol=7&client=js&version=8.6.0`, {
    headers: { Origin: session.baseUrl },
    perMessageDeflate: false,
    localAddress,
  });
  const channels = [`${USER_CHANNEL_PREFIX}${userId}`, SYNC_CHANNEL, BACKEND_MESSAGES_CHANNEL];
  let closing = false;
  let pending = channels.length;

  const subscribe = async (socketId: string, channel: string) => {
    const response = await session.call('channelAuth', 'POST', '/broadcasting/auth', {
      body: { socket_id: socketId, channel_name: channel },
    });
    const { auth, channel_data } = (await response.json()) as { auth: string; channel_data?: string };
    ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth, channel_data } }));
  };

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error('socket: not subscribed within 60 s')), READY_TIMEOUT_MS);
    let settled = false;
    /** `as`: how the run counts it; 'recorded' when the session already did (channel auth). */
    const fail = (error: Error, as: 'error' | 'disconnect' | 'recorded' = 'error') => {
      clearTimeout(timer);
      if (closing) return;
      if (settled) {
        closing = true;
        ws.terminate();
        onLost(error.message);
        return;
      }
      settled = true;
      if (as === 'error') recorder.error(error.message);
      else if (as === 'disconnect') recorder.disconnect(error.message);
      closing = true;
      ws.terminate();
      reject(error);
    };
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Frame;
      switch (frame.event) {
        case 'pusher:connection_established': {
          const { socket_id: socketId } = frameData(frame) as { socket_id: string };
          for (const channel of channels)
            subscribe(socketId, channel).catch((error: Error) => fail(error, 'recorded'));
          return;
        }
        case 'pusher_internal:subscription_succeeded':
          if (--pending === 0 && !settled) {
            settled = true;
            clearTimeout(timer);
            resolve({
              close: () => {
                closing = true;
                ws.terminate();
              },
            });
          }
          return;
        case 'pusher:ping':
          return ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
        case 'pusher:error':
        case 'pusher:subscription_error':
          return fail(new Error(`socket: ${frame.event} ${JSON.stringify(frame.data)}`));
        default:
          if (frame.event.startsWith('pusher') || frame.event === NOT_A_HINT) return;
          recorder.hint(`${channelKind(frame.channel)} ${frame.event}`);
          return onHint(frame.channel === BACKEND_MESSAGES_CHANNEL ? {} : (frameData(frame) as SyncHint));
      }
    });
    ws.on('error', (error) => fail(new Error(`socket: ${error.message}`), 'disconnect'));
    ws.on('close', (code) => fail(new Error(`socket: closed with ${code}`), 'disconnect'));
  });
}
