/**
 * One websocket speaking protocol 7: its socket_id, its subscriptions, its client-event budget and
 * the inactivity watch. The watch re-arms on every frame the client sends; after
 * `serverPingAfterMs` of silence the server pings, and without an answer within `pongTimeoutMs`
 * it closes with 4201, so pusher-js reconnects at once. Timers are refreshed, not re-created,
 * to stay cheap with thousands of connections.
 */
import { randomInt } from 'node:crypto';
import type { WebSocket } from 'ws';
import { PusherCloseCode, PusherEvent, type PresenceMember, type PusherFrame } from './pusherProtocol';
import type { RealtimeSettings } from './realtimeSettings';

const SOCKET_ID_PART_MAX = 2 ** 31;

export function newSocketId(): string {
  return `${randomInt(1, SOCKET_ID_PART_MAX)}.${randomInt(1, SOCKET_ID_PART_MAX)}`;
}

export class PusherConnection {
  readonly socketId = newSocketId();
  /** Subscribed channels; for presence channels the member this connection joined as. */
  readonly channels = new Map<string, PresenceMember | null>();
  closed = false;
  private clientEventWindowStart = 0;
  private clientEventsInWindow = 0;
  private readonly pingTimer: NodeJS.Timeout;
  private pongTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly socket: WebSocket,
    readonly ip: string,
    private readonly settings: RealtimeSettings,
  ) {
    this.pingTimer = setTimeout(() => this.pingAfterSilence(), settings.serverPingAfterMs);
    this.pingTimer.unref();
  }

  /** Any frame from the client proves it alive. */
  sawActivity(): void {
    this.pingTimer.refresh();
    if (this.pongTimer) {
      clearTimeout(this.pongTimer);
      this.pongTimer = undefined;
    }
  }

  send(frame: PusherFrame): void {
    this.sendText(JSON.stringify(frame));
  }

  /** A text frame; a broadcast passes the frame's UTF-8 bytes, encoded once for all its sockets. */
  sendText(text: string | Buffer): void {
    if (!this.closed) this.socket.send(text, { binary: false });
  }

  /** pusher:error; its `data` is an object, as in the reference. */
  sendError(code: number, message: string): void {
    this.send({ event: PusherEvent.error, data: { code, message } });
  }

  /** Error frame, then the close code the client acts on (reconnect or not). */
  closeWith(code: PusherCloseCode, message: string): void {
    if (this.closed) return;
    this.sendError(code, message);
    this.socket.close(code, message);
    this.stopTimers();
  }

  /** Counts one client event; false once the per-second budget is spent. */
  takeClientEvent(now = Date.now()): boolean {
    if (now - this.clientEventWindowStart >= 1000) {
      this.clientEventWindowStart = now;
      this.clientEventsInWindow = 0;
    }
    this.clientEventsInWindow += 1;
    return this.clientEventsInWindow <= this.settings.clientEventsPerSecond;
  }

  stopTimers(): void {
    clearTimeout(this.pingTimer);
    if (this.pongTimer) clearTimeout(this.pongTimer);
  }

  private pingAfterSilence(): void {
    if (this.closed) return;
    this.send({ event: PusherEvent.ping, data: {} });
    this.pongTimer = setTimeout(
      () => this.closeWith(PusherCloseCode.pongNotReceived, 'Pong reply not received in time'),
      this.settings.pongTimeoutMs,
    );
    this.pongTimer.unref();
  }
}
