import { systemClock, type Clock } from '../sync/Clock';
import { backoffDelay } from '../sync/backoff';
import type { RealtimeConnection } from './realtimeHints';

/**
 * Keeps the leading worker's socket of hints up, so an open page is live again within a second
 * of the server's return (issue 26: after a restart pusher-js alone took up to 12 s, p50 11.6 s).
 *
 * - Opening fails (no network, no settings kept yet): tried again on the outbox's doubling
 *   schedule (backoff.ts), and at once when the network returns.
 * - Every drop, the first connection's or any later one's (the socket reports it: `lost`): the
 *   link asks whether the server answers again after RECONNECT_FIRST_DELAY_MS, doubling up to
 *   RECONNECT_MAX_DELAY_MS, each delay jittered (half of it at random, so the devices of a lab do
 *   not all come back in the same moment). Once it answers, the socket is opened afresh (a new
 *   client: pusher-js's own retries are left behind, with their delays and its count of failed
 *   transports), and its subscription pulls what was missed while it was down (realtimeHints.ts:
 *   `onListening`). Only the probe repeats while the server is away, never a half-done handshake.
 * - A fresh socket that is not connected after RECONNECT_HANDSHAKE_MS counts as lost.
 * - A returning network reopens a socket that is not connected at once.
 */
export const RECONNECT_FIRST_DELAY_MS = 100;
export const RECONNECT_MAX_DELAY_MS = 800;
export const RECONNECT_HANDSHAKE_MS = 5_000;
/** The page and the worker both report a returning network: one reopen for both. */
const NETWORK_BACK_GAP_MS = 1_000;

/** The delay before the `attempt`th (from 0) look at the server after a drop: jittered, bounded. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_FIRST_DELAY_MS * 2 ** attempt, RECONNECT_MAX_DELAY_MS);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** What an open socket reports to its link. */
export interface SocketWatch {
  connected(): void;
  /** The socket dropped, or gave up connecting. */
  lost(): void;
}

export interface RealtimeLinkOptions {
  clock?: Clock;
  random?: () => number;
  /** Whether the server answers again (its public config, which the socket's settings come from). */
  reachable?: () => Promise<boolean>;
}

const serverAnswers = async (): Promise<boolean> => {
  try {
    const response = await fetch('/api/config', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    return response.ok;
  } catch {
    return false;
  }
};

export class RealtimeLink {
  private connection: RealtimeConnection | null = null;
  private watch: SocketWatch | null = null;
  private failures = 0;
  private drops = 0;
  private cancelRetry: (() => void) | null = null;
  private cancelHandshake: (() => void) | null = null;
  private attempt: Promise<void> | null = null;
  private stopped = false;
  private reopenedAt = -Infinity;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly reachable: () => Promise<boolean>;

  constructor(
    private readonly open: (watch: SocketWatch) => Promise<RealtimeConnection | null>,
    { clock = systemClock, random = Math.random, reachable = serverAnswers }: RealtimeLinkOptions = {},
  ) {
    this.clock = clock;
    this.random = random;
    this.reachable = reachable;
  }

  start(): void {
    void this.connect();
  }

  /** The browser says the network is back. */
  networkBack(): void {
    if (this.stopped) return;
    if (this.connection) {
      if (this.connection.isConnected() || this.clock.now() - this.reopenedAt < NETWORK_BACK_GAP_MS) return;
      this.reopen();
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
    this.clearTimers();
    this.watch = null;
    this.connection?.disconnect();
    this.connection = null;
  }

  private connect(): Promise<void> {
    if (this.attempt) return this.attempt;
    this.clearTimers();
    const watch = this.watchFor();
    this.watch = watch;
    this.attempt = this.open(watch)
      .then(
        (connection) => {
          if (this.stopped || this.watch !== watch) {
            connection?.disconnect();
            return;
          }
          // A server without a socket: nothing to keep up, the 60 s pull remains.
          this.connection = connection;
          if (connection && !connection.isConnected()) {
            this.cancelHandshake = this.clock.schedule(() => watch.lost(), RECONNECT_HANDSHAKE_MS);
          }
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

  /** Events of an earlier socket (closed by the link itself) are ignored. */
  private watchFor(): SocketWatch {
    const watch: SocketWatch = {
      connected: () => {
        if (this.watch !== watch) return;
        this.cancelHandshake?.();
        this.cancelHandshake = null;
        this.cancelRetry?.();
        this.cancelRetry = null;
        this.drops = 0;
      },
      lost: () => {
        if (this.watch !== watch || this.stopped || this.cancelRetry) return;
        this.cancelHandshake?.();
        this.cancelHandshake = null;
        this.scheduleLook();
      },
    };
    return watch;
  }

  private scheduleLook(): void {
    const delay = reconnectDelay(this.drops, this.random);
    this.drops++;
    this.cancelRetry = this.clock.schedule(() => {
      this.cancelRetry = null;
      void this.lookAndReopen();
    }, delay);
  }

  private async lookAndReopen(): Promise<void> {
    if (this.stopped) return;
    // pusher-js may have made it on its own meanwhile.
    if (this.connection?.isConnected()) {
      this.drops = 0;
      return;
    }
    const answers = await this.reachable();
    if (this.stopped || this.cancelRetry) return;
    if (answers) this.reopen();
    else this.scheduleLook();
  }

  /** Closes the socket (its late events ignored) and opens a fresh one now. */
  private reopen(): void {
    this.reopenedAt = this.clock.now();
    if (this.attempt) return; // a socket is being opened already
    this.watch = null;
    this.connection?.disconnect();
    this.connection = null;
    void this.connect();
  }

  private clearTimers(): void {
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.cancelHandshake?.();
    this.cancelHandshake = null;
  }
}
