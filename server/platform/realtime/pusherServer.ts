/**
 * The protocol 7 websocket endpoint at `/app/{key}`, sharing the HTTP server with Fastify.
 * Upgrades are checked before the handshake (path, Origin), the app key and the per-IP limit right
 * after it, because only an open socket can carry the close codes pusher-js understands.
 * Deliveries go through the event bus even on a single instance, so one code path serves the
 * in-process and the Redis set-up; presence counts live in the presence store for the same reason.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { clientAddress, type TrustFunction } from '../net/clientAddress';
import { requestedHost, type HostAllowlist } from '../net/hostAllowlist';
import type { BroadcastMessage, EventBus } from './broadcastMessage';
import { verifyChannelAuth } from './channelSignature';
import { PusherConnection } from './pusherConnection';
import type { PusherCredentials } from './pusherCredentials';
import {
  CHANNEL_NAME_PATTERN,
  channelKind,
  ChannelKind,
  CLIENT_EVENT_PREFIX,
  PROTOCOL_VERSION,
  PusherCloseCode,
  PusherEvent,
  type PresenceMember,
  type PusherFrame,
} from './pusherProtocol';
import type { PresenceStore } from './presenceStore';
import type { RealtimeSettings } from './realtimeSettings';

const APP_PATH = /^\/app\/([^/]+)$/;

export interface PusherServerOptions {
  credentials: PusherCredentials;
  settings: RealtimeSettings;
  bus: EventBus;
  presence: PresenceStore;
  /** The browser origins allowed (net/browserOrigins.ts); requests without Origin are not browsers. */
  allowedOrigins: readonly string[];
  log: { warn(object: object, message: string): void };
  /** The trusted proxies (TRUST_PROXY); without, the socket's peer is the client. */
  trust?: TrustFunction;
  /** The names an upgrade may be addressed to, as for every HTTP request (DNS rebinding); default: any. */
  allowsHost?: HostAllowlist;
}

interface SubscribeData {
  channel?: unknown;
  auth?: unknown;
  channel_data?: unknown;
}

export class PusherServer {
  private readonly wss: WebSocketServer;
  private readonly subscribers = new Map<string, Set<PusherConnection>>();
  private readonly connectionsPerIp = new Map<string, number>();
  private readonly connections = new Set<PusherConnection>();

