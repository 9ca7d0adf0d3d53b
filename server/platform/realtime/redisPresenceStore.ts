/**
 * Presence shared across instances, as soketi's Redis adapter does: per channel one hash of
 * member infos and one of connection counts by user_id, changed atomically by Lua scripts, so
 * member_added fires on a user's first connection cluster-wide and member_removed on the last.
 * An instance that shuts down leaves its connections one by one (PusherServer.close); one that
 * crashes leaves its counts behind until the channel's keys expire (a day after the last join).
 */
import { Redis } from 'ioredis';
import type { PresenceMember } from './pusherProtocol';
import { snapshotOf, type PresenceStore } from './presenceStore';

const KEY_TTL_S = 24 * 60 * 60;

const JOIN = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('EXPIRE', KEYS[2], ARGV[3])
return n`;

const LEAVE = `
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 0 then return -1 end
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n <= 0 then
  redis.call('HDEL', KEYS[1], ARGV[1])
  redis.call('HDEL', KEYS[2], ARGV[1])
end
return n`;

export function createRedisPresenceStore(url: string, prefix: string): PresenceStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  redis.on('error', () => {}); // reported by the event bus's connections
  const countsKey = (channel: string) => `${prefix}presence:${channel}:counts`;
  const membersKey = (channel: string) => `${prefix}presence:${channel}:members`;
  const keys = (channel: string) => [countsKey(channel), membersKey(channel)];

  return {
    async join(channel, member: PresenceMember) {
      const n = (await redis.eval(
        JOIN,
        2,
        ...keys(channel),
        member.user_id,
        JSON.stringify(member.user_info ?? null),
        KEY_TTL_S,
      )) as number;
      return { first: n === 1 };
    },
    async leave(channel, userId) {
      const n = (await redis.eval(LEAVE, 2, ...keys(channel), userId)) as number;
      return { last: n === 0 };
    },
    async members(channel) {
      const stored = await redis.hgetall(membersKey(channel));
      return snapshotOf(Object.entries(stored).map(([id, info]) => [id, JSON.parse(info) as unknown]));
    },
    async close() {
      await redis.quit().catch(() => {});
    },
  };
}
