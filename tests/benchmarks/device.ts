/**
 * One simulated installed app of `npm run bench:devices` and `bench:soak`, doing what the app's
 * sync worker and outbox do (design brief 'The sync protocol'): sign in once, bootstrap page by
 * page, lease an order number block, hold a socket, pull from its cursor on every hint (unless the
 * hint's cursor is already reached) and every SYNC_PULL_INTERVAL_MS, one pull at a time (a hint
 * during a pull pulls again after it), and queue writes in its outbox (deviceOutbox.ts; the mix:
 * deviceWrites.ts), replayed in order with their Idempotency-Keys.
 *
 * The soak's chaos takes it offline and back (goOffline, goOnline): offline its socket is closed,
 * it sends nothing, and its writes wait in the outbox; back online it opens a new socket, replays
 * the outbox, leases numbers if it runs short and pulls. A socket lost while online (an instance
 * restarted) is reopened after a short random pause, with backoff, and followed by a pull.
 */
import { randomUUID } from 'node:crypto';
import { ORDER_NUMBERS_LOW_WATER, SYNC_PULL_INTERVAL_MS } from '../../src/contract/constants';
import { orderNumberBlockResponseSchema } from '../../src/contract/orders';
import { SyncEntity, syncCursorReached } from '../../src/contract/sync';
import { DeviceMirror } from './deviceMirror';
import { DeviceOutbox } from './deviceOutbox';
import { epochMs } from './devicesDeliveries';
import { RequestKind, type BenchRecorder } from './devicesRecorder';
import { signInDevice, type DeviceSession } from './deviceSession';
import { openDeviceSocket, type DeviceSocket, type SyncHint } from './deviceSocket';
import { freeNumbers, nextAction } from './deviceWrites';

const BOOTSTRAP_PAGE = 500;
const PULL_LIMIT = 500;
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_MAX_MS = 30_000;
/** How long `stop` keeps trying to empty the outbox (an instance may still be starting). */
const DRAIN_TIMEOUT_MS = 120_000;
const DRAIN_RETRY_MS = 2_000;
/**
 * The devices come back for the drain at random points of one pull interval, as their periodic
 * pulls are spread, so the drain asks no more of the server than the load did. A thousand replays
 * and pulls sent at the same instant (which no real fleet does) queued past the pool's wait and
 * were answered 503; spread over 10 s they still did on two instances on a slow hour (2026-11-29).
 */
const DRAIN_SPREAD_MS = SYNC_PULL_INTERVAL_MS;

type SyncPage = {
  reset?: true;
  changes?: { entity: string; id: string; op: string; data: unknown }[];
  cursor?: string;
  more?: boolean;
};