  constructor(private readonly options: PusherServerOptions) {
    // ws closes frames beyond maxPayload with 1009; below it our own limit answers in protocol terms.
    this.wss = new WebSocketServer({ noServer: true, maxPayload: options.settings.maxMessageBytes * 4 });
    options.bus.onMessage((message) => this.deliver(message));
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.handleUpgrade(request, socket, head),
    );
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = APP_PATH.exec(url.pathname);
    if (!match?.[1]) return refuseUpgrade(socket, 404, 'Not Found');
    const { allowsHost, trust } = this.options;
    if (allowsHost && !allowsHost(requestedHost(request, trust), request.socket.localPort)) {
      return refuseUpgrade(socket, 421, 'Misdirected Request');
    }
    const origin = request.headers.origin;
    if (origin !== undefined && !this.options.allowedOrigins.includes(origin)) {
      return refuseUpgrade(socket, 403, 'Forbidden');
    }
    const key = decodeURIComponent(match[1]);
    const protocol = url.searchParams.get('protocol');
    this.wss.handleUpgrade(request, socket, head, (ws) =>
      this.accept(ws, clientAddress(request, this.options.trust), key, protocol),
    );
  }

  /** Closes every socket (shutdown); pusher-js reconnects to another instance. */
  async close(): Promise<void> {
    for (const connection of [...this.connections]) {
      connection.socket.close(PusherCloseCode.generic, 'Server shutting down');
      await this.disconnect(connection);
    }
    this.wss.close();
  }

  private accept(ws: WebSocket, ip: string, key: string, protocol: string | null): void {
    const { settings, credentials } = this.options;
    const connection = new PusherConnection(ws, ip, settings);
    if (key !== credentials.key) {
      return connection.closeWith(PusherCloseCode.applicationDoesNotExist, 'Application does not exist');
    }
    if (protocol !== null && Number(protocol) < PROTOCOL_VERSION) {
      return connection.closeWith(PusherCloseCode.unsupportedProtocol, 'Unsupported protocol version');
    }
    const count = (this.connectionsPerIp.get(ip) ?? 0) + 1;
    if (count > settings.maxConnectionsPerIp) {
      return connection.closeWith(PusherCloseCode.overConnectionQuota, 'Over connection quota');
    }
    this.connectionsPerIp.set(ip, count);
    this.connections.add(connection);
    ws.on('message', (data, isBinary) => this.receive(connection, data, isBinary));
    // A presence store whose Redis is gone rejects; its keys expire by themselves (a rejection here
    // must not end the process).
    ws.on('close', () =>
      this.disconnect(connection).catch((error: unknown) =>
        this.options.log.warn({ err: error }, 'realtime: disconnect not recorded'),
      ),
    );
    ws.on('error', () => ws.terminate());
    connection.send({
      event: PusherEvent.connectionEstablished,
      data: JSON.stringify({ socket_id: connection.socketId, activity_timeout: settings.activityTimeoutS }),
    });
  }

  private async disconnect(connection: PusherConnection): Promise<void> {
    if (connection.closed) return;
    connection.closed = true;
    connection.stopTimers();
    this.connections.delete(connection);
    const left = (this.connectionsPerIp.get(connection.ip) ?? 1) - 1;
    if (left > 0) this.connectionsPerIp.set(connection.ip, left);
    else this.connectionsPerIp.delete(connection.ip);
    await Promise.all(
      [...connection.channels.keys()].map((channel) => this.unsubscribe(connection, channel)),
    );
  }

  private receive(connection: PusherConnection, raw: RawData, isBinary: boolean): void {
    connection.sawActivity();
    const text = rawText(raw);
    if (isBinary || Buffer.byteLength(text) > this.options.settings.maxMessageBytes) {
      return connection.closeWith(PusherCloseCode.generic, 'Message too large');
    }
    let frame: PusherFrame;
    try {
      frame = JSON.parse(text) as PusherFrame;
    } catch {
      return connection.sendError(PusherCloseCode.generic, 'Invalid message format');
    }
    if (typeof frame !== 'object' || frame === null || typeof frame.event !== 'string') {
      return connection.sendError(PusherCloseCode.generic, 'Invalid message format');
    }
    switch (frame.event) {
      case PusherEvent.ping:
        return connection.send({ event: PusherEvent.pong, data: {} });
      case PusherEvent.pong:
        return;
      case PusherEvent.subscribe:
        return void this.subscribe(connection, (frame.data ?? {}) as SubscribeData).catch((error: unknown) =>
          this.options.log.warn({ err: error }, 'realtime: subscribe failed'),
        );
      case PusherEvent.unsubscribe: {
        const channel = (frame.data as { channel?: unknown } | undefined)?.channel;
        if (typeof channel === 'string') {
          void this.unsubscribe(connection, channel).catch((error: unknown) =>
            this.options.log.warn({ err: error }, 'realtime: unsubscribe not recorded'),
          );
        }
        return;
      }
      default:
        if (frame.event.startsWith(CLIENT_EVENT_PREFIX)) return this.clientEvent(connection, frame);
    }
  }

  private async subscribe(connection: PusherConnection, data: SubscribeData): Promise<void> {
    const { channel } = data;
    if (typeof channel !== 'string' || !CHANNEL_NAME_PATTERN.test(channel)) {
      return connection.sendError(PusherCloseCode.unauthorized, 'Invalid channel name');
    }
    const kind = channelKind(channel);
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined;
    if (kind !== ChannelKind.public) {
      const signed = kind === ChannelKind.presence ? channelData : undefined;
      const valid =
        (kind === ChannelKind.private || channelData !== undefined) &&
        verifyChannelAuth(this.options.credentials, data.auth, connection.socketId, channel, signed);
      if (!valid) return subscriptionError(connection, channel, 'Invalid signature');
    }
    if (kind !== ChannelKind.presence) {
      this.addSubscriber(connection, channel, null);
      return connection.send({ event: PusherEvent.subscriptionSucceeded, channel, data: '{}' });
    }
    const member = presenceMember(channelData);
    if (!member) return subscriptionError(connection, channel, 'Invalid channel_data');
    const already = connection.channels.get(channel);
    if (!already) {
      this.addSubscriber(connection, channel, member);
      const { first } = await this.options.presence.join(channel, member);
      if (connection.closed) {
        await this.leavePresence(connection, channel, member);
        return;
      }
      if (first) {
        await this.options.bus.publish({
          channels: [channel],
          event: PusherEvent.memberAdded,
          data: JSON.stringify(member),
          exceptSocketId: connection.socketId,
        });
      }
    }
    const presence = await this.options.presence.members(channel);
    connection.send({
      event: PusherEvent.subscriptionSucceeded,
      channel,
      data: JSON.stringify({ presence }),
    });
  }

  private addSubscriber(connection: PusherConnection, channel: string, member: PresenceMember | null): void {
    connection.channels.set(channel, member);
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    set.add(connection);
  }

  private async unsubscribe(connection: PusherConnection, channel: string): Promise<void> {
    if (!connection.channels.has(channel)) return;
    const member = connection.channels.get(channel);
    connection.channels.delete(channel);
    const set = this.subscribers.get(channel);
    set?.delete(connection);
    if (set?.size === 0) this.subscribers.delete(channel);
    if (member) await this.leavePresence(connection, channel, member);
  }

  private async leavePresence(connection: PusherConnection, channel: string, member: PresenceMember) {
    const { last } = await this.options.presence.leave(channel, member.user_id);
    if (!last) return;
    await this.options.bus.publish({
      channels: [channel],
      event: PusherEvent.memberRemoved,
      data: JSON.stringify({ user_id: member.user_id }),
      exceptSocketId: connection.socketId,
    });
  }

  private clientEvent(connection: PusherConnection, frame: PusherFrame): void {
    const { channel } = frame;
    if (typeof channel !== 'string' || channelKind(channel) === ChannelKind.public) {
      return connection.sendError(
        PusherCloseCode.unauthorized,
        'Client events need a private or presence channel',
      );
    }
    if (!this.options.settings.clientEventChannels.some((pattern) => pattern.test(channel))) {
      return connection.sendError(
        PusherCloseCode.unauthorized,
        'Client events are not enabled on this channel',
      );
    }
    if (!connection.channels.has(channel)) {
      return connection.sendError(PusherCloseCode.unauthorized, 'Not subscribed to the channel');
    }
    if (!connection.takeClientEvent()) {
      return connection.closeWith(PusherCloseCode.clientEventRateLimited, 'Client event rate limit reached');
    }
    const member = connection.channels.get(channel);
    void this.options.bus
      .publish({
        channels: [channel],
        event: frame.event,
        data: typeof frame.data === 'string' ? frame.data : JSON.stringify(frame.data ?? {}),
        exceptSocketId: connection.socketId,
        userId: member?.user_id,
      })
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'realtime: client event not sent'));
  }

  /** Sends a broadcast to this instance's subscribers. */
  private deliver(message: BroadcastMessage): void {
    for (const channel of message.channels) {
      const set = this.subscribers.get(channel);
      if (!set) continue;
      const frame: PusherFrame = { event: message.event, channel, data: message.data };
      if (message.userId !== undefined) frame.user_id = message.userId;
      // Encoded once: ws would otherwise measure and encode the string again for every socket.
      const bytes = Buffer.from(JSON.stringify(frame));
      // A copy only where the loop closes sockets; otherwise none of thousands of entries per event.
      const recipients = message.disconnect ? [...set] : set;
      for (const connection of recipients) {
        if (connection.socketId !== message.exceptSocketId) connection.sendText(bytes);
        // 4009: pusher-js does not reconnect; the client learns from its next request that it is signed out.
        if (message.disconnect) connection.closeWith(PusherCloseCode.unauthorized, 'Session ended');
      }
    }
  }
}

function rawText(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  if (Buffer.isBuffer(raw)) return raw.toString('utf8');
  return Buffer.from(raw).toString('utf8');
}

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** soketi's form, the only one Echo's `.error()` sees: `data` is an object here. */
function subscriptionError(connection: PusherConnection, channel: string, error: string): void {
  connection.send({
    event: PusherEvent.subscriptionError,
    channel,
    data: { type: 'AuthError', error, status: 401 },
  });
}

function presenceMember(channelData: string | undefined): PresenceMember | null {
  if (channelData === undefined) return null;
  try {
    const parsed = JSON.parse(channelData) as { user_id?: unknown; user_info?: unknown };
    const id = parsed.user_id;
    if (typeof id !== 'string' && typeof id !== 'number') return null;
    return { user_id: String(id), user_info: parsed.user_info };
  } catch {
    return null;
  }
}
