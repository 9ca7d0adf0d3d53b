/**
 * Presence membership: who is in a presence channel, deduplicated by user_id, and how many
 * connections each user has there. `join` says whether this was the user's first connection
 * (member_added), `leave` whether it was the last (member_removed). The in-memory store serves
 * one instance; redisPresenceStore.ts shares the same counts across instances.
 */
import type { PresenceMember } from './pusherProtocol';

export interface PresenceSnapshot {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

export interface PresenceStore {
  join(channel: string, member: PresenceMember): Promise<{ first: boolean }>;
  leave(channel: string, userId: string): Promise<{ last: boolean }>;
  members(channel: string): Promise<PresenceSnapshot>;
  close(): Promise<void>;
}

export function snapshotOf(members: Iterable<[string, unknown]>): PresenceSnapshot {
  const hash: Record<string, unknown> = {};
  for (const [userId, info] of members) hash[userId] = info ?? null;
  const ids = Object.keys(hash);
  return { ids, hash, count: ids.length };
}

export function createMemoryPresenceStore(): PresenceStore {
  const channels = new Map<string, Map<string, { info: unknown; connections: number }>>();
  return {
    async join(channel, { user_id, user_info }) {
      const members = channels.get(channel) ?? new Map<string, { info: unknown; connections: number }>();
      channels.set(channel, members);
      const existing = members.get(user_id);
      members.set(user_id, { info: user_info, connections: (existing?.connections ?? 0) + 1 });
      return { first: !existing };
    },
    async leave(channel, userId) {
      const members = channels.get(channel);
      const existing = members?.get(userId);
      if (!members || !existing) return { last: false };
      if (existing.connections > 1) {
        existing.connections -= 1;
        return { last: false };
      }
      members.delete(userId);
      if (members.size === 0) channels.delete(channel);
      return { last: true };
    },
    async members(channel) {
      const members = channels.get(channel) ?? new Map();
      return snapshotOf([...members].map(([userId, { info }]) => [userId, info] as [string, unknown]));
    },
    async close() {},
  };
}
