/**
 * The names and codes of Pusher Channels protocol 7 (reference part A), as typed constants: the
 * server never spells an event name or a close code inline.
 */

export const PROTOCOL_VERSION = 7;

export const PusherEvent = {
  connectionEstablished: 'pusher:connection_established',
  error: 'pusher:error',
  ping: 'pusher:ping',
  pong: 'pusher:pong',
  subscribe: 'pusher:subscribe',
  unsubscribe: 'pusher:unsubscribe',
  subscriptionError: 'pusher:subscription_error',
  subscriptionSucceeded: 'pusher_internal:subscription_succeeded',
  memberAdded: 'pusher_internal:member_added',
  memberRemoved: 'pusher_internal:member_removed',
} as const;
export type PusherEvent = (typeof PusherEvent)[keyof typeof PusherEvent];

/** Close codes: 4000-4099 the client gives up, 4100-4199 backs off, 4200-4299 reconnects now. */
export const PusherCloseCode = {
  applicationDoesNotExist: 4001,
  overConnectionQuota: 4004,
  unsupportedProtocol: 4007,
  unauthorized: 4009,
  generic: 4200,
  pongNotReceived: 4201,
  clientEventRateLimited: 4301,
} as const;
export type PusherCloseCode = (typeof PusherCloseCode)[keyof typeof PusherCloseCode];

export const CLIENT_EVENT_PREFIX = 'client-';

export const ChannelKind = { public: 'public', private: 'private', presence: 'presence' } as const;
export type ChannelKind = (typeof ChannelKind)[keyof typeof ChannelKind];

export function channelKind(channel: string): ChannelKind {
  if (channel.startsWith('presence-')) return ChannelKind.presence;
  if (channel.startsWith('private-')) return ChannelKind.private;
  return ChannelKind.public;
}

/** Channel names Pusher accepts: up to 200 of these characters. */
export const CHANNEL_NAME_PATTERN = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;

/** One frame as it travels: `data` is a JSON string for events, an object only where noted. */
export interface PusherFrame {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** A presence member as the client's channel_data names it (user_id always a string). */
export interface PresenceMember {
  user_id: string;
  user_info?: unknown;
}
