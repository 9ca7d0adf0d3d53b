import { describe, expect, it, vi } from 'vitest';
import { INITIAL_SYNC_STATUS } from '../sync/SyncStatus';
import { followerReceiver, leaderRouter, type ChannelMessage, type SyncChannel } from './syncChannel';

function channel(): SyncChannel & { posted: ChannelMessage[] } {
  const posted: ChannelMessage[] = [];
  return {
    posted,
    post: (message) => void posted.push(message),
    listen: () => undefined,
    close: () => undefined,
  };
}

const leaderStatus = { ...INITIAL_SYNC_STATUS, online: true, lastSyncAt: 5 };

describe('the cross-tab channel', () => {
  it('routes each request to the leader’s handler and answers a joining tab with the status', () => {
    const handlers = {
      kick: vi.fn(),
      pull: vi.fn(),
      hint: vi.fn(),
      resume: vi.fn(),
      xsrf: vi.fn(),
      hello: vi.fn(() => leaderStatus),
    };
    const out = channel();
    const route = leaderRouter(out, handlers);
    route({ type: 'kick' });
    route({ type: 'pull' });
    route({ type: 'hint', cursor: '42' });
    route({ type: 'resume' });
    route({ type: 'xsrf', token: 't' });
    route({ type: 'status', status: INITIAL_SYNC_STATUS });
    expect(out.posted).toEqual([]);
    route({ type: 'hello' });
    expect(handlers.kick).toHaveBeenCalledOnce();
    expect(handlers.pull).toHaveBeenCalledOnce();
    expect(handlers.hint).toHaveBeenCalledWith('42');
    expect(handlers.resume).toHaveBeenCalledOnce();
    expect(handlers.xsrf).toHaveBeenCalledWith('t');
    expect(out.posted).toEqual([{ type: 'status', status: leaderStatus }]);
  });

  it('lets a follower take the leader’s status and a renewed token, and ignore requests', () => {
    const handlers = { status: vi.fn(), xsrf: vi.fn() };
    const receive = followerReceiver(handlers);
    receive({ type: 'kick' });
    receive({ type: 'hello' });
    receive({ type: 'hint', cursor: '1' });
    expect(handlers.status).not.toHaveBeenCalled();
    receive({ type: 'status', status: leaderStatus });
    receive({ type: 'xsrf', token: null });
    expect(handlers.status).toHaveBeenCalledWith(leaderStatus);
    expect(handlers.xsrf).toHaveBeenCalledWith(null);
  });
});
