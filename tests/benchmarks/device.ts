/**
 * One simulated installed app of `npm run bench:devices`, doing what the app's sync worker and
 * outbox do (design brief 'The sync protocol'): sign in once, bootstrap page by page, hold a socket,
 * pull from its cursor on every hint (unless the hint's cursor is already reached) and every
 * SYNC_PULL_INTERVAL_MS, one pull at a time (a hint during a pull pulls again after it), and replay
 * outbox writes with an Idempotency-Key: questions on its reports, follow-up messages on its
 * questions, critical results acknowledged, reports marked read.
 *
 * Ticket answers and orders are not in the mix: a ticket needs staff to open it from a question,
 * and an order needs an order number block assigned to the practice; neither can be built from
 * the contract alone (docs/benchmarks.md, issue 30).
 */
import { randomUUID } from 'node:crypto';
import { SYNC_PULL_INTERVAL_MS } from '../../src/contract/constants';
import { syncCursorReached } from '../../src/contract/sync';
import type { DeliveryTracker } from './devicesDeliveries';
import { RequestKind, type BenchRecorder } from './devicesRecorder';
import { signInDevice, type DeviceSession } from './deviceSession';
import { openDeviceSocket, type DeviceSocket, type SyncHint } from './deviceSocket';

const BOOTSTRAP_PAGE = 500;
const PULL_LIMIT = 500;
const REPORT_ENTITY = 'report';

interface KnownReport {
  id: number;
  version: number;
  read: boolean;
  /** Critical and not yet acknowledged. */
  criticalOpen: boolean;
}

type SyncPage = {
  reset?: true;
  changes?: { entity: string; id: string; op: string; data: unknown }[];
  cursor?: string;
  more?: boolean;
};
type ReportData = {
  id: number;
  version: number;
  read_at: string | null;
  critical?: boolean;
  critical_acknowledged_at?: string | null;
};

export interface DeviceOptions {
  baseUrl: string;
  username: string;
  password: string;
  pusherKey: string;
  recorder: BenchRecorder;
  deliveries: DeliveryTracker;
  /** The socket's source address (deviceSourceAddress). */
  localAddress: string;
  /** Mean time between two outbox writes of this device. */
  writeEveryMs: number;
}

export class Device {
  private session: DeviceSession | undefined;
  private socket: DeviceSocket | undefined;
  private cursor = '';
  private readonly reports = new Map<number, KnownReport>();
  private readonly questions: string[] = [];
  private pulling: Promise<void> | undefined;
  private pullAgain = false;
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;
  private inFlight = new Set<Promise<unknown>>();

  constructor(private readonly options: DeviceOptions) {}

  /** Signs in, bootstraps and subscribes: the device is then as the app is after its first start. */
  async start(): Promise<void> {
    const { baseUrl, username, password, recorder, pusherKey } = this.options;
    this.session = await signInDevice(baseUrl, username, password, recorder);
    const user = (await (await this.session.call('signIn', 'GET', '/api/auth/user')).json()) as {
      data: { id: number };
    };
    await this.bootstrap();
    this.socket = await openDeviceSocket({
      session: this.session,
      pusherKey,
      userId: user.data.id,
      localAddress: this.options.localAddress,
      recorder,
      onHint: (hint) => this.onHint(hint),
    });
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
          this.track(this.write());
          nextWrite();
        }, gap),
      );
    };
    nextWrite();
  }

  /** Stops the timers, lets the requests under way finish, closes the socket. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    await Promise.allSettled([...this.inFlight]);
    this.socket?.close();
  }

  private track(work: Promise<unknown>): void {
    const settled = work.catch(() => {
      // Recorded by the session as an error of the run.
    });
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
  }

  private get http(): DeviceSession {
    if (!this.session) throw new Error('the device is not signed in');
    return this.session;
  }

  private async bootstrap(): Promise<void> {
    let page = (await (
      await this.http.call(RequestKind.bootstrap, 'GET', `/api/sync/bootstrap?limit=${BOOTSTRAP_PAGE}`)
    ).json()) as { cursor: string; rows: { entity: string; data: unknown }[]; next: string | null };
    for (;;) {
      for (const row of page.rows) if (row.entity === REPORT_ENTITY) this.remember(row.data as ReportData);
      if (page.next === null) break;
      const query = `cursor=${encodeURIComponent(page.cursor)}&after=${encodeURIComponent(page.next)}&limit=${BOOTSTRAP_PAGE}`;
      page = (await (
        await this.http.call(RequestKind.bootstrap, 'GET', `/api/sync/bootstrap?${query}`)
      ).json()) as typeof page;
    }
    this.cursor = page.cursor;
  }

  private remember(data: ReportData): void {
    this.reports.set(data.id, {
      id: data.id,
      version: data.version,
      read: data.read_at !== null,
      criticalOpen: data.critical === true && !data.critical_acknowledged_at,
    });
  }

  private onHint(hint: SyncHint): void {
    if (this.stopped) return;
    if (hint.cursor && syncCursorReached(this.cursor, hint.cursor)) return;
    this.track(this.pull());
  }

  /** One pull at a time; a hint during it pulls once more after it. */
  private pull(): Promise<void> {
    if (this.pulling) {
      this.pullAgain = true;
      return this.pulling;
    }
    this.pulling = (async () => {
      try {
        do {
          this.pullAgain = false;
          await this.pullToEnd();
        } while (this.pullAgain && !this.stopped);
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
      const answeredAt = performance.now();
      for (const change of page.changes ?? []) {
        if (change.entity !== REPORT_ENTITY || change.op !== 'put' || !change.data) continue;
        const data = change.data as ReportData;
        if (!this.reports.has(data.id)) this.options.deliveries.received(data.id, answeredAt);
        this.remember(data);
      }
      this.cursor = page.cursor ?? this.cursor;
      if (!page.more) return;
    }
  }

  /** One outbox action, picked as a practice's day mixes them. */
  private async write(): Promise<void> {
    const reports = [...this.reports.values()];
    const critical = reports.find((report) => report.criticalOpen);
    const unread = reports.find((report) => !report.read);
    const roll = Math.random();
    if (critical && roll < 0.25) {
      critical.criticalOpen = false;
      await this.send('PUT', `/api/befunde/${critical.id}/acknowledge`, { version: critical.version });
    } else if (unread && roll < 0.5) {
      unread.read = true;
      await this.send('PUT', `/api/befunde/${unread.id}/read`);
    } else if (this.questions.length > 0 && roll < 0.75) {
      const demandId = this.questions[Math.floor(Math.random() * this.questions.length)];
      await this.send('POST', '/api/reports/demand-messages', {
        uuid: randomUUID(),
        demand_id: demandId,
        message: 'Nachtrag: bitte auch die Vorbefunde berücksichtigen.',
      });
    } else {
      const report = reports[Math.floor(Math.random() * reports.length)];
      if (!report) return;
      const uuid = randomUUID();
      await this.send('POST', '/api/reports/demands', {
        uuid,
        message_uuid: randomUUID(),
        report_id: report.id,
        subject: 'general',
        message: 'Bitte um Rückruf zu diesem Befund.',
      });
      this.questions.push(uuid);
    }
  }

  private async send(method: string, path: string, body?: unknown): Promise<void> {
    const response = await this.http.call(RequestKind.write, method, path, {
      body,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    await response.body?.cancel();
  }
}
