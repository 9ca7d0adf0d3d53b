import Echo from 'laravel-echo';
import Pusher from 'pusher-js/worker';
import type { KundencenterDb } from '../db/KundencenterDb';
import { loadRealtimeConfig } from './realtimeConfig';

/**
 * The leading sync worker's socket (design brief: socket events are hints). laravel-echo with the
 * worker build of pusher-js subscribes to the user's private channel, the private sync channel of
 * changes everyone signed in may see, and the Backend.Messages presence channel; every `SyncHint`,
 * every domain event of spec §7 'Real-time' and every notification becomes a pull, and so does
 * every reconnect, since Pusher does not guarantee delivery. No entity data travels over the
 * socket: the pull brings it. Keeping the socket up across offline starts, lost networks and
 * server restarts is realtimeLink.ts's job: the socket tells it when it connected and when it dropped.
 */
export const USER_CHANNEL_PREFIX = 'App.Models.User.';
/** Private (issue 26): only signed-in users hear of shared changes. */
export const SHARED_SYNC_CHANNEL = 'Kundencenter.Sync';
export const BACKEND_MESSAGES_CHANNEL = 'Backend.Messages';
export const SYNC_HINT_EVENT = '.SyncHint';
/** Spec §7 'Real-time': the named events of the private user channel and of Backend.Messages. */
export const USER_CHANNEL_EVENTS = [
  'TicketUpdated',
  'TicketRead',
  'ReportDemandMessageDeleted',
  'ReportInterpretationRead',
  'ReportInterpretationUpdated',
  /** Issue 14: the user was locked or reset; the pull that follows answers 401. */
  'SessionEnded',
  /**
   * Issue 28: an order of the user's practice moved through the status list (contract/orders.ts
   * ORDER_STATUS_EVENT); the pull brings it at once, and the open order page tells of the new status.
   */
  'OrderStatusUpdated',
] as const;
export const BACKEND_MESSAGE_EVENTS = [
  'NewBackendMessage',
  'UpdateBackendMessage',
  'ConfirmBackendMessage',
  'HideBackendMessage',
  'DeleteBackendMessage',
] as const;

export interface RealtimeConnection {
  /** This socket's id once connected (X-Socket-Id of the worker's writes). */
  socketId(): string | undefined;
  /** Whether the socket is open now. */
  isConnected(): boolean;
  disconnect(): void;
}

export interface RealtimeHooks {
  db: KundencenterDb;
  userUuid: string;
  getXsrfToken: () => string | null;
  /** A hint with the server's cursor for this user, or null for a change of everyone's data. */
  onHint: (cursor: string | null) => void;
  /** The user's channel is (again) subscribed: what happened while it was not arrives by a pull. */
  onListening: () => void;
  /** The socket is connected. */
  onConnected: () => void;
  /** The socket dropped (pusher-js announces its own retry) or stopped trying. */
  onLost: () => void;
}

/** pusher-js connection states that mean the socket is down and not about to come up by itself soon. */
const GIVEN_UP_STATES: ReadonlySet<string> = new Set(['unavailable', 'failed', 'disconnected']);

export async function connectRealtime(hooks: RealtimeHooks): Promise<RealtimeConnection | null> {
  const pusher = await loadRealtimeConfig(hooks.db);
  const user = await hooks.db.user.where('uuid').equals(hooks.userUuid).first();
  if (!pusher || !user) return null;
  const { key, host, port, scheme } = pusher;
  const client = new Pusher(key, {
    cluster: '',
    wsHost: host,
    wsPort: port,
    wssPort: port,
    forceTLS: scheme === 'https',
    enabledTransports: ['ws', 'wss'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        void authorize(socketId, channelName, hooks.getXsrfToken()).then(
          (data) => callback(null, data),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
  // pusher-js keeps the state 'connected' for the second it waits after a close: `dropped` knows better.
  let dropped = false;
  client.connection.bind('state_change', ({ previous, current }: { previous: string; current: string }) => {
    dropped = false;
    if (current === 'connected') hooks.onConnected();
    else if (previous === 'connected' || GIVEN_UP_STATES.has(current)) hooks.onLost();
  });
  // Announced the moment a connected socket closes.
  client.connection.bind('connecting_in', () => {
    dropped = true;
    hooks.onLost();
  });
  const echo = new Echo({ broadcaster: 'pusher', key, client });
  const hint = (event: { cursor?: string }) => hooks.onHint(event.cursor ?? null);
  const own = echo
    .private(`${USER_CHANNEL_PREFIX}${user.id}`)
    .listen(SYNC_HINT_EVENT, hint)
    .notification(hint)
    .subscribed(() => hooks.onListening());
  for (const name of USER_CHANNEL_EVENTS) own.listen(`.${name}`, hint);
  echo.private(SHARED_SYNC_CHANNEL).listen(SYNC_HINT_EVENT, () => hooks.onHint(null));
  const backend = echo.join(BACKEND_MESSAGES_CHANNEL);
  // An acknowledgement changes only the acknowledging user's data, which reaches their devices by
  // the SyncHint on their private channel: everyone else pulling for it would only load the server.
  for (const name of BACKEND_MESSAGE_EVENTS) {
    if (name !== 'ConfirmBackendMessage') backend.listen(`.${name}`, () => hooks.onHint(null));
  }

  return {
    socketId: () => echo.socketId() ?? undefined,
    isConnected: () => client.connection.state === 'connected' && !dropped,
    disconnect: () => echo.disconnect(),
  };
}

async function authorize(socketId: string, channelName: string, xsrfToken: string | null) {
  const response = await fetch('/broadcasting/auth', {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      ...(xsrfToken ? { 'X-XSRF-TOKEN': xsrfToken } : {}),
    },
    body: JSON.stringify({ socket_id: socketId, channel_name: channelName }),
  });
  if (!response.ok) throw new Error(`broadcasting auth failed: ${response.status}`);
  return (await response.json()) as { auth: string; channel_data?: string };
}
