/**
 * The real-time service features use: `context.realtime.publish(...)` after their transaction
 * committed, e.g.
 *
 *   await context.realtime.publish({
 *     channels: [userChannel(user.id)],
 *     event: 'TicketUpdated',
 *     data: { id: ticket.id, cursor },
 *     exceptSocketId: socketIdOf(request),
 *   });
 *
 * `data` is an object and goes out as the JSON string protocol 7 wants. With REDIS_URL the event
 * reaches the subscribers of every instance and presence is shared; without it, this process only.
 * Publishing never throws: a lost broadcast only delays the client's next pull.
 */
import type { Server } from 'node:http';
import type { Config } from '../config/config';
import type { TrustFunction } from '../net/clientAddress';
import { browserOrigins } from '../net/browserOrigins';
import type { HostAllowlist } from '../net/hostAllowlist';
import { createLocalEventBus, type BroadcastMessage } from './broadcastMessage';
import { createMemoryPresenceStore } from './presenceStore';
import { pusherCredentials, type PusherCredentials } from './pusherCredentials';
import { PusherServer } from './pusherServer';
import { DEFAULT_REALTIME_SETTINGS, type RealtimeSettings } from './realtimeSettings';
import { createRedisEventBus } from './redisEventBus';
import { createRedisPresenceStore } from './redisPresenceStore';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's real-time service, for scripts and tests; features get it from AppContext. */
    realtime: Realtime;
  }
}

export interface Broadcast {
  channels: readonly string[];
  event: string;
  data: object;
  /** The socket of the request that caused it (socketIdOf(request)); it does not get the event. */
  exceptSocketId?: string | null | undefined;
}

export interface Realtime {
  readonly credentials: PusherCredentials;
  publish(broadcast: Broadcast): Promise<void>;
  /** For the HTTP trigger API: `data` is already the JSON string. */
  publishMessage(message: BroadcastMessage): Promise<void>;
  /** Starts answering websocket upgrades on the HTTP server. */
  attach(server: Server): void;
  /** Websocket connections open on this instance. */
  readonly connectionCount: number;
  /**
   * Sends `event` to the subscribers of `channels` and then closes their sockets, on every
   * instance (a locked user's open pages, issue 14).
   */
  disconnect(channels: readonly string[], event: string): Promise<void>;
  /** The member ids of a presence channel, across instances with REDIS_URL (opaque, presenceMember.ts). */
  presenceMemberIds(channel: string): Promise<string[]>;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  config: Pick<
    Config,
    'appKey' | 'appUrl' | 'redisUrl' | 'redisPrefix' | 'pusher' | 'realtimeMaxConnectionsPerIp'
  >;
  settings?: Partial<RealtimeSettings>;
  log: { warn(object: object, message: string): void };
  /** The trusted proxies (TRUST_PROXY): the per-IP cap counts the forwarded client. */
  trust?: TrustFunction;
  /** The names an upgrade may be addressed to (net/hostAllowlist.ts); default: any. */
  allowsHost?: HostAllowlist;
}

export const USER_CHANNEL_PREFIX = 'private-App.Models.User.';
export const BACKEND_MESSAGES_CHANNEL = 'presence-Backend.Messages';
/**
 * Hints of changes every signed-in user may see (scope `all`). Private (issue 26): an anonymous
 * socket followed every shared change on the former public `Kundencenter.Sync`; /broadcasting/auth
 * opens this one to fully signed-in users only. Echo: `private('Kundencenter.Sync')`.
 */
export const SYNC_CHANNEL = 'private-Kundencenter.Sync';

export const userChannel = (userId: number): string => `${USER_CHANNEL_PREFIX}${userId}`;

export function createRealtime({
  config,
  settings: overrides,
  log,
  trust,
  allowsHost,
}: RealtimeOptions): Realtime {
  const settings: RealtimeSettings = {
    ...DEFAULT_REALTIME_SETTINGS,
    ...(config.realtimeMaxConnectionsPerIp
      ? { maxConnectionsPerIp: config.realtimeMaxConnectionsPerIp }
      : {}),
    ...(config.redisPrefix ? { redisPrefix: `${config.redisPrefix}realtime:` } : {}),
    ...overrides,
  };
  const credentials = pusherCredentials(config);
  const bus = config.redisUrl
    ? createRedisEventBus(config.redisUrl, settings.redisPrefix, log)
    : createLocalEventBus();
  const presence = config.redisUrl
    ? createRedisPresenceStore(config.redisUrl, settings.redisPrefix)
    : createMemoryPresenceStore();
  const server = new PusherServer({
    credentials,
    settings,
    bus,
    presence,
    allowedOrigins: browserOrigins(config.appUrl),
    log,
    trust,
    allowsHost,
  });

  const publishMessage = async (message: BroadcastMessage) => {
    try {
      await bus.publish(message);
    } catch (error) {
      log.warn({ err: error, event: message.event }, 'realtime: broadcast not published');
    }
  };

  return {
    credentials,
    publishMessage,
    publish: ({ channels, event, data, exceptSocketId }) =>
      publishMessage({
        channels,
        event,
        data: JSON.stringify(data),
        exceptSocketId: exceptSocketId ?? undefined,
      }),
    disconnect: (channels, event) => publishMessage({ channels, event, data: '{}', disconnect: true }),
    attach: (httpServer) => server.attach(httpServer),
    get connectionCount() {
      return server.connectionCount;
    },
    presenceMemberIds: async (channel) => (await presence.members(channel)).ids,
    async close() {
      await server.close();
      await Promise.all([bus.close(), presence.close()]);
    },
  };
}