export interface DeviceOptions {
  baseUrl: string;
  username: string;
  password: string;
  pusherKey: string;
  recorder: BenchRecorder;
  /** The socket's source address (deviceSourceAddress). */
  localAddress: string;
  /** Mean time between two outbox writes of this device. */
  writeEveryMs: number;
  /** A pull brought a report the device did not hold (devicesDeliveries.ts), at epochMs(). */
  onReceived: (reportId: number, at: number) => void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Device {
  readonly mirror = new DeviceMirror(randomUUID());
  readonly outbox = new DeviceOutbox();
  private session: DeviceSession | undefined;
  private socket: DeviceSocket | undefined;
  private userId = 0;
  private cursor = '';
  private pulling: Promise<void> | undefined;
  private pullAgain = false;
  private timers: NodeJS.Timeout[] = [];
  private reconnectTimer: NodeJS.Timeout | undefined;
  private reconnectDelayMs = RECONNECT_MIN_MS;
  private stopped = false;
  private inFlight = new Set<Promise<unknown>>();
  private leasing: Promise<void> | undefined;
  private reconnecting: Promise<void> | undefined;
  online = true;

  constructor(private readonly options: DeviceOptions) {}

  get username(): string {
    return this.options.username;
  }

  /** Signs in, bootstraps, leases numbers and subscribes: the device is then as the app is after its first start. */
  async start(): Promise<void> {
    const { baseUrl, username, password, recorder } = this.options;
    this.session = await signInDevice(baseUrl, username, password, recorder);
    const user = (await (await this.session.call('signIn', 'GET', '/api/auth/user')).json()) as {
      data: { id: number };
    };
    this.userId = user.data.id;
    await this.bootstrap();
    await this.leaseIfShort();
    await this.openSocket();
  }

  /** The periodic pull and the outbox writes, each started at a random point of its period. */
  run(): void {
    const { writeEveryMs } = this.options;
    this.timers.push(
      setTimeout(() => {
        this.track(this.pull());
        this.timers.push(setInterval(() => this.track(this.pull()), SYNC_PULL_INTERVAL_MS));
      }, Math.random() * SYNC_PULL_INTERVAL_MS),
    );
    const nextWrite = () => {
      // Exponential gaps: writes of many devices arrive as a Poisson stream, not in lockstep.
      const gap = -Math.log(1 - Math.random()) * writeEveryMs;
      this.timers.push(
        setTimeout(() => {
          if (this.stopped) return;
          this.write();
          nextWrite();
        }, gap),
      );
    };
    nextWrite();
  }

  /** Network gone: the socket closes, requests stop, writes wait in the outbox. */
  goOffline(): void {
    if (!this.online || this.stopped) return;
    this.online = false;
    clearTimeout(this.reconnectTimer);
    this.socket?.close();
    this.socket = undefined;
  }

  /** Network back: a new socket, the outbox replayed, numbers leased if short, a pull. */
  goOnline(): void {
    if (this.online) return;
    this.online = true;
    this.track(this.reconnect());
  }

  /**
   * Back online if it was not, lets the requests under way finish and, at a random point of
   * DRAIN_SPREAD_MS, empties the outbox (retrying while an instance may still be starting), pulls
   * once more and closes the socket.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.online = true;
    for (const timer of this.timers) clearTimeout(timer);
    clearTimeout(this.reconnectTimer);
    await Promise.allSettled([...this.inFlight]);
    await sleep(Math.random() * DRAIN_SPREAD_MS);
    const drainEnds = performance.now() + DRAIN_TIMEOUT_MS;
    while (this.outbox.pending > 0 && performance.now() < drainEnds) {
      await this.outbox.replay(this.http);
      if (this.outbox.pending > 0) await sleep(DRAIN_RETRY_MS);
    }
    if (this.outbox.pending > 0) this.options.recorder.error(`${this.outbox.pending} outbox rows never sent`);
    await this.pull().catch(() => {
      // Recorded by the session.
    });
    this.socket?.close();
  }

  private track(work: Promise<unknown>): void {
    const settled = work.catch(() => {
      // Recorded by the session as an error or a disconnect of the run.
    });
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  private get http(): DeviceSession {
    if (!this.session) throw new Error('the device is not signed in');
    return this.session;
  }

  private async openSocket(): Promise<void> {
    this.socket = await openDeviceSocket({
      session: this.http,
      pusherKey: this.options.pusherKey,
      userId: this.userId,
      localAddress: this.options.localAddress,
      recorder: this.options.recorder,
      onHint: (hint) => this.onHint(hint),
      onLost: (reason) => {
        this.options.recorder.disconnect(reason);
        this.socket = undefined;
        this.scheduleReconnect();
      },
    });
  }

  private scheduleReconnect(): void {
    if (!this.online || this.stopped) return;
    const delay = this.reconnectDelayMs * (0.5 + Math.random());
    this.reconnectDelayMs = Math.min(RECONNECT_MAX_MS, this.reconnectDelayMs * 2);
    this.reconnectTimer = setTimeout(() => this.track(this.reconnect()), delay);
  }

  /** One reconnect at a time: offline and back while one runs must not open a second socket. */
  private reconnect(): Promise<void> {
    this.reconnecting ??= this.reconnectOnce().finally(() => (this.reconnecting = undefined));
    return this.reconnecting;
  }

  private async reconnectOnce(): Promise<void> {
    if (!this.online || this.stopped) return;
    try {
      await this.openSocket();
    } catch {
      // Recorded by the socket; try again later.
      this.scheduleReconnect();
      return;
    }
    if (!this.online) {
      // Went offline again while the socket opened.
      this.socket?.close();
      this.socket = undefined;
      return;
    }
    this.reconnectDelayMs = RECONNECT_MIN_MS;
    await this.outbox.replay(this.http);
    await this.leaseIfShort();
    await this.pull();
  }

  private async bootstrap(): Promise<void> {
    let page = (await (
      await this.http.call(RequestKind.bootstrap, 'GET', `/api/sync/bootstrap?limit=${BOOTSTRAP_PAGE}`)
    ).json()) as { cursor: string; rows: { entity: string; data: unknown }[]; next: string | null };
    for (;;) {
      for (const row of page.rows) this.mirror.put(row.entity, row.data);
      if (page.next === null) break;
      const query = `cursor=${encodeURIComponent(page.cursor)}&after=${encodeURIComponent(page.next)}&limit=${BOOTSTRAP_PAGE}`;
      page = (await (
        await this.http.call(RequestKind.bootstrap, 'GET', `/api/sync/bootstrap?${query}`)
      ).json()) as typeof page;
    }
    this.cursor = page.cursor;
  }

  /** As the app: online with ORDER_NUMBERS_LOW_WATER or fewer free numbers, lease the next block. */
  private leaseIfShort(): Promise<void> {
    if (!this.online || freeNumbers(this.mirror).length > ORDER_NUMBERS_LOW_WATER) return Promise.resolve();
    this.leasing ??= this.lease().finally(() => (this.leasing = undefined));
    return this.leasing;
  }

  private async lease(): Promise<void> {
    const response = await this.http.call(RequestKind.lease, 'POST', '/api/orders/number-blocks', {
      body: { device_id: this.mirror.deviceId },
    });
    const { data } = orderNumberBlockResponseSchema.parse(await response.json());
    this.mirror.put(SyncEntity.orderNumberBlock, data);
  }

  private onHint(hint: SyncHint): void {
    if (this.stopped || !this.online) return;
    if (hint.cursor && syncCursorReached(this.cursor, hint.cursor)) return;
    this.track(this.pull());
  }

  /** One pull at a time; a hint during it pulls once more after it. Offline: none. */
  private pull(): Promise<void> {
    if (!this.online) return Promise.resolve();
    if (this.pulling) {
      this.pullAgain = true;
      return this.pulling;
    }
    this.pulling = (async () => {
      try {
        do {
          this.pullAgain = false;
          await this.pullToEnd();
        } while (this.pullAgain && !this.stopped && this.online);
      } finally {
        this.pulling = undefined;
      }
    })();
    return this.pulling;
  }

  private async pullToEnd(): Promise<void> {
    for (;;) {
      const path = `/api/sync?cursor=${encodeURIComponent(this.cursor)}&limit=${PULL_LIMIT}`;
      const page = (await (await this.http.call(RequestKind.pull, 'GET', path)).json()) as SyncPage;
      if (page.reset) {
        this.options.recorder.error('pull: reset (the cursor was refused)');
        return;
      }
      const answeredAt = epochMs();
      for (const change of page.changes ?? []) {
        if (change.op !== 'put' || !change.data) continue;
        const isNewReport = this.mirror.put(change.entity, change.data);
        if (isNewReport) this.options.onReceived((change.data as { id: number }).id, answeredAt);
      }
      this.cursor = page.cursor ?? this.cursor;
      if (!page.more) return;
    }
  }

  /** One action of the mix into the outbox; sent at once when online. */
  private write(): void {
    const action = nextAction(this.mirror);
    if (!action) return;
    this.outbox.enqueue(action);
    if (!this.online) return;
    this.track(this.outbox.replay(this.http).then(() => this.leaseIfShort()));
  }
}
