import { systemClock, type Clock } from '../sync/Clock';
import { backoffDelay } from '../sync/backoff';
import type { RealtimeConnection } from './realtimeHints';

/**
 * Keeps the leading worker's socket of hints up. Opening it can fail (no network, the server
 * down, no settings kept yet): then it is tried again on a doubling schedule (backoff.ts) and at
 * once when the network returns, so an app that started offline gets its live updates back within
 * moments instead of only through the 60 s safety pull. Once open, pusher-js reconnects on its own,
 * but on its own delay: a returning network makes a socket that is not connected reconnect now.
 */
const RECONNECT_GAP_MS = 1_000;

export class RealtimeLink {
  private connection: RealtimeConnection | null = null;
  private failures = 0;
  private cancelRetry: (() => void) | null = null;
  private attempt: Promise<void> | null = null;
  private stopped = false;
  private reconnectedAt = -Infinity;

  constructor(
    private readonly open: () => Promise<RealtimeConnection | null>,
    private readonly clock: Clock = systemClock,
  ) {}

  start(): void {
    void this.connect();
  }

  /** The browser says the network is back. */
  networkBack(): void {
    if (this.stopped) return;
    if (this.connection) {
      // The page forwards its online event as well as the worker's own: one reconnect for both.
      if (this.connection.isConnected() || this.clock.now() - this.reconnectedAt < RECONNECT_GAP_MS) return;
      this.reconnectedAt = this.clock.now();
      this.connection.reconnect();
      return;
    }
    this.failures = 0;
    void this.connect();
  }

  socketId(): string | undefined {
    return this.connection?.socketId();
  }

  stop(): void {
    this.stopped = true;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.connection?.disconnect();
    this.connection = null;
  }

  private connect(): Promise<void> {
    if (this.attempt) return this.attempt;
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.attempt = this.open()
      .then(
        (connection) => {
          if (this.stopped) connection?.disconnect();
          else this.connection = connection;
          // A server without a socket: nothing to keep up, the 60 s pull remains.
        },
        () => {
          if (this.stopped) return;
          this.failures++;
          this.cancelRetry = this.clock.schedule(() => void this.connect(), backoffDelay(this.failures));
        },
      )
      .finally(() => {
        this.attempt = null;
      });
    return this.attempt;
  }
}
