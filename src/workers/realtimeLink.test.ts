import { describe, expect, it } from 'vitest';
import { FakeClock } from '../sync/testing/fakeClock';
import type { RealtimeConnection } from './realtimeHints';
import {
  RECONNECT_HANDSHAKE_MS,
  RECONNECT_MAX_DELAY_MS,
  RealtimeLink,
  reconnectDelay,
  type SocketWatch,
} from './realtimeLink';

/**
 * A server behind sockets: opening fails while `online` is false (like fetch('/api/config')
 * without a network); each open gives a new socket whose watch the test drives; `up` says whether
 * the server answers the link's probe.
 */
function server() {
  const state = { online: false, up: true, attempts: 0, probes: 0, disconnects: 0 };
  const sockets: { watch: SocketWatch; connected: boolean }[] = [];
  const open = async (watch: SocketWatch): Promise<RealtimeConnection> => {
    state.attempts++;
    if (!state.online) throw new TypeError('Failed to fetch');
    const socket = { watch, connected: false };
    sockets.push(socket);
    return {
      socketId: () => (socket.connected ? `1.${sockets.indexOf(socket)}` : undefined),
      isConnected: () => socket.connected,
      disconnect: () => {
        socket.connected = false;
        state.disconnects++;
      },
    };
  };
  const reachable = async () => {
    state.probes++;
    return state.up;
  };
  const latest = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket opened');
    return socket;
  };
  const connect = () => {
    latest().connected = true;
    latest().watch.connected();
  };
  const drop = () => {
    latest().connected = false;
    latest().watch.lost();
  };
  return { state, sockets, open, reachable, connect, drop };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const half = () => 0.5;

describe('reconnectDelay', () => {
  it('doubles from a tenth of a second, jittered by half, and never passes its bound', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([50, 100, 200, 400]);
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([100, 200, 400, 800]);
    for (let attempt = 0; attempt < 50; attempt++) {
      expect(reconnectDelay(attempt)).toBeLessThanOrEqual(RECONNECT_MAX_DELAY_MS);
    }
  });
});

describe('RealtimeLink', () => {
  it('opens the socket as soon as the network returns after an offline start', async () => {
    const clock = new FakeClock();
    const { state, open, connect } = server();
    const link = new RealtimeLink(open, { clock });
    link.start();
    await settle();
    expect(state.attempts).toBe(1);

    state.online = true;
    link.networkBack();
    await settle();
    expect(state.attempts).toBe(2);
    connect();
    expect(link.socketId()).toBe('1.0');
  });

  it('tries again on a doubling schedule while the server stays out of reach', async () => {
    const clock = new FakeClock();
    const { state, open } = server();
    new RealtimeLink(open, { clock }).start();
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
    expect(clock.pendingDelays()).toEqual([RECONNECT_HANDSHAKE_MS]);
  });

  it('after a drop looks for the server within a tenth of a second, then on a bounded schedule, and opens a fresh socket once it answers', async () => {
    const clock = new FakeClock();
    const { state, open, reachable, connect, drop } = server();
    state.online = true;
    const link = new RealtimeLink(open, { clock, random: half, reachable });
    link.start();
    await settle();
    connect();
    expect(clock.pendingDelays()).toEqual([]);

    // The server restarts.
    state.up = false;
    drop();
    const looks: number[] = [];
    for (let look = 0; look < 8; look++) {
      const [delay] = clock.pendingDelays();
      if (delay === undefined) throw new Error('no look scheduled');
      looks.push(delay);
      clock.advance(delay);
      await settle();
    }
    expect(looks).toEqual([75, 150, 300, 600, 600, 600, 600, 600]);
    expect(state.probes).toBe(8);
    expect(state.attempts).toBe(1);

    // Back: the next look finds it and opens a new socket at once; the old one is closed.
    state.up = true;
    clock.advance(600);
    await settle();
    expect(state.attempts).toBe(2);
    expect(state.disconnects).toBe(1);
    connect();
    expect(link.socketId()).toBe('1.1');
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('reopens just as quickly after the second drop and every later one', async () => {
    const clock = new FakeClock();
    const { state, open, reachable, connect, drop } = server();
    state.online = true;
    new RealtimeLink(open, { clock, random: half, reachable }).start();
    await settle();
    connect();
    for (let restart = 1; restart <= 3; restart++) {
      drop();
      expect(clock.pendingDelays()).toEqual([75]);
      clock.advance(75);
      await settle();
      expect(state.attempts).toBe(restart + 1);
      connect();
    }
  });

  it('ignores what the closed socket reports after it was replaced', async () => {
    const clock = new FakeClock();
    const { state, sockets, open, reachable, connect, drop } = server();
    state.online = true;
    new RealtimeLink(open, { clock, random: half, reachable }).start();
    await settle();
    connect();
    drop();
    clock.advance(75);
    await settle();
    connect();
    sockets[0]?.watch.lost();
    expect(clock.pendingDelays()).toEqual([]);
  });

  it('counts a fresh socket that never connects as lost', async () => {
    const clock = new FakeClock();
    const { state, open, reachable } = server();
    state.online = true;
    new RealtimeLink(open, { clock, random: half, reachable }).start();
    await settle();
    expect(clock.pendingDelays()).toEqual([RECONNECT_HANDSHAKE_MS]);
    clock.advance(RECONNECT_HANDSHAKE_MS);
    expect(clock.pendingDelays()).toEqual([75]);
    clock.advance(75);
    await settle();
    expect(state.attempts).toBe(2);
  });

  it('makes a disconnected socket reopen at once when the network returns, once', async () => {
    const clock = new FakeClock();
    const { state, open, reachable, connect } = server();
    state.online = true;
    const link = new RealtimeLink(open, { clock, reachable });
    link.start();
    await settle();
    link.networkBack();
    await settle();
    link.networkBack();
    await settle();
    expect(state.attempts).toBe(2);
    connect();
    clock.advance(5_000);
    link.networkBack();
    await settle();
    expect(state.attempts).toBe(2);
  });

  it('stops retrying and closes the socket when the session ends', async () => {
    const clock = new FakeClock();
    const { state, open } = server();
    const link = new RealtimeLink(open, { clock });
    link.start();
    await settle();
    link.stop();
    expect(clock.pendingDelays()).toEqual([]);
    link.networkBack();
    await settle();
    expect(state.attempts).toBe(1);
  });
});
