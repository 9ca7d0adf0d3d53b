/**
 * What one run of `npm run bench:devices` or `bench:soak` measures: request times by kind, the
 * hint-to-pull delays, the hints the sockets received (by channel and event, to see what makes
 * the devices pull), the errors and the disconnects. Times count only while `measuring` (after
 * every device has signed in, bootstrapped and subscribed): the start-up is reported apart, as it
 * happens once per device, and so is the drain after it (every device's outbox emptied and one last
 * pull, to check what was lost). Errors count always: any error fails the benchmark, and one outside
 * the measured time says in which phase it came. A disconnect (a request without an answer, a socket
 * lost) is what a restarted instance causes: bench:devices fails on it, bench:soak only when it
 * restarted no instance.
 *
 * Each worker process (devicesWorker.ts) records into its own; the parent merges their snapshots.
 */
import { percentile } from './percentile';

export const RequestKind = {
  signIn: 'signIn',
  bootstrap: 'bootstrap',
  channelAuth: 'channelAuth',
  pull: 'pull',
  write: 'write',
  /** An order number block leased: an online write, not an outbox action. */
  lease: 'lease',
  upload: 'upload',
} as const;
export type RequestKind = (typeof RequestKind)[keyof typeof RequestKind];

export interface Percentiles {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) => (sorted.length ? percentile(sorted, share) : 0);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

const ERRORS_KEPT = 20;

/** Where a run is: signing in and bootstrapping, under the load, or draining the outboxes after it. */
export type RunPhase = 'start-up' | 'measured' | 'drain';

/** A recorder's figures as they cross from a worker process to the parent (structured clone). */
export interface RecorderSnapshot {
  times: [RequestKind, number[]][];
  hintToPull: number[];
  hints: [string, number][];
  errorMessages: [string, number][];
  errorCount: number;
  disconnectMessages: [string, number][];
  disconnectCount: number;
}

/** Running totals for the soak's minute lines: every request, measured or not. */
export interface RecorderCounts {
  requests: number;
  errors: number;
  disconnects: number;
}

const countInto = (messages: Map<string, number>, message: string, count = 1) => {
  if (messages.size < ERRORS_KEPT || messages.has(message))
    messages.set(message, (messages.get(message) ?? 0) + count);
};

export class BenchRecorder {
  phase: RunPhase = 'start-up';
  private readonly times = new Map<RequestKind, number[]>();
  private readonly hintToPull: number[] = [];
  private readonly hints = new Map<string, number>();
  private readonly errorMessages = new Map<string, number>();
  private errorCount = 0;
  private readonly disconnectMessages = new Map<string, number>();
  private disconnectCount = 0;
  private requestsAnswered = 0;

  get measuring(): boolean {
    return this.phase === 'measured';
  }

  /** The message as counted: outside the measured time with its phase before it. */
  private inPhase(message: string): string {
    return this.measuring ? message : `${this.phase}: ${message}`;
  }

  request(kind: RequestKind, ms: number): void {
    this.requestsAnswered += 1;
    if (!this.measuring) return;
    const list = this.times.get(kind) ?? [];
    list.push(ms);
    this.times.set(kind, list);
  }

  /** From the upload's answer (its commit) to the answer of the device's pull that contains it. */
  delivered(ms: number): void {
    this.hintToPull.push(ms);
  }

  /** A socket event the device takes as a hint, while measuring: `<channel> <event>`. */
  hint(source: string): void {
    if (this.measuring) this.hints.set(source, (this.hints.get(source) ?? 0) + 1);
  }

  error(message: string): void {
    this.errorCount += 1;
    countInto(this.errorMessages, this.inPhase(message));
  }

  disconnect(message: string): void {
    this.disconnectCount += 1;
    countInto(this.disconnectMessages, this.inPhase(message));
  }

  get errors(): number {
    return this.errorCount;
  }

  get disconnects(): number {
    return this.disconnectCount;
  }

  counts(): RecorderCounts {
    return { requests: this.requestsAnswered, errors: this.errorCount, disconnects: this.disconnectCount };
  }

  /** The hints received while measuring, the most frequent first. */
  hintSummary(): string[] {
    return [...this.hints].sort((a, b) => b[1] - a[1]).map(([source, count]) => `${count} x ${source}`);
  }

  errorSummary(): string[] {
    return [...this.errorMessages].map(([message, count]) => `${count} x ${message}`);
  }

  disconnectSummary(): string[] {
    return [...this.disconnectMessages].map(([message, count]) => `${count} x ${message}`);
  }

  snapshot(): RecorderSnapshot {
    return {
      times: [...this.times],
      hintToPull: this.hintToPull,
      hints: [...this.hints],
      errorMessages: [...this.errorMessages],
      errorCount: this.errorCount,
      disconnectMessages: [...this.disconnectMessages],
      disconnectCount: this.disconnectCount,
    };
  }

  /** Adds a worker's figures to this one's. */
  merge(snapshot: RecorderSnapshot): void {
    for (const [kind, list] of snapshot.times)
      this.times.set(kind, [...(this.times.get(kind) ?? []), ...list]);
    for (const ms of snapshot.hintToPull) this.hintToPull.push(ms);
    for (const [source, count] of snapshot.hints)
      this.hints.set(source, (this.hints.get(source) ?? 0) + count);
    for (const [message, count] of snapshot.errorMessages) countInto(this.errorMessages, message, count);
    this.errorCount += snapshot.errorCount;
    for (const [message, count] of snapshot.disconnectMessages)
      countInto(this.disconnectMessages, message, count);
    this.disconnectCount += snapshot.disconnectCount;
  }

  of(kind: RequestKind): Percentiles {
    return percentiles(this.times.get(kind) ?? []);
  }

  /** Requests of every kind while measuring. */
  requestCount(): number {
    let total = 0;
    for (const list of this.times.values()) total += list.length;
    return total;
  }

  deliveries(): Percentiles {
    return percentiles(this.hintToPull);
  }
}
