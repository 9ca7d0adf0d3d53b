import { describe, expect, it } from 'vitest';
import { FakeClock } from '../sync/testing/fakeClock';
import type { RealtimeConnection } from './realtimeHints';
import { RealtimeLink } from './realtimeLink';

/** A socket opener that fails while `online` is false, like fetch('/api/config') without a network. */
function opener() {
  const state = { online: false, attempts: 0, connected: false, reconnects: 0, disconnects: 0 };
  const connection: RealtimeConnection = {
    socketId: () => (state.connected ? '1.2' : undefined),
    isConnected: () => state.connected,
    reconnect: () => {
      state.reconnects++;
    },
    disconnect: () => {
      state.disconnects++;
    },
  };
  const open = async () => {
    state.attempts++;
    if (!state.online) throw new TypeError('Failed to fetch');
    return connection;
  };
  return { state, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RealtimeLink', () => {
  it('opens the socket as soon as the network returns after an offline start', async () => {
    const clock = new FakeClock();
    const { state, open } = opener();
    const link = new RealtimeLink(open, clock);
    link.start();
    await settle();
    expect(state.attempts).toBe(1);

    state.online = true;
    link.networkBack();
    await settle();
    expect(state.attempts).toBe(2);
    state.connected = true;
    expect(link.socketId()).toBe('1.2');
  });

  it('tries again on a doubling schedule while the server stays out of reach', async () => {
    const clock = new FakeClock();
    const { state, open } = opener();
    new RealtimeLink(open, clock).start();
    await settle();
    expect(clock.pendingDelays()).toEqual([1_000]);
    clock.advance(1_000);
    await settle();
    expect(state.attempts).toBe(2);
    expect(clock.pendingDelays()).toEqual([2_000]);

    state.online = true;
    clock.advance(2_000);
    await settle();
    expect(state.attempts).toBe(3);
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('makes an open but disconnected socket reconnect at once when the network returns, once', async () => {
    const clock = new FakeClock();
    const { state, open } = opener();
    state.online = true;
    const link = new RealtimeLink(open, clock);
    link.start();
    await settle();
    link.networkBack();
    link.networkBack();
    expect(state.reconnects).toBe(1);
    state.connected = true;
    clock.advance(5_000);
    link.networkBack();
    expect(state.reconnects).toBe(1);
  });

  it('stops retrying and closes the socket when the session ends', async () => {
    const clock = new FakeClock();
    const { state, open } = opener();
    const link = new RealtimeLink(open, clock);
    link.start();
    await settle();
    link.stop();
    expect(clock.pendingDelays()).toEqual([]);
    link.networkBack();
    await settle();
    expect(state.attempts).toBe(1);
  });
});
