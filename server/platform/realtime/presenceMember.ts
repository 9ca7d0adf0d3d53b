/**
 * Who a member of `presence-Backend.Messages` is, as the other members see it: an opaque id and
 * nothing else. A presence channel shows every member's channel_data to every other member, and
 * doctors of different practices share this channel, so names, user ids or practices there would
 * tell one practice who else uses the portal. The id is an HMAC of the user id under the Pusher
 * secret: stable for one user across connections (presence counts each user once) and
 * instances, meaningless to the members.
 */
import { createHmac } from 'node:crypto';

/** 128 bits of the HMAC in base64url: 22 characters. */
const MEMBER_ID_BYTES = 16;

export function presenceMemberId(secret: string, channel: string, userId: number): string {
  return createHmac('sha256', secret)
    .update(`presence-member:${channel}:${userId}`)
    .digest()
    .subarray(0, MEMBER_ID_BYTES)
    .toString('base64url');
}
