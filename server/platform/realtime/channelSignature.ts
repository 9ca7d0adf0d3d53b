/**
 * Subscription signatures of private and presence channels: `KEY:hex(HMAC-SHA256(secret,
 * socket_id:channel[:channel_data]))`, the channel_data being the exact string the client sends.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from '../crypto/tokens';

export function channelSignature(
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const signed =
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return createHmac('sha256', secret).update(signed).digest('hex');
}

export function channelAuth(
  credentials: { key: string; secret: string },
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  return `${credentials.key}:${channelSignature(credentials.secret, socketId, channel, channelData)}`;
}

/** Whether `auth` is our signature for this subscription, compared in constant time. */
export function verifyChannelAuth(
  credentials: { key: string; secret: string },
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  if (typeof auth !== 'string') return false;
  return safeEqual(auth, channelAuth(credentials, socketId, channel, channelData));
}
