import type { KickOptions } from '../sync/SyncEngine';
import type { SyncStatus } from '../sync/SyncStatus';

/**
 * The cross-tab channel of one user's sync (one per user, like the lock): one message envelope,
 * a router on the leader's side that turns requests into engine calls, and a receiver on the
 * followers' side that takes the leader's status (as tldraw's sync-core separates its router and
 * its follower receiver). Followers forward what needs the engine; the leader broadcasts its status.
 */

/** What a follower asks of the leader. */
export type LeaderRequest =
  | { type: 'kick'; pull?: boolean }
  | { type: 'pull' }
  | { type: 'hint'; cursor: string }
  | { type: 'resume' }
  | { type: 'xsrf'; token: string | null }
  /** A tab joined: the leader answers with its status. */
  | { type: 'hello' };

export type ChannelMessage = LeaderRequest | { type: 'status'; status: SyncStatus };

export interface SyncChannel {
  post(message: ChannelMessage): void;
  listen(listener: (message: ChannelMessage) => void): void;
  close(): void;
}

/** A SyncChannel over BroadcastChannel. */
export function broadcastChannel(name: string): SyncChannel {
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      channel.onmessage = (event: MessageEvent<ChannelMessage>) => listener(event.data);
    },
    close: () => channel.close(),
  };
}

/** What the leader does for each request. */
export interface LeaderHandlers {
  kick(options: KickOptions): void;
  pull(): void;
  hint(cursor: string): void;
  resume(): void;
  xsrf(token: string | null): void;
  /** Answers a joining tab; returns the status to broadcast. */
  hello(): SyncStatus;
}

/** The leader's side: every request to its handler; the status of another tab is ignored. */
export function leaderRouter(
  channel: SyncChannel,
  handlers: LeaderHandlers,
): (message: ChannelMessage) => void {
  return (message) => {
    switch (message.type) {
      case 'kick':
        return handlers.kick({ pull: message.pull });
      case 'pull':
        return handlers.pull();
      case 'hint':
        return handlers.hint(message.cursor);
      case 'resume':
        return handlers.resume();
      case 'xsrf':
        return handlers.xsrf(message.token);
      case 'hello':
        return channel.post({ type: 'status', status: handlers.hello() });
      case 'status':
        return;
    }
  };
}

export interface FollowerHandlers {
  status(status: SyncStatus): void;
  xsrf(token: string | null): void;
}

/** A follower's side: the leader's status, and a token another tab renewed; requests are the leader's. */
export function followerReceiver(handlers: FollowerHandlers): (message: ChannelMessage) => void {
  return (message) => {
    if (message.type === 'status') handlers.status(message.status);
    if (message.type === 'xsrf') handlers.xsrf(message.token);
  };
}
