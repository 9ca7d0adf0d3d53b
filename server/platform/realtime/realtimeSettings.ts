/**
 * The limits and timings of the websocket server. Production uses the defaults; tests shorten the
 * timings so that the inactivity close happens in milliseconds instead of a minute.
 */

export interface RealtimeSettings {
  /** Seconds announced in connection_established; pusher-js pings after min(120, this). */
  activityTimeoutS: number;
  /** Silence after which the server pings the client itself. */
  serverPingAfterMs: number;
  /** How long the server waits for the pong before closing 4201. */
  pongTimeoutMs: number;
  /** Larger frames are refused (pusher:error and close 4200). */
  maxMessageBytes: number;
  /** Client events per connection and second; beyond, close 4301. */
  clientEventsPerSecond: number;
  /**
   * Channels on which clients may send `client-*` events (Pusher's "client messaging enabled",
   * per channel). None by default: no feature needs them, and on the shared presence channel they
   * would let any doctor message every member. Elsewhere: pusher:error 4009.
   */
  clientEventChannels: readonly RegExp[];
  /** Open websockets one IP may hold; beyond, close 4004. */
  maxConnectionsPerIp: number;
  /** Prefix of every Redis key and pub/sub channel (tests give each run its own). */
  redisPrefix: string;
}

export const DEFAULT_REALTIME_SETTINGS: RealtimeSettings = {
  activityTimeoutS: 30,
  serverPingAfterMs: 30_000,
  pongTimeoutMs: 30_000,
  maxMessageBytes: 10 * 1024,
  clientEventsPerSecond: 10,
  clientEventChannels: [],
  maxConnectionsPerIp: 100,
  redisPrefix: 'kundencenter:realtime:',
};
